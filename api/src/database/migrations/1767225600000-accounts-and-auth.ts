import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsAndAuth1767225600000 implements MigrationInterface {
  name = 'AccountsAndAuth1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(120) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await queryRunner.query(`CREATE INDEX users_account_id_idx ON users (account_id)`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        id char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE login_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email varchar(254) NOT NULL,
        ip varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX login_attempts_ip_created_at_idx ON login_attempts (ip, created_at)`);
    await queryRunner.query(`CREATE INDEX login_attempts_created_at_idx ON login_attempts (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_attempts`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TABLE accounts`);
  }
}
