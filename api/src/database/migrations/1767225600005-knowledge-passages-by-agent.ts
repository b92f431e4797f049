import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Enough that an agent with a huge knowledge base shares its partition with few others. */
const PARTITIONS = 32;

const COLUMNS = `
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  item_id uuid NOT NULL REFERENCES knowledge_items (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('qa', 'passage')),
  title text NOT NULL,
  question text,
  content text NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(question, '')), 'A') ||
    setweight(to_tsvector('english', content), 'C')) STORED`;

const COPIED = 'id, account_id, agent_id, item_id, kind, title, question, content';

/**
 * Passages are split by agent (hash partitions), because every question searches one agent's
 * passages: the full-text index of one partition holds a few agents' words, not every
 * account's, so a question reads short posting lists however much knowledge the deployment
 * holds (see "Retrieval latency" in docs/benchmarks.md). The primary key has to include the
 * partition key; ids stay unique as before.
 */
export class KnowledgePassagesByAgent1767225600005 implements MigrationInterface {
  name = 'KnowledgePassagesByAgent1767225600005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE knowledge_passages_by_agent (${COLUMNS}, PRIMARY KEY (agent_id, id)) PARTITION BY HASH (agent_id)`,
    );
    for (let remainder = 0; remainder < PARTITIONS; remainder += 1) {
      await queryRunner.query(
        `CREATE TABLE knowledge_passages_${String(remainder).padStart(2, '0')} PARTITION OF knowledge_passages_by_agent
           FOR VALUES WITH (MODULUS ${PARTITIONS}, REMAINDER ${remainder})`,
      );
    }
    await queryRunner.query(`INSERT INTO knowledge_passages_by_agent (${COPIED}) SELECT ${COPIED} FROM knowledge_passages`);
    await queryRunner.query(`DROP TABLE knowledge_passages`);
    await queryRunner.query(`ALTER TABLE knowledge_passages_by_agent RENAME TO knowledge_passages`);
    await queryRunner.query(`ALTER TABLE knowledge_passages RENAME CONSTRAINT knowledge_passages_by_agent_pkey TO knowledge_passages_pkey`);
    // Built after the copy, as on a filled table. The primary key serves lookups by agent.
    await queryRunner.query(`CREATE INDEX knowledge_passages_search_idx ON knowledge_passages USING gin (search)`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_item_idx ON knowledge_passages (item_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE knowledge_passages_single (${COLUMNS}, PRIMARY KEY (id))`);
    await queryRunner.query(`INSERT INTO knowledge_passages_single (${COPIED}) SELECT ${COPIED} FROM knowledge_passages`);
    await queryRunner.query(`DROP TABLE knowledge_passages`);
    await queryRunner.query(`ALTER TABLE knowledge_passages_single RENAME TO knowledge_passages`);
    await queryRunner.query(`ALTER TABLE knowledge_passages RENAME CONSTRAINT knowledge_passages_single_pkey TO knowledge_passages_pkey`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_search_idx ON knowledge_passages USING gin (search)`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_agent_idx ON knowledge_passages (agent_id)`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_item_idx ON knowledge_passages (item_id)`);
  }
}
