import type { RemoteManifest } from '@app/contracts';
import type { LogLevel } from './environment-variables';

/** The validated configuration every provider injects (the class doubles as the injection token). */
export class AppConfig {
  port: number;
  host: string;
  /** Absolute folder for the embedded database files. */
  dataDir: string;
  /** PostgreSQL URL; null selects the embedded database. */
  databaseUrl: string | null;
  databasePoolSize: number;
  redisUrl: string | null;
  logLevel: LogLevel;
  /** Absolute folder holding shell/dist and mfe-* /dist. */
  webRoot: string;
  remotes: RemoteManifest;
  trustProxy: boolean;
}
