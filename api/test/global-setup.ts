import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { EmbeddedPostgres } from '../src/database/embedded-postgres';

declare global {
  var __embeddedPostgres: EmbeddedPostgres | undefined;
}

/**
 * One database for the whole run: an in-memory embedded one unless DATABASE_URL names a
 * PostgreSQL database, whose public schema is then dropped and recreated so runs start clean.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    } finally {
      await client.end();
    }
  } else {
    const embedded = await EmbeddedPostgres.start({ maxConnections: 8 });
    globalThis.__embeddedPostgres = embedded;
    process.env.DATABASE_URL = embedded.url;
    process.env.DATABASE_POOL_SIZE = '1';
  }
  const dataSource = new DataSource(
    buildDataSourceOptions({ url: process.env.DATABASE_URL, poolSize: 1, migrationsRun: false }),
  );
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}
