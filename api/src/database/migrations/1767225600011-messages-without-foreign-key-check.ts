import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every message is written by a statement that finds, locks and writes its conversation itself
 * (the widget's receive statement, a reply's FOR SHARE check, a team member's takeover), so the
 * foreign key's check, a lookup and a row lock for each message and reply, proved nothing those
 * statements do not, and cost about a sixth of storing a batch of widget messages. What the key
 * also did stays: deleting conversations, directly or through their agent or account, deletes
 * their messages, by a trigger run once per deleting statement.
 *
 * The index a conversation's messages are read through also holds the id, which breaks ties in
 * every message order, so the newest messages are read walking it backwards, without a sort.
 */
export class MessagesWithoutForeignKeyCheck1767225600011 implements MigrationInterface {
  name = 'MessagesWithoutForeignKeyCheck1767225600011';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION delete_conversations_messages() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM messages m USING deleted_conversations d WHERE m.conversation_id = d.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER conversations_delete_messages AFTER DELETE ON conversations
        REFERENCING OLD TABLE AS deleted_conversations
        FOR EACH STATEMENT EXECUTE FUNCTION delete_conversations_messages()`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_conversation_id_fkey`);
    await queryRunner.query(`CREATE INDEX messages_conversation_id_created_at_id_idx ON messages (conversation_id, created_at, id)`);
    await queryRunner.query(`DROP INDEX messages_conversation_id_created_at_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX messages_conversation_id_created_at_idx ON messages (conversation_id, created_at)`);
    await queryRunner.query(`DROP INDEX messages_conversation_id_created_at_id_idx`);
    await queryRunner.query(`DELETE FROM messages m WHERE NOT EXISTS (SELECT 1 FROM conversations c WHERE c.id = m.conversation_id)`);
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_conversation_id_fkey
         FOREIGN KEY (conversation_id) REFERENCES conversations (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(`DROP TRIGGER conversations_delete_messages ON conversations`);
    await queryRunner.query(`DROP FUNCTION delete_conversations_messages()`);
  }
}
