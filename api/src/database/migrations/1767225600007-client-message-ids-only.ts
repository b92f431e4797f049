import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Only visitor messages carry the id the widget gave them; replies and team messages do not. The
 * index that keeps a resent visitor message from being stored twice holds just the former, so
 * writing a reply maintains one index fewer.
 */
export class ClientMessageIdsOnly1767225600007 implements MigrationInterface {
  name = 'ClientMessageIdsOnly1767225600007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_conversation_id_client_message_id_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX messages_conversation_id_client_message_id_key
         ON messages (conversation_id, client_message_id) WHERE client_message_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX messages_conversation_id_client_message_id_key`);
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_conversation_id_client_message_id_key
         UNIQUE (conversation_id, client_message_id)`,
    );
  }
}
