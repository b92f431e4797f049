import { DataSource, type QueryRunner } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { KnowledgePassagesByAgent1767225600005 } from '../src/database/migrations/1767225600005-knowledge-passages-by-agent';

/**
 * The migration forwards and back on a filled table. It runs in a schema of its own inside one
 * transaction that is rolled back, so the suites sharing the test database never see it.
 */
describe('Migration: knowledge passages partitioned by agent', () => {
  let dataSource: DataSource;
  let runner: QueryRunner;

  beforeAll(async () => {
    dataSource = await new DataSource(
      buildDataSourceOptions({ url: process.env.DATABASE_URL as string, poolSize: 1 }),
    ).initialize();
    runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query(`CREATE SCHEMA migration_check`);
    await runner.query(`SET LOCAL search_path = migration_check`);
  });

  afterAll(async () => {
    await runner.rollbackTransaction();
    await runner.release();
    await dataSource.destroy();
  });

  async function isPartitioned(): Promise<boolean> {
    const rows: unknown[] = await runner.query(
      `SELECT 1 FROM pg_partitioned_table WHERE partrelid = 'knowledge_passages'::regclass`,
    );
    return rows.length === 1;
  }

  function passages(): Promise<{ agent_id: string; content: string }[]> {
    return runner.query(`SELECT agent_id, content FROM knowledge_passages ORDER BY content`);
  }

  it('keeps every passage going forwards and back, and searches by agent after it', async () => {
    const partitioning = new KnowledgePassagesByAgent1767225600005();
    for (const Migration of MIGRATIONS.filter((migration) => migration !== KnowledgePassagesByAgent1767225600005)) {
      await new Migration().up(runner);
    }
    const [account] = await runner.query(`INSERT INTO accounts (name) VALUES ('Harbor Realty') RETURNING id`);
    const agents: { id: string }[] = await runner.query(
      `INSERT INTO agents (account_id, name) VALUES ($1, 'Sales'), ($1, 'Rentals') RETURNING id`,
      [account.id],
    );
    for (const [index, agent] of agents.entries()) {
      const [item] = await runner.query(
        `INSERT INTO knowledge_items (account_id, agent_id, type, title, status) VALUES ($1, $2, 'text', 'Guide', 'trained') RETURNING id`,
        [account.id, agent.id],
      );
      await runner.query(
        `INSERT INTO knowledge_passages (account_id, agent_id, item_id, kind, title, content)
         VALUES ($1, $2, $3, 'passage', 'Guide', $4)`,
        [account.id, agent.id, item.id, `Passage ${index}: check-in is at 4:00 pm.`],
      );
    }
    const stored = await passages();
    expect(stored).toHaveLength(2);
    expect(await isPartitioned()).toBe(false);

    await partitioning.up(runner);
    expect(await isPartitioned()).toBe(true);
    expect(await passages()).toEqual(stored);
    const found: { content: string }[] = await runner.query(
      `SELECT content FROM knowledge_passages WHERE agent_id = $1 AND search @@ to_tsquery('english', 'check <-> in')`,
      [agents[1]?.id],
    );
    expect(found).toEqual([{ content: 'Passage 1: check-in is at 4:00 pm.' }]);

    await partitioning.down(runner);
    expect(await isPartitioned()).toBe(false);
    expect(await passages()).toEqual(stored);
  });
});
