import { Transform } from 'class-transformer';

export interface TrimOptions {
  /** Turn a string that is empty after trimming into null. */
  emptyToNull?: boolean;
  lowercase?: boolean;
}

export function Trim(options: TrimOptions = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') {
      return value;
    }
    const trimmed = options.lowercase ? value.trim().toLowerCase() : value.trim();
    return options.emptyToNull && trimmed === '' ? null : trimmed;
  });
}
