/**
 * At most `max` tasks at once; the rest wait their turn in arrival order. Replies wait here
 * rather than in the database pool, whose wait has a timeout.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) {
      this.active += 1;
    } else {
      // The finishing task hands its slot straight to the next one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) {
        next();
      } else {
        this.active -= 1;
      }
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}
