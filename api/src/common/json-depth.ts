/**
 * Nesting a request body may have. Far beyond what any screen sends (an agent's configuration is
 * a few levels), and far below what validation can walk: class-transformer recurses per level and
 * runs out of stack at about 1,500, which would answer a few kilobytes of brackets with a 500.
 */
export const MAX_BODY_DEPTH = 64;

/** Whether `value` nests arrays and objects deeper than `max` levels; walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) {
      pending.push([child, depth + 1]);
    }
  }
  return false;
}
