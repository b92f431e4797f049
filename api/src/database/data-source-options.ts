import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

export interface DataSourceSettings {
  url: string;
  poolSize: number;
  entities?: DataSourceOptions['entities'];
}

/** One place for the driver settings the application, the tests and the CLI share. */
export function buildDataSourceOptions(settings: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: settings.entities ?? [],
    migrations: MIGRATIONS,
    // Run by runMigrationsExclusively, under a lock, never by TypeORM on its own.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is core since PostgreSQL 13 and in PGlite; uuid-ossp exists in neither everywhere.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize: settings.poolSize,
    applicationName: 'property-agents-api',
    connectTimeoutMS: 10_000,
  };
}
