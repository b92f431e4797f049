import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Latin letters with accents that Unicode decomposes into a plain letter and a mark. */
export const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿĀāĂăĄąĆćČčĎďĒēĖėĘęĚěĞğĪīĮįŃńŇňŌōŐőŘřŚśŠšŞşŤťŪūŮůŰűŹźŻżŽž';
/** The same letters without their accents, as the answer engine folds a question (NFKD, marks dropped). */
export const UNACCENTED = [...ACCENTED].map((letter) => letter.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')).join('');

function searchColumn(fold: (column: string) => string): string {
  return `search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', ${fold("coalesce(title, '')")}), 'B') ||
    setweight(to_tsvector('english', ${fold("coalesce(question, '')")}), 'A') ||
    setweight(to_tsvector('english', ${fold('content')}), 'C')) STORED`;
}

const folded = (column: string): string => `translate(${column}, '${ACCENTED}', '${UNACCENTED}')`;

/**
 * The full-text index reads "José" and "café" as "jose" and "cafe", as the answer engine reads
 * questions: a visitor asking about José (or Jose) finds the passage that names him.
 */
export class AccentFoldedSearch1767225600008 implements MigrationInterface {
  name = 'AccentFoldedSearch1767225600008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replaceSearch(queryRunner, folded);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.replaceSearch(queryRunner, (column) => column);
  }

  /** Dropping the column drops its index; adding it computes it for every passage. */
  private async replaceSearch(queryRunner: QueryRunner, fold: (column: string) => string): Promise<void> {
    await queryRunner.query(`ALTER TABLE knowledge_passages DROP COLUMN search`);
    await queryRunner.query(`ALTER TABLE knowledge_passages ADD COLUMN ${searchColumn(fold)}`);
    await queryRunner.query(`CREATE INDEX knowledge_passages_search_idx ON knowledge_passages USING gin (search)`);
  }
}
