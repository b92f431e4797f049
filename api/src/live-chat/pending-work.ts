/** Counts, per key, the pieces of work begun and not yet finished (a visitor's unanswered messages). */
export class PendingWork {
  private readonly counts = new Map<string, number>();

  has(key: string): boolean {
    return this.counts.has(key);
  }

  /** Keys with work not yet finished. */
  get size(): number {
    return this.counts.size;
  }

  /** Returns what ends this piece of work; calling it again changes nothing. */
  begin(key: string): () => void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let ended = false;
    return () => {
      if (ended) {
        return;
      }
      ended = true;
      const count = (this.counts.get(key) ?? 1) - 1;
      if (count === 0) {
        this.counts.delete(key);
      } else {
        this.counts.set(key, count);
      }
    };
  }
}
