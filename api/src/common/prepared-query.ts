import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/** A constant statement PostgreSQL parses and plans once per pooled connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * The embedded database (PGlite behind a socket) runs every connection, from every process
 * using it, in one session, where a statement name can be prepared only once: so each pooled
 * connection prepares under a name of its own.
 */
const connectionTags = new WeakMap<PoolClient, string>();
const processTag = randomBytes(4).toString('hex');
let connectionCount = 0;

function connectionTag(client: PoolClient): string {
  let tag = connectionTags.get(client);
  if (tag === undefined) {
    tag = `${processTag}_${(connectionCount++).toString(36)}`;
    connectionTags.set(client, tag);
  }
  return tag;
}

/**
 * Runs a named prepared statement on the pool TypeORM holds. TypeORM sends every query unnamed,
 * so PostgreSQL parses and plans it again each time; for the statements every request runs
 * (the session lookup, the agents list) that was about a fifth of their database CPU.
 */
export async function queryPrepared<Row extends QueryResultRow>(
  dataSource: DataSource,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const client = await pool.connect();
  try {
    const result = await client.query<Row>({ name: `${statement.name}_${connectionTag(client)}`, text: statement.text, values });
    client.release();
    return result.rows;
  } catch (error) {
    // A failed connection is closed rather than handed out again.
    client.release(error as Error);
    throw error;
  }
}
