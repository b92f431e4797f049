import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Latin blocks: Latin-1 Supplement to Latin Extended-B, and Latin Extended Additional. */
const LATIN_RANGES: readonly [number, number][] = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];

/** The plain letter a Latin letter folds to as the answer engine folds a question (NFKD, marks dropped), or null. */
function plainLetter(letter: string): string | null {
  const plain = letter.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return /^[A-Za-z]$/.test(plain) && plain !== letter ? plain : null;
}

const FOLDS = LATIN_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
).flatMap((letter) => {
  const plain = plainLetter(letter);
  return plain ? [[letter, plain] as const] : [];
});
/** Every Latin letter that folds to one plain letter ("é", "ș", "ư", "ệ"), and what it folds to. */
const ACCENTED = FOLDS.map(([letter]) => letter).join('');
const UNACCENTED = FOLDS.map(([, plain]) => plain).join('');

function searchColumn(fold: (column: string) => string): string {
  return `search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', ${fold("coalesce(title, '')")}), 'B') ||
    setweight(to_tsvector('english', ${fold("coalesce(question, '')")}), 'A') ||
    setweight(to_tsvector('english', ${fold('content')}), 'C')) STORED`;
}

/** Folds the letters above with translate(), which compares every character with all 490 of them. */
export const translateFold = (column: string): string => `translate(${column}, '${ACCENTED}', '${UNACCENTED}')`;

/**
 * The full-text index reads "José" and "café" as "jose" and "cafe", as the answer engine reads
 * questions: a visitor asking about José (or Jose) finds the passage that names him.
 */
export class AccentFoldedSearch1767225600008 implements MigrationInterface {
  name = 'AccentFoldedSearch1767225600008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await replaceSearchColumn(queryRunner, translateFold);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceSearchColumn(queryRunner, (column) => column);
  }
}

/** Dropping the column drops its index; adding it computes it for every passage. */
export async function replaceSearchColumn(queryRunner: QueryRunner, fold: (column: string) => string): Promise<void> {
  await queryRunner.query(`ALTER TABLE knowledge_passages DROP COLUMN search`);
  await queryRunner.query(`ALTER TABLE knowledge_passages ADD COLUMN ${searchColumn(fold)}`);
  await queryRunner.query(`CREATE INDEX knowledge_passages_search_idx ON knowledge_passages USING gin (search)`);
}
