import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { runMigrationsExclusively } from '../src/database/run-migrations';
import { withClient } from './global-setup';

/**
 * API processes started together each run the migrations at start-up. PostgreSQL only (see
 * jest.config.js): the embedded database serves every connection in one session.
 */
describe('migrations run by several processes at once', () => {
  const runUrl = process.env.DATABASE_URL as string;
  const name = `migrate_${Date.now().toString(36)}_${process.pid}`;
  const url = Object.assign(new URL(runUrl), { pathname: `/${name}` }).toString();

  beforeAll(() => withClient(runUrl, (client) => client.query(`CREATE DATABASE "${name}"`)));
  afterAll(() => withClient(runUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  it('are applied once each, whichever process gets there first', async () => {
    const processes = await Promise.all([1, 2, 3].map(() => new DataSource(buildDataSourceOptions({ url, poolSize: 1 })).initialize()));
    try {
      await Promise.all(processes.map((dataSource) => runMigrationsExclusively(dataSource)));

      const applied: { name: string }[] = await processes[0]!.query('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    } finally {
      await Promise.all(processes.map((dataSource) => dataSource.destroy()));
    }
  });
});
