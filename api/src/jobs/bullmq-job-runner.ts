import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { closeRedis, settleWithin } from '../common/close-redis';
import { type JobHandler, JobRunner, jobPriority } from './job-runner';

export interface BullMqJobRunnerOptions {
  redisUrl: string;
  /** Key prefix in Redis; API processes that share it share the queues. */
  prefix: string;
  concurrency: number;
}

/**
 * A job that throws (a lost database connection, say) is tried again after 1, 2 and 4 s; after
 * that its record leaves Redis like a finished one, so the caller's sweep can queue the same id
 * again: BullMQ takes the id of a failed job it still keeps for a duplicate and adds nothing.
 * Failures are in the log.
 */
const JOB_OPTIONS = { attempts: 4, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: true } as const;
/** How long shutdown waits for workers and queues to close while Redis is away. */
const CLOSE_WITHOUT_REDIS_MS = 1000;
/** How long adding a job may wait for Redis: without this it waits until Redis is back. */
export const ENQUEUE_TIMEOUT_MS = 5000;

/**
 * Queues in Redis through BullMQ. Every API process runs a worker, so whichever process has a
 * free slot takes the next job, and a job whose process died is taken over (BullMQ's stalled
 * job check) instead of being lost.
 */
export class BullMqJobRunner extends JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly durable = true;
  private readonly logger = new Logger(BullMqJobRunner.name);
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connections: IORedis[] = [];

  constructor(private readonly options: BullMqJobRunnerOptions) {
    super();
  }

  handle<T>(queue: string, handler: JobHandler<T>): void {
    this.handlers.set(queue, handler as JobHandler<unknown>);
  }

  async enqueue<T>(queue: string, jobId: string, data: T, priority?: number): Promise<void> {
    // An id already in the queue makes add() a no-op, which is what keeps a job from doubling.
    // Every job has a priority: BullMQ runs jobs without one before all prioritised ones.
    const added = this.queue(queue).add(queue, data, { jobId, priority: jobPriority(priority), ...JOB_OPTIONS });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not take job ${jobId} within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
    });
    // Should Redis come back, the add still lands; the id keeps it from doubling with a later one.
    added.catch(() => undefined);
    try {
      await Promise.race([added, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  onApplicationBootstrap(): void {
    for (const [name, handler] of this.handlers) {
      const worker = new Worker(name, (job) => handler(job.data), {
        // Workers block on Redis, so their connection must retry forever rather than fail requests.
        connection: this.connect({ maxRetriesPerRequest: null }),
        prefix: this.options.prefix,
        concurrency: this.options.concurrency,
      });
      worker.on('error', (error) => this.logger.error({ err: error, queue: name }, 'Job worker error'));
      worker.on('failed', (job, error) => this.logger.error({ err: error, queue: name, jobId: job?.id }, 'Job failed'));
      this.workers.push(worker);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    const redisAway = this.connections.some((connection) => connection.status !== 'ready');
    const closing = [...this.workers.map((worker) => worker.close(redisAway)), ...[...this.queues.values()].map((queue) => queue.close())];
    // With Redis there, running jobs finish first. Without it closing waits for Redis to come
    // back, and a job cut short is taken up again by another process's stalled-job check.
    await settleWithin(closing, redisAway ? CLOSE_WITHOUT_REDIS_MS : Infinity);
    await Promise.all(this.connections.map(closeRedis));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // Adding a job fails when Redis is away (see enqueue); the caller's periodic sweep queues it again later.
      queue = new Queue(name, { connection: this.connect({ maxRetriesPerRequest: 1 }), prefix: this.options.prefix });
      queue.on('error', (error) => this.logger.error({ err: error, queue: name }, 'Job queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private connect(options: { maxRetriesPerRequest: number | null }): IORedis {
    const connection = new IORedis(this.options.redisUrl, options);
    connection.on('error', (error) => this.logger.warn({ err: error }, 'Redis connection error'));
    this.connections.push(connection);
    return connection;
  }
}
