import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs`: a search asks the server, or a preview
 * reloads, when typing pauses rather than on every key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
