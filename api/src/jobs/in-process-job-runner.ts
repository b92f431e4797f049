import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import { type JobHandler, JobRunner, jobPriority } from './job-runner';

interface QueuedJob {
  key: string;
  queue: string;
  data: unknown;
  priority: number;
}

/** How long shutdown waits for running jobs before it lets the process go. */
const SHUTDOWN_WAIT_MS = 15_000;

/**
 * A small queue in memory: at most `concurrency` jobs at a time, lowest priority first, then in
 * the order they came.
 * Nothing survives the process; callers re-queue unfinished work when the next one starts.
 */
export class InProcessJobRunner extends JobRunner implements BeforeApplicationShutdown {
  readonly durable = false;
  private readonly logger = new Logger(InProcessJobRunner.name);
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly waiting: QueuedJob[] = [];
  /** Waiting and running jobs, so a job id is queued once. */
  private readonly keys = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly concurrency: number) {
    super();
  }

  handle<T>(queue: string, handler: JobHandler<T>): void {
    this.handlers.set(queue, handler as JobHandler<unknown>);
  }

  enqueue<T>(queue: string, jobId: string, data: T, priority?: number): Promise<void> {
    if (!this.handlers.has(queue)) {
      return Promise.reject(new Error(`No handler is registered for the "${queue}" queue`));
    }
    const key = `${queue}\u0000${jobId}`;
    if (!this.stopped && !this.keys.has(key)) {
      this.keys.add(key);
      const job = { key, queue, data, priority: jobPriority(priority) };
      // Behind every job of the same or a lower priority.
      const before = this.waiting.findIndex((waiting) => waiting.priority > job.priority);
      this.waiting.splice(before === -1 ? this.waiting.length : before, 0, job);
      this.pump();
    }
    return Promise.resolve();
  }

  /** Resolves once nothing is waiting or running. */
  onIdle(): Promise<void> {
    if (this.keys.size === 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const job of this.waiting.splice(0)) {
      this.keys.delete(job.key);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_WAIT_MS);
    });
    await Promise.race([Promise.allSettled([...this.running]), timeout]);
    clearTimeout(timer);
  }

  private pump(): void {
    while (!this.stopped && this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as QueuedJob;
      const run: Promise<void> = this.run(job).finally(() => {
        this.running.delete(run);
        this.keys.delete(job.key);
        this.pump();
        this.notifyIdle();
      });
      this.running.add(run);
    }
  }

  private async run(job: QueuedJob): Promise<void> {
    try {
      await this.handlers.get(job.queue)?.(job.data);
    } catch (error) {
      this.logger.error({ err: error, queue: job.queue }, 'Job failed');
    }
  }

  private notifyIdle(): void {
    if (this.keys.size === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }
}
