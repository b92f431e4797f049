import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Knowledge1767225600003 implements MigrationInterface {
  name = 'Knowledge1767225600003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE knowledge_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        agent_id uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
        type varchar(16) NOT NULL CHECK (type IN ('document', 'url', 'qa', 'text')),
        title varchar(255) NOT NULL,
        content text NOT NULL DEFAULT '',
        source varchar(64),
        status varchar(16) NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'trained', 'failed')),
        error text,
        passage_count integer NOT NULL DEFAULT 0,
        revision integer NOT NULL DEFAULT 1,
        lease_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX knowledge_items_agent_id_created_at_idx ON knowledge_items (agent_id, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX knowledge_items_account_id_idx ON knowledge_items (account_id)`);
    await queryRunner.query(
      `CREATE INDEX knowledge_items_processing_idx ON knowledge_items (lease_expires_at) WHERE status = 'processing'`,
    );
    await queryRunner.query(`
      CREATE TABLE knowledge_uploads (
        item_id uuid PRIMARY KEY REFERENCES knowledge_items (id) ON DELETE CASCADE,
        data bytea NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE knowledge_passages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
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
          setweight(to_tsvector('english', content), 'C')) STORED
      )`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_search_idx ON knowledge_passages USING gin (search)`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_agent_idx ON knowledge_passages (agent_id)`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_item_idx ON knowledge_passages (item_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE knowledge_passages`);
    await queryRunner.query(`DROP TABLE knowledge_uploads`);
    await queryRunner.query(`DROP TABLE knowledge_items`);
  }
}
