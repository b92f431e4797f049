import { MemoryRateLimiter } from './rate-limiter';

describe('MemoryRateLimiter', () => {
  let now: number;
  const limiter = () => new MemoryRateLimiter(() => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows up to the limit in a window, then refuses until the window ends', async () => {
    const limits = limiter();
    const hit = () => limits.consume([{ key: 'visitor:a', limit: 3 }], 60_000);

    expect([await hit(), await hit(), await hit(), await hit()]).toEqual([true, true, true, false]);
    now += 59_999;
    expect(await hit()).toBe(false);
    now += 1;
    expect(await hit()).toBe(true);
  });

  it('refuses when any key is over its limit, counting every key', async () => {
    const limits = limiter();
    const hit = (visitor: string) =>
      limits.consume(
        [
          { key: `visitor:${visitor}`, limit: 10 },
          { key: 'address:127.0.0.1', limit: 2 },
        ],
        60_000,
      );

    expect(await hit('a')).toBe(true);
    expect(await hit('b')).toBe(true);
    expect(await hit('c')).toBe(false);
  });

  it('keeps separate counts per key', async () => {
    const limits = limiter();

    expect(await limits.consume([{ key: 'a', limit: 1 }], 1000)).toBe(true);
    expect(await limits.consume([{ key: 'b', limit: 1 }], 1000)).toBe(true);
    expect(await limits.consume([{ key: 'a', limit: 1 }], 1000)).toBe(false);
  });
});
