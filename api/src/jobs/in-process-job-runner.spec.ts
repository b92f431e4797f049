import { Logger } from '@nestjs/common';
import { InProcessJobRunner } from './in-process-job-runner';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('InProcessJobRunner', () => {
  it('runs at most `concurrency` jobs at a time, in the order they came', async () => {
    const runner = new InProcessJobRunner(2);
    const started: number[] = [];
    const gates = new Map<number, ReturnType<typeof deferred>>();
    runner.handle<number>('work', async (n) => {
      started.push(n);
      const gate = deferred();
      gates.set(n, gate);
      await gate.promise;
    });

    for (const n of [1, 2, 3, 4]) {
      await runner.enqueue('work', `job-${n}`, n);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);

    gates.get(1)?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);

    gates.get(2)?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    gates.get(3)?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    gates.get(4)?.resolve();
    await runner.onIdle();
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('runs waiting jobs lowest priority first, and jobs of one priority in the order they came', async () => {
    const runner = new InProcessJobRunner(1);
    const started: string[] = [];
    const gate = deferred();
    runner.handle<string>('work', async (name) => {
      started.push(name);
      await gate.promise;
    });

    await runner.enqueue('work', 'busy', 'busy', 1);
    await runner.enqueue('work', 'a2', 'a2', 2);
    await runner.enqueue('work', 'a3', 'a3', 3);
    await runner.enqueue('work', 'b1', 'b1', 1);
    await runner.enqueue('work', 'c2', 'c2', 2);
    await runner.enqueue('work', 'none', 'none');
    gate.resolve();
    await runner.onIdle();

    expect(started).toEqual(['busy', 'b1', 'none', 'a2', 'c2', 'a3']);
  });

  it('queues a job id once while it is waiting or running, and again once it is done', async () => {
    const runner = new InProcessJobRunner(1);
    const runs: string[] = [];
    runner.handle<string>('work', async (value) => {
      runs.push(value);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

    await runner.enqueue('work', 'a', 'first');
    await runner.enqueue('work', 'a', 'second');
    await runner.onIdle();
    await runner.enqueue('work', 'a', 'third');
    await runner.onIdle();

    expect(runs).toEqual(['first', 'third']);
  });

  it('logs a job that throws and keeps going', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const runner = new InProcessJobRunner(1);
    const runs: number[] = [];
    runner.handle<number>('work', async (n) => {
      runs.push(n);
      if (n === 1) {
        throw new Error('boom');
      }
    });

    await runner.enqueue('work', '1', 1);
    await runner.enqueue('work', '2', 2);
    await runner.onIdle();

    expect(runs).toEqual([1, 2]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: new Error('boom'), queue: 'work' }), 'Job failed');
    logged.mockRestore();
  });

  it('refuses a queue without a handler', async () => {
    await expect(new InProcessJobRunner(1).enqueue('nobody', '1', {})).rejects.toThrow('No handler is registered for the "nobody" queue');
  });

  it('on shutdown drops waiting jobs, waits for running ones and takes no more', async () => {
    const runner = new InProcessJobRunner(1);
    const runs: number[] = [];
    const gate = deferred();
    runner.handle<number>('work', async (n) => {
      runs.push(n);
      await gate.promise;
    });
    await runner.enqueue('work', '1', 1);
    await runner.enqueue('work', '2', 2);

    const stopping = runner.beforeApplicationShutdown();
    gate.resolve();
    await stopping;
    await runner.enqueue('work', '3', 3);
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(runs).toEqual([1]);
  });
});
