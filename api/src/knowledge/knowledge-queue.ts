import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicTask } from '../common/periodic-task';
import { JobRunner } from '../jobs/job-runner';

export const KNOWLEDGE_QUEUE = 'knowledge';

/**
 * How long a queued or running item is left to its job. Longer than any one job can take (a
 * 10 s fetch, a 30 s parse), so a live process never has its work taken; after that the item
 * counts as lost (its process stopped) and is queued again.
 */
export const PROCESSING_LEASE_MS = 120_000;
const SWEEP_INTERVAL_MS = 30_000;
const SWEEP_BATCH = 200;

export interface KnowledgeJob {
  itemId: string;
  /** The item's revision when queued; a job for an older revision does nothing. */
  revision: number;
}

export function leaseFromNow(): Date {
  return new Date(Date.now() + PROCESSING_LEASE_MS);
}

/**
 * Hands items to the job runner. Jobs kept in memory die with their process, and a queue in
 * Redis can be unreachable when an item is added, so at start-up and every 30 s the items still
 * processing whose lease ran out are queued again.
 */
@Injectable()
export class KnowledgeQueue extends PeriodicTask<number> {
  private readonly logger = new Logger(KnowledgeQueue.name);

  constructor(
    private readonly jobs: JobRunner,
    private readonly dataSource: DataSource,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  /**
   * Never throws: an item that could not be queued now is queued by a later sweep. An item waits
   * behind fewer of other accounts' items the fewer its own account has in the works, so one
   * account adding two hundred pages does not hold up another's single Q&A pair.
   */
  async enqueue(job: KnowledgeJob): Promise<void> {
    try {
      const [{ inTheWorks }] = (await this.dataSource.query(
        `SELECT count(*)::int AS "inTheWorks" FROM knowledge_items
          WHERE status = 'processing' AND account_id = (SELECT account_id FROM knowledge_items WHERE id = $1)`,
        [job.itemId],
      )) as [{ inTheWorks: number }];
      await this.jobs.enqueue(KNOWLEDGE_QUEUE, `${job.itemId}-${job.revision}`, job, inTheWorks);
    } catch (error) {
      this.logger.warn({ err: error, itemId: job.itemId }, 'Could not queue a knowledge item; it is retried later');
    }
  }

  /** Queues processing items whose lease ran out; returns how many. */
  protected async once(): Promise<number> {
    let lost: { id: string; revision: number }[];
    try {
      // Taking the lease in the same statement keeps two processes from queuing an item twice.
      lost = await this.dataSource.query(
        `WITH lost AS (
           UPDATE knowledge_items SET lease_expires_at = $1
            WHERE id IN (SELECT id FROM knowledge_items
                          WHERE status = 'processing' AND (lease_expires_at IS NULL OR lease_expires_at < now())
                          ORDER BY created_at
                          LIMIT ${SWEEP_BATCH}
                          FOR UPDATE SKIP LOCKED)
            RETURNING id, revision)
         SELECT id, revision FROM lost`,
        [leaseFromNow()],
      );
    } catch (error) {
      this.logger.error({ err: error }, 'Could not look for unfinished knowledge items');
      return 0;
    }
    for (const { id, revision } of lost) {
      await this.enqueue({ itemId: id, revision });
    }
    if (lost.length > 0) {
      this.logger.log(`Queued ${lost.length} unfinished knowledge item(s) again`);
    }
    return lost.length;
  }
}
