import { Transform } from 'class-transformer';

export interface TrimOptions {
  /** Turn a string that is empty after trimming into null. */
  emptyToNull?: boolean;
  lowercase?: boolean;
}

/**
 * White space, and the invisible characters around it: zero-width spaces and joiners, the
 * byte-order mark and direction marks. A name made of them alone would show as blank.
 */
const EDGES = /^[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]+|[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]+$/g;

export function Trim(options: TrimOptions = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') {
      return value;
    }
    const bare = value.replace(EDGES, '');
    const trimmed = options.lowercase ? bare.toLowerCase() : bare;
    return options.emptyToNull && trimmed === '' ? null : trimmed;
  });
}
