import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live chat: a widget conversation is found by its agent and the hash of the visitor's token,
 * and a visitor message by the id the widget gave it, so a retried send is stored once.
 */
export class LiveChat1767225600004 implements MigrationInterface {
  name = 'LiveChat1767225600004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conversations ADD COLUMN visitor_token_hash char(64)`);
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_status_check
         CHECK (status IN ('open', 'needs_human', 'human', 'resolved'))`,
    );
    // NULLs are distinct, so conversations of other channels (no token) never collide.
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_agent_id_visitor_token_hash_key
         UNIQUE (agent_id, visitor_token_hash)`,
    );
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN client_message_id varchar(100)`);
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN sources jsonb`);
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_role_check CHECK (role IN ('user', 'assistant', 'human'))`,
    );
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_conversation_id_client_message_id_key
         UNIQUE (conversation_id, client_message_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_conversation_id_client_message_id_key`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_role_check`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN sources`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN client_message_id`);
    await queryRunner.query(`ALTER TABLE conversations DROP CONSTRAINT conversations_agent_id_visitor_token_hash_key`);
    await queryRunner.query(`ALTER TABLE conversations DROP CONSTRAINT conversations_status_check`);
    await queryRunner.query(`ALTER TABLE conversations DROP COLUMN visitor_token_hash`);
  }
}
