import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { EmbeddedPostgres } from '../src/database/embedded-postgres';
import { runMigrationsExclusively } from '../src/database/run-migrations';

declare global {
  var __embeddedPostgres: EmbeddedPostgres | undefined;
  var __runDatabase: { adminUrl: string; name: string } | undefined;
}

const INSUFFICIENT_PRIVILEGE = '42501';

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of its own for this run, so runs started at the same time against one
 * server do not drop each other's tables; where the role may not create databases, the
 * public schema of the given one is dropped and recreated instead.
 */
async function cleanPostgresUrl(url: string): Promise<string> {
  const parsed = new URL(url);
  const name = `${parsed.pathname.slice(1) || 'postgres'}_run_${Date.now().toString(36)}_${process.pid}`;
  try {
    await withClient(url, (client) => client.query(`CREATE DATABASE "${name}"`));
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) {
      throw error;
    }
    await withClient(url, async (client) => {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    });
    return url;
  }
  globalThis.__runDatabase = { adminUrl: url, name };
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One database for the whole run: in-memory embedded unless DATABASE_URL names a PostgreSQL server. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.DATABASE_URL = await cleanPostgresUrl(process.env.DATABASE_URL);
  } else {
    const embedded = await EmbeddedPostgres.start({ maxConnections: 8 });
    globalThis.__embeddedPostgres = embedded;
    process.env.DATABASE_URL = embedded.url;
    process.env.DATABASE_POOL_SIZE = '1';
  }
  const dataSource = new DataSource(
    buildDataSourceOptions({ url: process.env.DATABASE_URL, poolSize: 1 }),
  );
  await dataSource.initialize();
  try {
    await runMigrationsExclusively(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

export { withClient };
