import { createHash } from 'node:crypto';

/** Conversations are found by this hash, so the database never holds a visitor's token. */
export function hashVisitorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
