import { isBulletLine, splitLineIntoSentences } from './sentences';

export interface Passage {
  /** The item title, followed by the heading the passage sits under when there is one. */
  readonly title: string;
  readonly content: string;
}

export interface SplitOptions {
  readonly title: string;
  readonly maxChars?: number;
}

const DEFAULT_MAX_CHARS = 700;
const TITLE_SEPARATOR = ' \u2014 ';

/** A line that names the section below it rather than saying something itself. */
export function headingText(line: string): string | null {
  const trimmed = line.trim();
  const markdown = /^#{1,6}\s+(.+?)\s*#*$/.exec(trimmed);
  if (markdown) return markdown[1]!;
  if (!trimmed || trimmed.length > 80 || /[.!?;:,]$/.test(trimmed) || trimmed.includes(': ')) return null;
  const numbered = /^\d{1,2}(?:\.\d{1,2})*[.)]?\s+(.+)$/.exec(trimmed);
  const body = numbered ? numbered[1]! : trimmed;
  const letters = body.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return body;
  if (numbered || isBulletLine(trimmed)) return null;
  const words = body.split(/\s+/);
  return words.length <= 7 && !/\d/.test(body) && /^[A-Z]/.test(body) ? body : null;
}

interface Section {
  readonly heading: string | null;
  readonly blocks: string[];
}

function readSections(text: string): Section[] {
  const sections: Section[] = [{ heading: null, blocks: [] }];
  let lines: string[] = [];
  const closeBlock = (): void => {
    if (lines.length > 0) sections[sections.length - 1]!.blocks.push(lines.join('\n'));
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      closeBlock();
      continue;
    }
    const heading = headingText(line);
    if (heading !== null) {
      closeBlock();
      sections.push({ heading, blocks: [] });
      continue;
    }
    lines.push(line);
  }
  closeBlock();
  return sections.filter((section) => section.blocks.length > 0);
}

/** Cuts an over-long block at line ends, then at sentence ends, never inside a sentence. */
function splitLongBlock(block: string, maxChars: number): string[] {
  const pieces = block.split('\n').flatMap((line) => (line.length > maxChars ? splitLineIntoSentences(line) : [line]));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const separator = current && !isBulletLine(piece) && !current.endsWith('\n') ? ' ' : '\n';
    if (current && current.length + separator.length + piece.length > maxChars) {
      chunks.push(current);
      current = piece;
    } else {
      current = current ? current + separator + piece : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function packBlocks(blocks: readonly string[], maxChars: number): string[] {
  const passages: string[] = [];
  let current = '';
  for (const block of blocks.flatMap((b) => (b.length > maxChars ? splitLongBlock(b, maxChars) : [b]))) {
    if (current && current.length + 2 + block.length > maxChars) {
      passages.push(current);
      current = block;
    } else {
      current = current ? `${current}\n\n${block}` : block;
    }
  }
  if (current) passages.push(current);
  return passages;
}

function passageTitle(title: string, heading: string | null): string {
  if (!heading || heading.toLowerCase() === title.toLowerCase()) return title;
  return title ? `${title}${TITLE_SEPARATOR}${heading}` : heading;
}

/**
 * Splits a knowledge text into passages of at most ~700 characters at paragraph, line or
 * sentence ends. A passage never spans two headings, and carries its heading in its title.
 */
export function splitIntoPassages(text: string, options: SplitOptions): Passage[] {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const title = options.title.trim();
  return readSections(text).flatMap((section) =>
    packBlocks(section.blocks, maxChars).map((content) => ({ title: passageTitle(title, section.heading), content })),
  );
}
