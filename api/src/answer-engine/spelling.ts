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
 * known word a single typo away. Ambiguous or unknown words stay as they are.
 */
export function correctWord(word: string, known: ReadonlySet<string>, protectedWords?: ReadonlySet<string>): string {
  if (word.length < MIN_CORRECTABLE_LENGTH || known.has(word) || /\d/.test(word)) return word;
  const stemmed = stem(word);
  let match: string | undefined;
  for (const candidate of known) {
    // "keeping" is not a typo when "keep" is known: the same word in another form.
    if (candidate.startsWith(stemmed.slice(0, 3)) && stem(candidate) === stemmed) return word;
    if (candidate.length < MIN_CORRECTABLE_LENGTH - 1 || protectedWords?.has(candidate)) continue;
    if (!withinOneEdit(word, candidate)) continue;
    // "pasword" is one edit from both "password" and "passwords": the same word, not a real ambiguity.
    if (match !== undefined && stem(match) !== stem(candidate)) return word;
    if (match === undefined || candidate.length < match.length) match = candidate;
  }
  return match ?? word;
}
