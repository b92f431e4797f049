/** Runs one queue's jobs; it should be idempotent, since a job may run more than once. */
export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background work behind one interface: in this process by default, or a shared BullMQ queue
 * in Redis when REDIS_URL is set, so several API processes take jobs from one queue.
 */
export abstract class JobRunner {
  /** Whether queued jobs outlive this process (they do in Redis, not in memory). */
  abstract readonly durable: boolean;

  /** Registers the handler of a queue; call it while modules initialise. */
  abstract handle<T>(queue: string, handler: JobHandler<T>): void;

  /**
   * Queues a job. A job with the same id that is still waiting or running is not queued
   * twice. Resolves once the job is accepted, not once it is done.
   */
  abstract enqueue<T>(queue: string, jobId: string, data: T): Promise<void>;
}
