import { stem } from './stemmer';

/** True when a and b differ by one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const MIN_CORRECTABLE_LENGTH = 5;

/**
 * Replaces a word of five letters or more that the known words lack, in any form, with the one
 * known word a single typo away. Ambiguous or unknown words stay as they are, except that a word
 * keeping the typed first letter wins over one that does not: "adress" is "address", not "dress";
 * then one the word lacks a letter of.
 */
export function correctWord(word: string, known: ReadonlySet<string>, protectedWords?: ReadonlySet<string>): string {
  if (word.length < MIN_CORRECTABLE_LENGTH || known.has(word) || /\d/.test(word)) return word;
  const stemmed = stem(word);
  const matches: string[] = [];
  for (const candidate of known) {
    // "keeping" is not a typo when "keep" is known: the same word in another form.
    if (candidate.startsWith(stemmed.slice(0, 3)) && stem(candidate) === stemmed) return word;
    if (candidate.length < MIN_CORRECTABLE_LENGTH - 1 || protectedWords?.has(candidate)) continue;
    if (withinOneEdit(word, candidate)) matches.push(candidate);
  }
  const sameStart = matches.filter((match) => match[0] === word[0]);
  // "towls" is "towels" with a letter left out, more likely than "tools" with one mistyped.
  return onlyWord(matches) ?? onlyWord(sameStart) ?? onlyWord(sameStart.filter((match) => match.length === word.length + 1)) ?? word;
}

/** The shortest of words that are all one word ("pasword": "password" and "passwords"); undefined when none or several. */
function onlyWord(words: readonly string[]): string | undefined {
  if (words.length === 0 || words.some((other) => stem(other) !== stem(words[0]!))) return undefined;
  return words.reduce((shortest, other) => (other.length < shortest.length ? other : shortest));
}
