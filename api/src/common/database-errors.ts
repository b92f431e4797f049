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

/** Text as PostgreSQL can store it: without NUL characters, which nobody types. */
export function storableText(value: string): string {
  return value.replace(/\0/g, '');
}
