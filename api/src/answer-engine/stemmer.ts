import { stem as porter2 } from 'porter2';

/**
 * English Snowball (Porter2) stemming, the algorithm behind PostgreSQL's `english_stem`
 * dictionary, so the re-ranker groups words exactly as the database index does.
 */
export function stem(word: string): string {
  return porter2(word.toLowerCase());
}
