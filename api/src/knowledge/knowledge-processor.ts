import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { sqlState } from '../common/database-errors';
import { DocumentError } from '../documents';
import { JobRunner } from '../jobs/job-runner';
import { type ClaimedItem, KnowledgeItemReader, type ReadKnowledge } from './knowledge-item-reader';
import type { PassageRow } from './knowledge-passages';
import { BUMP_KNOWLEDGE_REVISION_SQL } from './knowledge-revision';
import { KNOWLEDGE_QUEUE, type KnowledgeJob, leaseFromNow } from './knowledge-queue';
import { KnowledgeReadError } from './knowledge-read-error';

const INSERT_BATCH = 500;
const UNSTORABLE_TEXT = 'The text has characters that cannot be stored';
/** Said before the reason, on an item that keeps the passages of its last successful sync. */
export const RESYNC_FAILED = 'The last re-sync failed, so answers still use the page as synced before:';
const UNEXPECTED_FAILURE = 'Processing failed unexpectedly; delete the item and add it again';

/**
 * Text the database will refuse every time: SQLSTATE class 22, a value it cannot store (a NUL
 * character, a bad encoding), or class 54, a value over one of its limits (a tsvector over 1 MB).
 */
function isRefusedText(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('54'));
}

type Outcome = ({ status: 'trained' } & ReadKnowledge) | { status: 'failed'; error: string };

/**
 * The knowledge job: reads an item, writes its passages and marks it trained, or marks it failed
 * with a reason. A job may run twice (a re-queued item, two processes); only the run for the
 * item's current revision that finishes first while it is still processing writes anything.
 */
@Injectable()
export class KnowledgeProcessor implements OnModuleInit {
  private readonly logger = new Logger(KnowledgeProcessor.name);

  constructor(
    private readonly jobs: JobRunner,
    private readonly dataSource: DataSource,
    private readonly reader: KnowledgeItemReader,
  ) {}

  onModuleInit(): void {
    this.jobs.handle<KnowledgeJob>(KNOWLEDGE_QUEUE, (job) => this.process(job));
  }

  async process(job: KnowledgeJob): Promise<void> {
    const item = await this.claim(job);
    if (!item) {
      return;
    }
    let outcome: Outcome;
    try {
      outcome = { status: 'trained', ...(await this.reader.read(item)) };
    } catch (error) {
      outcome = { status: 'failed', error: this.reasonFor(error, item) };
    }
    try {
      await this.dataSource.transaction((manager) => this.finish(manager, item, job.revision, outcome));
    } catch (error) {
      // Text the database refuses would be refused again on every retry: the item fails with a
      // reason instead of staying 'Processing'. Anything else (a lost connection) is retried.
      if (outcome.status !== 'trained' || !isRefusedText(error)) {
        throw error;
      }
      this.logger.warn({ err: error, itemId: item.id }, 'Knowledge item text refused by the database');
      const failed: Outcome = { status: 'failed', error: UNSTORABLE_TEXT };
      await this.dataSource.transaction((manager) => this.finish(manager, item, job.revision, failed));
    }
  }

  /** Renews the lease of an item still waiting for this revision and returns it, or null. */
  private async claim(job: KnowledgeJob): Promise<ClaimedItem | null> {
    const claimed: ClaimedItem[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE knowledge_items SET lease_expires_at = $3
          WHERE id = $1 AND revision = $2 AND status = 'processing'
          RETURNING id, account_id, agent_id, type, title, content)
       SELECT id, account_id AS "accountId", agent_id AS "agentId", type, title, content FROM claimed`,
      [job.itemId, job.revision, leaseFromNow()],
    );
    return claimed[0] ?? null;
  }

  private async finish(manager: EntityManager, item: ClaimedItem, revision: number, outcome: Outcome): Promise<void> {
    const [current] = (await manager.query(
      `SELECT status, revision, passage_count AS "passageCount" FROM knowledge_items WHERE id = $1 FOR UPDATE`,
      [item.id],
    )) as { status: string; revision: number; passageCount: number }[];
    if (!current || current.status !== 'processing' || current.revision !== revision) {
      return;
    }
    // An item that never finished training has no passages yet (each run writes them in this one
    // transaction, with their count); a re-synced one replaces its old ones, unless the re-sync
    // failed: a site down for a moment must not take away what the agent knew from it.
    if (current.passageCount > 0 && outcome.status === 'failed') {
      await manager.query(
        `UPDATE knowledge_items SET status = 'trained', error = $2, lease_expires_at = NULL, updated_at = now() WHERE id = $1`,
        [item.id, `${RESYNC_FAILED} ${outcome.error}`],
      );
      return;
    }
    // The agent names the one partition that holds the passages.
    if (current.passageCount > 0) {
      await manager.query(`DELETE FROM knowledge_passages WHERE agent_id = $1 AND item_id = $2`, [item.agentId, item.id]);
    }
    const passages = outcome.status === 'trained' ? outcome.passages : [];
    for (let start = 0; start < passages.length; start += INSERT_BATCH) {
      await this.insertPassages(manager, item, passages.slice(start, start + INSERT_BATCH));
    }
    await manager.query(
      `UPDATE knowledge_items
          SET status = $2, error = $3, passage_count = $4, content = coalesce($5, content),
              lease_expires_at = NULL, updated_at = now()
        WHERE id = $1`,
      [
        item.id,
        outcome.status,
        outcome.status === 'failed' ? outcome.error : null,
        passages.length,
        outcome.status === 'trained' ? (outcome.content ?? null) : null,
      ],
    );
    await manager.query(BUMP_KNOWLEDGE_REVISION_SQL, [item.agentId]);
    // The file was only kept to be read; whether that worked or not, it is done.
    if (item.type === 'document') {
      await manager.query(`DELETE FROM knowledge_uploads WHERE item_id = $1`, [item.id]);
    }
  }

  private insertPassages(manager: EntityManager, item: ClaimedItem, rows: PassageRow[]): Promise<unknown> {
    return manager.query(
      `INSERT INTO knowledge_passages (account_id, agent_id, item_id, kind, title, question, content)
       SELECT $1, $2, $3, p.kind, p.title, p.question, p.content
         FROM unnest($4::text[], $5::text[], $6::text[], $7::text[]) AS p (kind, title, question, content)`,
      [
        item.accountId,
        item.agentId,
        item.id,
        rows.map((row) => row.kind),
        rows.map((row) => row.title),
        rows.map((row) => row.question),
        rows.map((row) => row.content),
      ],
    );
  }

  private reasonFor(error: unknown, item: ClaimedItem): string {
    if (error instanceof KnowledgeReadError || error instanceof DocumentError) {
      return error.message;
    }
    this.logger.error({ err: error, itemId: item.id }, 'Knowledge item processing failed');
    return UNEXPECTED_FAILURE;
  }
}
