import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { BullMqJobRunner, ENQUEUE_TIMEOUT_MS } from './bullmq-job-runner';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('BullMqJobRunner (local Redis)', () => {
  const prefix = `test-jobs-${randomUUID()}`;
  const runners: BullMqJobRunner[] = [];
  const redis = new IORedis(REDIS_URL);

  function startRunner(handler: (data: { n: number }) => Promise<void>): BullMqJobRunner {
    const runner = new BullMqJobRunner({ redisUrl: REDIS_URL, prefix, concurrency: 1 });
    runner.handle('work', handler);
    runner.onApplicationBootstrap();
    runners.push(runner);
    return runner;
  }

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.beforeApplicationShutdown()));
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    await redis.quit();
  });

  it('runs queued jobs with their data, keeping the queue in Redis under its prefix', async () => {
    const seen: number[] = [];
    const runner = startRunner(async ({ n }) => {
      seen.push(n);
    });

    await runner.enqueue('work', 'job-1', { n: 1 });
    await runner.enqueue('work', 'job-2', { n: 2 });
    await waitFor(() => seen.length === 2);

    expect(seen.sort()).toEqual([1, 2]);
    expect((await redis.keys(`${prefix}:work:*`)).length).toBeGreaterThan(0);
  });

  it('runs waiting jobs lowest priority first, and jobs of one priority in the order they came', async () => {
    const { promise: gate, resolve: release } = deferred();
    const seen: number[] = [];
    const runner = startRunner(async ({ n }) => {
      seen.push(n);
      if (n === 0) await gate;
    });
    await runner.enqueue('work', 'prio-0', { n: 0 });
    await waitFor(() => seen.length === 1);

    await runner.enqueue('work', 'prio-a3', { n: 3 }, 3);
    await runner.enqueue('work', 'prio-a2', { n: 2 }, 2);
    await runner.enqueue('work', 'prio-b1', { n: 1 }, 1);
    await runner.enqueue('work', 'prio-c2', { n: 22 }, 2);
    await runner.enqueue('work', 'prio-none', { n: 11 });
    release();
    await waitFor(() => seen.length === 6);

    expect(seen).toEqual([0, 1, 11, 2, 22, 3]);
  });

  it('adds a job id once while it is still queued', async () => {
    const { promise: gate, resolve: release } = deferred();
    const seen: number[] = [];
    const runner = startRunner(async ({ n }) => {
      seen.push(n);
      await gate;
    });

    await runner.enqueue('work', 'blocker', { n: 0 });
    await waitFor(() => seen.length === 1);
    await runner.enqueue('work', 'same', { n: 1 });
    await runner.enqueue('work', 'same', { n: 2 });
    release();
    await waitFor(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(seen).toEqual([0, 1]);
  });

  it('shares one queue between processes: each takes jobs while the other is busy', async () => {
    const byRunner: [number[], number[]] = [[], []];
    const slowly = (seen: number[]) => async ({ n }: { n: number }) => {
      seen.push(n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const first = startRunner(slowly(byRunner[0]));
    startRunner(slowly(byRunner[1]));

    for (let n = 1; n <= 8; n += 1) {
      await first.enqueue('work', `shared-${n}`, { n });
    }
    await waitFor(() => byRunner[0].length + byRunner[1].length === 8);

    expect([...byRunner[0], ...byRunner[1]].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(byRunner[0].length).toBeGreaterThan(0);
    expect(byRunner[1].length).toBeGreaterThan(0);
  });

  it('tries a failing job again, and takes its id again once it has failed for good', async () => {
    const tries: number[] = [];
    let failing = true;
    const runner = startRunner(async ({ n }) => {
      tries.push(n);
      if (failing && tries.length < 3) throw new Error('database away for a moment');
      if (failing) throw new Error('still away');
    });

    await runner.enqueue('work', 'flaky', { n: 1 });
    await waitFor(() => tries.length === 4, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    failing = false;
    await runner.enqueue('work', 'flaky', { n: 2 });
    await waitFor(() => tries.length === 5);

    expect(tries).toEqual([1, 1, 1, 1, 2]);
  }, 30_000);

  it('gives up adding a job when Redis does not answer, instead of waiting for it', async () => {
    const runner = new BullMqJobRunner({ redisUrl: 'redis://127.0.0.1:1', prefix, concurrency: 1 });
    runners.push(runner);
    const started = Date.now();

    await expect(runner.enqueue('work', 'nowhere', { n: 1 })).rejects.toThrow('Redis did not take job nowhere within 5000 ms');
    expect(Date.now() - started).toBeLessThan(ENQUEUE_TIMEOUT_MS + 2000);
  }, 15_000);
});
