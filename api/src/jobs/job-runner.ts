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
   * twice. Waiting jobs run lowest `priority` first (1 unless given), jobs of one priority in
   * the order they came. Resolves once the job is accepted, not once it is done.
   */
  abstract enqueue<T>(queue: string, jobId: string, data: T, priority?: number): Promise<void>;
}

/** The lowest priority a job may have (BullMQ's limit), and the highest. */
export const MAX_JOB_PRIORITY = 2_097_152;

export function jobPriority(priority: number | undefined): number {
  return Math.min(MAX_JOB_PRIORITY, Math.max(1, Math.floor(priority ?? 1)));
}
