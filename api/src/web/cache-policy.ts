import { basename } from 'node:path';

/** Entry points keep their names between builds, so they must be revalidated; the rest is content-hashed. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);

export const NO_CACHE = 'no-cache';
export const LONG_CACHE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  // A compressed copy (remoteEntry.js.br) is cached as the file it stands for.
  const name = basename(filePath).replace(/\.(?:br|gz)$/, '');
  return ALWAYS_REVALIDATE.has(name) || name.endsWith('.html') ? NO_CACHE : LONG_CACHE;
}
