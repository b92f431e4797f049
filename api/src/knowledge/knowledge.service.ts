import type { KnowledgeItem as KnowledgeItemJson } from '@app/contracts';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, type Repository } from 'typeorm';
import { Agent } from '../agents/agent.entity';
import { AGENT_NOT_FOUND } from '../agents/agents.service';
import type { AuthContext } from '../common/auth-context';
import { checkDocument, DocumentRejectedError } from '../documents';
import { displayName } from '../documents/document-limits';
import { FetchRefusedError, type SafeFetcher } from '../fetcher';
import type { CreateKnowledgeDto } from './dto/create-knowledge.dto';
import { toKnowledgeItemResponse, type ResponseFields } from './dto/knowledge-item-response.dto';
import { prepareKnowledge } from './knowledge-input';
import { KnowledgeItem } from './knowledge-item.entity';
import { KnowledgeQueue, leaseFromNow } from './knowledge-queue';
import { BUMP_KNOWLEDGE_REVISION_SQL } from './knowledge-revision';
import { KnowledgeUpload } from './knowledge-upload.entity';
import { SAFE_FETCHER } from './safe-fetcher.provider';
import { readUploadedFiles, type UploadedFile } from './uploaded-files';

/** How much of a document's extracted text the list carries. */
export const LISTED_DOCUMENT_TEXT = 1000;

// A document's extracted text can be megabytes and the list is polled while items process, so
// the list carries its beginning only (the passages hold all of it). Items uploaded together
// share a creation time; they keep the order they were picked in (see `upload`).
const LIST_SQL = `
  SELECT id, agent_id AS "agentId", type, title,
         CASE WHEN type = 'document' THEN left(content, ${LISTED_DOCUMENT_TEXT}) ELSE content END AS content,
         source, status, error, passage_count AS "passageCount", created_at AS "createdAt", updated_at AS "updatedAt"
    FROM knowledge_items
   WHERE agent_id = $1 AND account_id = $2
   ORDER BY created_at DESC, id DESC`;

export const KNOWLEDGE_ITEM_NOT_FOUND = 'Knowledge item not found';
export const ONLY_WEBSITES_RESYNC = 'Only website items can be re-synced';

@Injectable()
export class KnowledgeService {
  constructor(
    @InjectRepository(KnowledgeItem) private readonly items: Repository<KnowledgeItem>,
    @InjectRepository(Agent) private readonly agents: Repository<Agent>,
    private readonly dataSource: DataSource,
    private readonly queue: KnowledgeQueue,
    @Inject(SAFE_FETCHER) private readonly fetcher: SafeFetcher,
  ) {}

  async list(auth: AuthContext, agentId: string): Promise<KnowledgeItemJson[]> {
    await this.assertAgent(auth, agentId);
    const items = (await this.dataSource.query(LIST_SQL, [agentId, auth.accountId])) as ResponseFields[];
    return items.map(toKnowledgeItemResponse);
  }

  async create(auth: AuthContext, agentId: string, dto: CreateKnowledgeDto): Promise<KnowledgeItemJson> {
    const fields = prepareKnowledge(dto);
    if (fields.type === 'url') {
      this.refuseUnfetchable(fields.content);
    }
    await this.assertAgent(auth, agentId);
    // One INSERT is atomic by itself: no transaction around it (two round trips fewer).
    const item = await this.items.save(
      this.items.create({ ...fields, accountId: auth.accountId, agentId, leaseExpiresAt: leaseFromNow() }),
      { transaction: false },
    );
    await this.queue.enqueue({ itemId: item.id, revision: item.revision });
    return toKnowledgeItemResponse(item);
  }

  /** An address the fetcher would refuse whatever DNS says is refused now, not as a failed item later. */
  private refuseUnfetchable(address: string): void {
    try {
      this.fetcher.checkWithoutLookup(address);
    } catch (error) {
      if (error instanceof FetchRefusedError) {
        throw new BadRequestException(`Could not fetch ${address}: the address is not allowed`);
      }
      throw error;
    }
  }

