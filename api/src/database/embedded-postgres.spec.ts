import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from './embedded-postgres';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('EmbeddedPostgres', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'embedded-postgres-'));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps what was written in its folder across a stop and a new start', async () => {
    const dataDir = join(folder, 'pglite');
    const first = await EmbeddedPostgres.start({ dataDir });
    await query(first.url, 'CREATE TABLE notes (body text); INSERT INTO notes VALUES ($$kept$$)');
    await first.stop();

    const second = await EmbeddedPostgres.start({ dataDir });
    try {
      await expect(query(second.url, 'SELECT body FROM notes')).resolves.toEqual([{ body: 'kept' }]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('stops serving once stopped, and a second stop() waits for the same close', async () => {
    const embedded = await EmbeddedPostgres.start();
    await expect(query(embedded.url, 'SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);

    await Promise.all([embedded.stop(), embedded.stop()]);

    await expect(query(embedded.url, 'SELECT 1')).rejects.toThrow();
  }, 60_000);

  it('rejects start() when the database cannot open its folder', async () => {
    const dataDir = join(folder, 'pglite');
    await EmbeddedPostgres.start({ dataDir }).then((embedded) => embedded.stop());
    await writeFile(join(dataDir, 'PG_VERSION'), '9\n');

    await expect(EmbeddedPostgres.start({ dataDir })).rejects.toThrow();
  }, 60_000);
});
