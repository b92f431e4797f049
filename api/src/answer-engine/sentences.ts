const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'approx', 'st', 'ave', 'rd', 'dr', 'mr', 'mrs', 'ms', 'no', 'nos', 'apt', 'ste', 'tel', 'vs',
  'a.m', 'p.m', 'inc', 'ltd', 'co', 'jr', 'sr', 'mt', 'ft', 'sq', 'min', 'max', 'hrs', 'est', 'dept', 'bldg', 'fl', 'u.s',
]);

const BULLET = /^\s*(?:[-*\u2022\u25aa\u25cf\u2013]|\d{1,2}[.)])\s+/;

export function isBulletLine(line: string): boolean {
  return BULLET.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** Longer than any abbreviation: a word cut at this length from its end cannot be mistaken for one. */
const ABBREVIATION_TAIL = 12;

/** Whether the text ending at `end` (just before a full stop) ends with an abbreviation or an initial. */
function endsWithAbbreviation(line: string, start: number, end: number): boolean {
  // Only the last word's tail is read: a run of "St. St. St. ..." stays linear.
  const last = /([A-Za-z.]+)\.$/.exec(line.slice(Math.max(start, end - ABBREVIATION_TAIL), end));
  if (!last) return false;
  const word = last[1]!.toLowerCase();
  return ABBREVIATIONS.has(word) || /^[a-z]$/.test(word);
}

/**
 * The end of a sentence: its punctuation (starting a run of it, so a long run of dots is read
 * once, not once per dot), closing quotes or brackets, space, and a capital, digit or "$" next.
 */
const BOUNDARY = /(?<![.!?])[.!?]+["')\]]*\s+(?=["'([]?[A-Z0-9$])/g;

/** Splits one line of prose into sentences without breaking "4:00 p.m.", "2.5" or "St. James". */
export function splitLineIntoSentences(line: string): string[] {
  const sentences: string[] = [];
  const boundary = new RegExp(BOUNDARY);
  let start = 0;
  let match: RegExpExecArray | null;
  while ((match = boundary.exec(line)) !== null) {
    const end = match.index + match[0].trimEnd().length;
    if (endsWithAbbreviation(line, start, end)) continue;
    const candidate = line.slice(start, end).trim();
    if (candidate) sentences.push(candidate);
    start = match.index + match[0].length;
  }
  const rest = line.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export interface SentenceUnit {
  readonly text: string;
  /** The sentence is an item of a bulleted or numbered list. */
  readonly bullet: boolean;
}

/** Sentences of a passage, each marked when it is a list item. */
export function splitIntoSentenceUnits(text: string): SentenceUnit[] {
  return text
    .split(/\n+/)
    .filter((line) => line.trim().length > 0)
    .flatMap((line) => {
      const bullet = isBulletLine(line);
      return splitLineIntoSentences(bullet ? stripBullet(line) : line.trim()).map((sentence) => ({ text: sentence, bullet }));
    });
}

/** Sentences of a passage: each line is at least one sentence, bullets lose their markers. */
export function splitIntoSentences(text: string): string[] {
  return splitIntoSentenceUnits(text).map((unit) => unit.text);
}