  /** Every file is checked before any is stored: one refused file refuses the whole upload. */
  async upload(auth: AuthContext, agentId: string, request: FastifyRequest): Promise<KnowledgeItemJson[]> {
    await this.assertAgent(auth, agentId);
    const files = await readUploadedFiles(request);
    files.forEach(assertAcceptable);
    const items = await this.dataSource.transaction(async (manager) => {
      const saved: KnowledgeItem[] = [];
      for (const file of files) {
        const item = await manager.save(
          this.items.create({
            accountId: auth.accountId,
            agentId,
            type: 'document',
            title: displayName(file.filename),
            content: '',
            source: null,
            leaseExpiresAt: leaseFromNow(),
          }),
        );
        await manager.insert(KnowledgeUpload, { itemId: item.id, data: file.data });
        saved.push(item);
      }
      // One transaction gives every file the same creation time; a microsecond apart, newest
      // first, the list shows them in the order they were picked, as the upload's response does.
      await manager.query(
        `UPDATE knowledge_items SET created_at = created_at - (array_position($1::uuid[], id) - 1) * interval '1 microsecond' WHERE id = ANY($1)`,
        [saved.map((item) => item.id)],
      );
      return saved;
    });
    for (const item of items) {
      await this.queue.enqueue({ itemId: item.id, revision: item.revision });
    }
    return items.map(toKnowledgeItemResponse);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Passages and any stored upload go with the item (ON DELETE CASCADE). TypeORM answers a
      // DELETE with [rows, affected count].
      const [deleted] = (await manager.query(
        `DELETE FROM knowledge_items WHERE id = $1 AND account_id = $2 RETURNING agent_id AS "agentId"`,
        [id, auth.accountId],
      )) as [{ agentId: string }[], number];
      const agentId = deleted[0]?.agentId;
      if (!agentId) {
        throw new NotFoundException(KNOWLEDGE_ITEM_NOT_FOUND);
      }
      await manager.query(BUMP_KNOWLEDGE_REVISION_SQL, [agentId]);
    });
  }

  /** Fetches a website item again; its passages stay in use until the new ones replace them. */
  async resync(auth: AuthContext, id: string): Promise<KnowledgeItemJson> {
    const item = await this.items.findOneBy({ id, accountId: auth.accountId });
    if (!item) {
      throw new NotFoundException(KNOWLEDGE_ITEM_NOT_FOUND);
    }
    if (item.type !== 'url') {
      throw new BadRequestException(ONLY_WEBSITES_RESYNC);
    }
    await this.items
      .createQueryBuilder()
      .update(KnowledgeItem)
      .set({ status: 'processing', error: null, revision: () => 'revision + 1', leaseExpiresAt: leaseFromNow() })
      .where('id = :id', { id })
      .execute();
    // Deleted in the meantime (a delete sent at the same moment).
    const queued = await this.items.findOneBy({ id });
    if (!queued) {
      throw new NotFoundException(KNOWLEDGE_ITEM_NOT_FOUND);
    }
    await this.queue.enqueue({ itemId: queued.id, revision: queued.revision });
    return toKnowledgeItemResponse(queued);
  }

  private async assertAgent(auth: AuthContext, agentId: string): Promise<void> {
    if (!(await this.agents.existsBy({ id: agentId, accountId: auth.accountId }))) {
      throw new NotFoundException(AGENT_NOT_FOUND);
    }
  }
}

function assertAcceptable(file: UploadedFile): void {
  try {
    checkDocument({ filename: file.filename, buffer: file.data });
  } catch (error) {
    if (error instanceof DocumentRejectedError) {
      throw new BadRequestException(error.message);
    }
    // A file of the right type that cannot be read is stored, and fails with its reason when processed.
  }
}
