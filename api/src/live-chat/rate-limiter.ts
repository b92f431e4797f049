export interface RateLimitKey {
  key: string;
  /** Hits allowed in one window. */
  limit: number;
}

/** Fixed-window counters; `consume` counts one hit on every key and says whether all stay within their limit. */
export abstract class RateLimiter {
  abstract consume(keys: readonly RateLimitKey[], windowMs: number): Promise<boolean>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Counters in this process, for a single API process. */
export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  consume(keys: readonly RateLimitKey[], windowMs: number): Promise<boolean> {
    const now = this.now();
    this.sweep(now, windowMs);
    let allowed = true;
    for (const { key, limit } of keys) {
      let window = this.windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      allowed &&= window.count <= limit;
    }
    return Promise.resolve(allowed);
  }

  /** Forgets ended windows once per window length, so idle visitors cost no memory. */
  private sweep(now: number, windowMs: number): void {
    if (now - this.sweptAt < windowMs) {
      return;
    }
    this.sweptAt = now;
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) {
        this.windows.delete(key);
      }
    }
  }
}
