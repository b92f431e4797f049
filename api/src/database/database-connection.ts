import type { Provider } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';

/** Where the pool connects: the configured PostgreSQL, or the embedded one this process started. */
export class DatabaseConnection {
  constructor(
    readonly url: string,
    readonly embedded: EmbeddedPostgres | null,
  ) {}
}

export const databaseConnectionProvider: Provider = {
  provide: DatabaseConnection,
  inject: [AppConfig],
  useFactory: async (config: AppConfig): Promise<DatabaseConnection> => {
    if (config.databaseUrl) {
      return new DatabaseConnection(config.databaseUrl, null);
    }
    const embedded = await EmbeddedPostgres.start({ dataDir: join(config.dataDir, 'pglite') });
    return new DatabaseConnection(embedded.url, embedded);
  },
};
