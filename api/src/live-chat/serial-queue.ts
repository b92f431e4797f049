/**
 * Runs tasks one after another per key (a visitor's replies in the order of their messages),
 * different keys side by side. A failing task does not stop the ones queued after it.
 */
export class SerialQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run(key: string, task: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key);
    const current = previous ? previous.then(task) : task();
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) {
        this.tails.delete(key);
      }
    });
    return current;
  }

  get size(): number {
    return this.tails.size;
  }

  /** Resolves once every task queued so far has finished. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) {
      await Promise.all(this.tails.values());
    }
  }
}
