import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the account first tried an agent in the Playground: the dashboard's 'Test Agent' step. */
export class PlaygroundTried1767225600010 implements MigrationInterface {
  name = 'PlaygroundTried1767225600010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE accounts ADD COLUMN playground_tried_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE accounts DROP COLUMN playground_tried_at`);
  }
}
