import { stem as porter2 } from 'porter2';

/** A final double consonant that Porter2 takes off "added" and "stuffed" but leaves on "add" and "stuff". */
const DOUBLE_ENDING = /([bcdfghjkmnpqrtvwx])\1$/;

/**
 * English Snowball (Porter2) stemming, the algorithm behind PostgreSQL's `english_stem`
 * dictionary, so the re-ranker groups words as the database index does; one step more makes
 * "add" and "added" one stem ("ad"), as "stop" and "stopped" already are.
 */
export function stem(word: string): string {
  return porter2(word.toLowerCase()).replace(DOUBLE_ENDING, '$1');
}
