import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a version 7 UUID with the RFC 9562 variant', () => {
    expect(timeOrderedId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the time, so later ids sort after earlier ones', () => {
    const earlier = timeOrderedId(Date.UTC(2026, 0, 1));
    const later = timeOrderedId(Date.UTC(2026, 0, 1) + 1);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe('019b76da-a800');
  });

  it('differs between ids of the same millisecond', () => {
    const now = Date.now();
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedId(now))).size).toBe(1000);
  });
});
