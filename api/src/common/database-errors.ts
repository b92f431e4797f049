import { QueryFailedError } from 'typeorm';

/** PostgreSQL's codes the API answers for itself. */
export const UNIQUE_VIOLATION = '23505';
/** NUL, which neither PostgreSQL's text nor its jsonb can hold. */
export const NUL_REFUSED = new Set(['22021', '22P05']);

/** The SQLSTATE of a failed query (`23505`...), or undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Text as PostgreSQL can store it: without NUL characters, which nobody types, and with a lone
 * UTF-16 surrogate as U+FFFD, which is what a text column gets anyway, but which fails a
 * statement that carries the text inside a JSON parameter.
 */
export function storableText(value: string): string {
  return wellFormedText(value.replace(/\0/g, ''));
}

/**
 * A JSON value jsonb can take: a lone UTF-16 surrogate (half of an emoji, cut by a client), in a
 * key or a value, becomes U+FFFD as it does in a text column, instead of failing the statement.
 * NUL stays and is refused with NUL_REFUSED's 400: dropping it inside structured data could
 * change a key.
 */
export function storableJson<T>(value: T): T {
  return wellFormed(value) as T;
}

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormedText(key), wellFormed(item)]));
  }
  return value;
}
