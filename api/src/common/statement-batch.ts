export interface StatementBatchOptions<I> {
  /** The most inputs one statement takes. */
  maxSize: number;
  /**
   * Inputs with the same key never share a statement (an upsert cannot touch one row twice);
   * the later one waits for the next statement.
   */
  keyOf?: (input: I) => string;
}

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs many callers' writes as one statement each time the database is free: the first input
 * goes out at once, the inputs that arrive while a statement runs go out together in the next.
 * Under load a burst of visitor messages costs one round trip instead of one each; when idle
 * nothing waits. `run` receives the inputs in arrival order and returns one output per input in
 * the same order. When a statement of several inputs fails, each input is tried alone, so one
 * bad input fails only its own caller.
 */
export class StatementBatch<I, O> {
  private readonly queue: Pending<I, O>[] = [];
  private running = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: StatementBatchOptions<I>,
  ) {}

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) {
        this.running = true;
        // Inputs submitted in the same turn of the event loop join the first statement.
        queueMicrotask(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      await this.runBatch(this.takeBatch());
    }
    this.running = false;
  }

  private takeBatch(): Pending<I, O>[] {
    const { maxSize, keyOf } = this.options;
    const batch: Pending<I, O>[] = [];
    const keys = new Set<string>();
    const later: Pending<I, O>[] = [];
    while (this.queue.length > 0 && batch.length < maxSize) {
      const pending = this.queue.shift() as Pending<I, O>;
      const key = keyOf?.(pending.input);
      if (key !== undefined && keys.has(key)) {
        later.push(pending);
        continue;
      }
      if (key !== undefined) {
        keys.add(key);
      }
      batch.push(pending);
    }
    this.queue.unshift(...later);
    return batch;
  }

  private async runBatch(batch: Pending<I, O>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((pending) => pending.input));
      if (outputs.length !== batch.length) {
        throw new Error(`A batched statement returned ${outputs.length} results for ${batch.length} inputs`);
      }
      batch.forEach((pending, index) => pending.resolve(outputs[index] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const pending of batch) {
        await this.runBatch([pending]);
      }
    }
  }
}
