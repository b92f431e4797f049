import { InputFailure, StatementBatch } from './statement-batch';

/** A statement that doubles numbers, records each call's inputs and fails on negative ones. */
function doubling() {
  const calls: number[][] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const statement = async (inputs: number[]): Promise<number[]> => {
    calls.push(inputs);
    await gate;
    if (inputs.some((input) => input < 0)) {
      throw new Error('negative input');
    }
    return inputs.map((input) => input * 2);
  };
  const hold = (): void => {
    gate = new Promise((resolve) => (release = resolve));
  };
  return { calls, statement, hold, release: () => release() };
}

describe('StatementBatch', () => {
  it('sends inputs submitted together as one statement and answers each caller', async () => {
    const { calls, statement } = doubling();
    const batch = new StatementBatch(statement, { maxSize: 10 });
    await expect(Promise.all([1, 2, 3].map((n) => batch.submit(n)))).resolves.toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while a statement runs into the next one, at most maxSize each', async () => {
    const { calls, statement, hold, release } = doubling();
    const batch = new StatementBatch(statement, { maxSize: 2 });
    hold();
    const first = batch.submit(1);
    await Promise.resolve();
    const rest = [2, 3, 4, 5].map((n) => batch.submit(n));
    release();
    await expect(Promise.all([first, ...rest])).resolves.toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('never puts two inputs with the same key in one statement', async () => {
    const { calls, statement } = doubling();
    const batch = new StatementBatch(statement, { maxSize: 10, keyOf: (n: number) => String(n % 2) });
    await Promise.all([1, 3, 2, 5].map((n) => batch.submit(n)));
    expect(calls).toEqual([[1, 2], [3], [5]]);
  });

  it('fails only the caller whose input the statement refuses', async () => {
    const { calls, statement } = doubling();
    const batch = new StatementBatch(statement, { maxSize: 10 });
    const results = await Promise.allSettled([1, -1, 3].map((n) => batch.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });

  it('fails only the caller of an input the statement gives up on after doing its work, and runs nothing again', async () => {
    const calls: number[][] = [];
    const batch = new StatementBatch(
      async (inputs: number[]) => {
        calls.push(inputs);
        return inputs.map((input) => (input === 0 ? new InputFailure(new Error('lookup failed')) : input * 2));
      },
      { maxSize: 10 },
    );
    const results = await Promise.allSettled([1, 0, 3].map((n) => batch.submit(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('lookup failed') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(calls).toEqual([[1, 0, 3]]);
  });

  it('keeps working after a failure', async () => {
    const { statement } = doubling();
    const batch = new StatementBatch(statement, { maxSize: 10 });
    await expect(batch.submit(-1)).rejects.toThrow('negative input');
    await expect(batch.submit(4)).resolves.toBe(8);
  });

  describe('with several statements at once', () => {
    it('starts the next statement while one runs, up to the concurrency', async () => {
      const { calls, statement, hold, release } = doubling();
      const batch = new StatementBatch(statement, { maxSize: 2, concurrency: 2 });
      hold();
      const first = batch.submit(1);
      await Promise.resolve();
      const second = batch.submit(2);
      await Promise.resolve();
      const rest = [3, 4].map((n) => batch.submit(n));
      await Promise.resolve();

      expect(calls).toEqual([[1], [2]]);
      release();
      await expect(Promise.all([first, second, ...rest])).resolves.toEqual([2, 4, 6, 8]);
      expect(calls).toEqual([[1], [2], [3, 4]]);
    });

    it('runs an input only after the statement holding an earlier input of its key has finished', async () => {
      const { calls, statement, hold, release } = doubling();
      const batch = new StatementBatch(statement, { maxSize: 10, concurrency: 2, keyOf: (n: number) => String(n % 2) });
      hold();
      const first = batch.submit(1);
      await Promise.resolve();
      const later = [3, 2].map((n) => batch.submit(n));
      await Promise.resolve();

      expect(calls).toEqual([[1], [2]]);
      release();
      await Promise.all([first, ...later]);
      expect(calls).toEqual([[1], [2], [3]]);
    });
  });
});
