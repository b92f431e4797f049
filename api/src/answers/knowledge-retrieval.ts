import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type HistoryTurn, type KnowledgeCandidate, retrievalParams, retrievalSql } from '../answer-engine';

/** The answer engine's one retrieval statement, run on the application's database. */
@Injectable()
export class KnowledgeRetrieval {
  constructor(private readonly dataSource: DataSource) {}

  async candidates(agentId: string, question: string, history: readonly HistoryTurn[]): Promise<KnowledgeCandidate[]> {
    const params = retrievalParams(agentId, question, history);
    if (!params) {
      return [];
    }
    const runner = this.dataSource.createQueryRunner();
    try {
      return (await runner.query(retrievalSql, params)) as KnowledgeCandidate[];
    } finally {
      await runner.release();
    }
  }

  /** The titles of the items the given passages belong to, as sources name them. */
  async itemTitles(accountId: string, itemIds: readonly string[]): Promise<Map<string, string>> {
    if (itemIds.length === 0) {
      return new Map();
    }
    const rows: { id: string; title: string }[] = await this.dataSource.query(
      `SELECT id, title FROM knowledge_items WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, itemIds],
    );
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
