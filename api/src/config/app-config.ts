import type { RemoteManifest } from '@app/contracts';
import type { LogLevel } from './environment-variables';

/** The chat-completions provider (OpenAI or any server speaking its protocol). */
export interface OpenAiSettings {
  apiKey: string;
  /** null: the client's default, api.openai.com. */
  baseUrl: string | null;
  model: string;
  timeoutMs: number;
}

/** Widget messages allowed per minute. */
export interface ChatRateLimitSettings {
  perVisitor: number;
  /** Every visitor behind one remote address together. */
  perAddress: number;
}

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
  /** Redis key prefix of the job queues (with REDIS_URL); processes sharing it share the queues. */
  jobQueuePrefix: string;
  /** `host:port` entries the page fetcher may reach although they are private addresses. */
  fetchAllowHosts: string[];
  /** null when OPENAI_API_KEY is unset: replies then come from the embedded answerer. */
  openai: OpenAiSettings | null;
  chatRateLimits: ChatRateLimitSettings;
  /** Accounts one address may create per 15 minutes. */
  signupRateLimit: number;
  /** Playground messages one account may send per minute. */
  playgroundRateLimit: number;
  /** Whether the embedded answerer may settle a near miss with the embedded sentence encoder. */
  sentenceEncoder: boolean;
}
