import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter per agent that moves whenever the agent's searchable knowledge changes (an item
 * trained, failed, re-synced or deleted). Answers computed from the knowledge are cached under
 * it, so every API process knows a cached answer is stale without being told. A table of its
 * own, so knowledge work never locks or re-versions the agent row.
 */
export class AgentKnowledgeRevisions1767225600006 implements MigrationInterface {
  name = 'AgentKnowledgeRevisions1767225600006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE agent_knowledge_revisions (
         agent_id uuid PRIMARY KEY REFERENCES agents (id) ON DELETE CASCADE,
         revision integer NOT NULL DEFAULT 0
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE agent_knowledge_revisions`);
  }
}
