import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Conversations1767225600002 implements MigrationInterface {
  name = 'Conversations1767225600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        agent_id uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
        contact_info text,
        channel varchar(16) NOT NULL CHECK (channel IN ('webchat', 'whatsapp', 'sms', 'voice')),
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX conversations_account_id_updated_at_idx ON conversations (account_id, updated_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX conversations_agent_id_updated_at_idx ON conversations (agent_id, updated_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        role text NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX messages_conversation_id_created_at_idx ON messages (conversation_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messages`);
    await queryRunner.query(`DROP TABLE conversations`);
  }
}
