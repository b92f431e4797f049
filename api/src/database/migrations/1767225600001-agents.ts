import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Agents1767225600001 implements MigrationInterface {
  name = 'Agents1767225600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE agents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        description varchar(2000),
        type varchar(32) NOT NULL DEFAULT 'rental'
          CHECK (type IN ('realtor', 'rental', 'property_manager')),
        system_prompt text,
        channels text[] NOT NULL DEFAULT '{webchat}'
          CHECK (channels <@ ARRAY['webchat', 'whatsapp', 'sms', 'voice']::text[]),
        status varchar(32) NOT NULL DEFAULT 'training',
        configuration jsonb NOT NULL DEFAULT '{}',
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX agents_account_id_created_at_idx ON agents (account_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE agents`);
  }
}
