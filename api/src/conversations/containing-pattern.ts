/**
 * A LIKE pattern matching any text that contains `text`: its own %, _ and \ stand for themselves
 * (a search for "100%" must not match every contact starting with "100").
 */
export function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
