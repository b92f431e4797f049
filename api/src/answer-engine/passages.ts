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

interface Heading {
  readonly text: string;
  /** Marked up as a heading ("## Parking"); otherwise guessed from a short line's look. */
  readonly explicit: boolean;
}

/** A marked-up heading longer than this is a paragraph that starts with "#", not a heading. */
const MAX_HEADING_CHARS = 200;

/** "## Parking ##" gives "Parking". No backtracking regular expression: a line can be megabytes long. */
function markdownHeading(line: string): string | null {
  const marker = /^#{1,6}\s+/.exec(line);
  if (!marker || line.length > MAX_HEADING_CHARS) return null;
  const text = line.slice(marker[0].length).replace(/(?<!#)#+$/, '').trim();
  return text || null;
}

function headingOf(line: string): Heading | null {
  const trimmed = line.trim();
  const markdown = markdownHeading(trimmed);
  if (markdown) return { text: markdown, explicit: true };
  if (!trimmed || trimmed.length > 80 || /[.!?;:,]$/.test(trimmed) || trimmed.includes(': ')) return null;
  const numbered = /^\d{1,2}(?:\.\d{1,2})*[.)]?\s+(.+)$/.exec(trimmed);
  const body = numbered ? numbered[1]! : trimmed;
  const letters = body.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return { text: body, explicit: false };
  if (numbered || isBulletLine(trimmed)) return null;
  const words = body.split(/\s+/);
  return words.length <= 7 && !/\d/.test(body) && /^[A-Z]/.test(body) ? { text: body, explicit: false } : null;
}

/** A line that names the section below it rather than saying something itself. */
export function headingText(line: string): string | null {
  return headingOf(line)?.text ?? null;
}

interface Section {
  readonly heading: Heading | null;
  readonly blocks: string[];
}

/** Words that make a short line say something ("Smoking is not permitted") rather than name a section. */
const STATEMENT_WORDS = /\b(is|are|not|no|must|may|can|cannot|will|allowed|permitted|welcome|available|included|free|please)\b/i;

/** A heading with nothing under it that is really a line of text: "Wifi password: sunshine", "Pets are welcome". */
function readsAsStatement(heading: Heading): boolean {
  if (heading.text.includes(': ')) return true;
  const letters = heading.text.replace(/[^A-Za-z]/g, '');
  return letters !== letters.toUpperCase() && STATEMENT_WORDS.test(heading.text);
}

/**
 * Sections under their headings. A short line is only taken for a heading on its own: next to
 * another short line it is an item of a list ("Free parking", "Hot tub"), and with nothing under
 * it, it is text when it reads as a statement or ends the text ("Dogs are welcome" alone), so no
 * words of the knowledge are lost. A parent heading with nothing but sub-headings under it
 * ("AMENITIES", then "Kitchen") names nothing to answer from and is left out.
 */
function readSections(text: string): Section[] {
  const sections: Section[] = [{ heading: null, blocks: [] }];
  const current = (): Section => sections[sections.length - 1]!;
  let lines: string[] = [];
  const closeBlock = (): void => {
    if (lines.length > 0) current().blocks.push(lines.join('\n'));
    lines = [];
  };
  const closeSection = (atEnd: boolean): void => {
    closeBlock();
    const last = current();
    if (sections.length > 1 && last.blocks.length === 0 && last.heading && (readsAsStatement(last.heading) || (atEnd && !last.heading.explicit))) {
      sections.pop();
      current().blocks.push(last.heading.text);
    }
  };
  const all = text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim());
  all.forEach((line, index) => {
    if (!line) {
      closeBlock();
      return;
    }
    const heading = headingOf(line);
    const shortLine = (neighbour: string | undefined): boolean => !!neighbour && headingOf(neighbour)?.explicit === false;
    const inList = shortLine(lines[lines.length - 1]) || shortLine(all[index + 1]);
    if (heading && (heading.explicit || !inList)) {
      closeSection(false);
      sections.push({ heading, blocks: [] });
      return;
    }
    lines.push(line);
  });
  closeSection(true);
  const withText = sections.filter((section) => section.blocks.length > 0);
  // Nothing but headings ("# Parking" as a whole text item): their words are the text.
  const headings = sections.flatMap((section) => (section.heading ? [section.heading.text] : []));
  return withText.length > 0 || headings.length === 0 ? withText : [{ heading: null, blocks: [headings.join('\n')] }];
}

/**
 * A "sentence" longer than a passage (no full stop the splitter knows, a list pasted as one line)
 * is cut between words, and a word longer than a passage within it: every passage stays small
 * enough to index and to quote.
 */
function cutLongSentence(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const words = sentence.split(/\s+/).flatMap((word) => {
    const parts: string[] = [];
    for (let at = 0; at < word.length; at += maxChars) parts.push(word.slice(at, at + maxChars));
    return parts;
  });
  const pieces: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + 1 + word.length > maxChars) {
      pieces.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Cuts an over-long block at line ends, then at sentence ends, and only a sentence too long by itself within it. */
function splitLongBlock(block: string, maxChars: number): string[] {
  const pieces = block
    .split('\n')
    .flatMap((line) => (line.length > maxChars ? splitLineIntoSentences(line) : [line]))
    .flatMap((piece) => cutLongSentence(piece, maxChars));
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

function passageTitle(title: string, heading: Heading | null): string {
  if (!heading || heading.text.toLowerCase() === title.toLowerCase()) return title;
  return title ? `${title}${TITLE_SEPARATOR}${heading.text}` : heading.text;
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
