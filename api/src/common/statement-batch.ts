export interface StatementBatchOptions<I> {
  /** The most inputs one statement takes. */
  maxSize: number;
  /**
   * Inputs with the same key never share a statement (an upsert cannot touch one row twice) nor
   * run in two statements at once; the later one waits for a statement after the earlier's.
   */
  keyOf?: (input: I) => string;
  /**
   * Statements running at once (1 by default). More lets the database work on one batch while
   * the API reads the results of another.
   */
  concurrency?: number;
}

/**
 * What `run` gives for an input whose own part failed after the statement had done its work (a
 * lookup after the commit): only that caller fails, and nothing is run again, since running the
 * others again would find their work done and answer differently.
 */
export class InputFailure {
  constructor(readonly error: unknown) {}
}

interface Pending<I, O> {
  input: I;
  key: string | undefined;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs many callers' writes as one statement each time the database is free: the first input
 * goes out at once, the inputs that arrive while statements run go out together in the next.
 * Under load a burst of visitor messages costs one round trip instead of one each; when idle
 * nothing waits. `run` receives the inputs in arrival order and returns one output per input in
 * the same order. When a statement of several inputs fails, each input is tried alone, so one
 * bad input fails only its own caller.
 */
export class StatementBatch<I, O> {
  private readonly queue: Pending<I, O>[] = [];
  private readonly concurrency: number;
  private running = 0;
  /** Keys of the inputs in the statements running now. */
  private readonly busyKeys = new Set<string>();
  private startScheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<(O | InputFailure)[]>,
    private readonly options: StatementBatchOptions<I>,
  ) {
    this.concurrency = options.concurrency ?? 1;
  }

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, key: this.options.keyOf?.(input), resolve, reject });
      if (!this.startScheduled && this.running < this.concurrency) {
        this.startScheduled = true;
        // Inputs submitted in the same turn of the event loop join the first statement.
        queueMicrotask(() => {
          this.startScheduled = false;
          this.start();
        });
      }
    });
  }

  /** Starts statements while fewer than `concurrency` run and some input may go. */
  private start(): void {
    while (this.running < this.concurrency) {
      const batch = this.takeBatch();
      if (batch.length === 0) {
        return;
      }
      this.running += 1;
      void this.runBatch(batch).finally(() => {
        this.running -= 1;
        batch.forEach(({ key }) => key !== undefined && this.busyKeys.delete(key));
        this.start();
      });
    }
  }

  private takeBatch(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    const later: Pending<I, O>[] = [];
    while (this.queue.length > 0 && batch.length < this.options.maxSize) {
      const pending = this.queue.shift() as Pending<I, O>;
      if (pending.key !== undefined && this.busyKeys.has(pending.key)) {
        later.push(pending);
        continue;
      }
      if (pending.key !== undefined) {
        this.busyKeys.add(pending.key);
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
      batch.forEach((pending, index) => {
        const output = outputs[index] as O | InputFailure;
        if (output instanceof InputFailure) {
          pending.reject(output.error);
        } else {
          pending.resolve(output);
        }
      });
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
