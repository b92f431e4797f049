import { earlierQuestionRead, type HistoryTurn } from '../answer-engine';

/** Answers kept per process; the oldest used goes first. */
const CAPACITY = 10_000;

export interface AnswerCacheKey {
  accountId: string;
  agentId: string;
  knowledgeRevision: number;
  message: string;
  history: readonly HistoryTurn[];
}

/**
 * Answers of the embedded answerer, which depend only on the agent's knowledge, the question and
 * at most the question before it: visitors ask the same things ("what time is check-in?"), and a
 * repeated question is answered without a retrieval or the ranking. Keys carry the agent's
 * knowledge revision, which the database moves whenever the knowledge changes, so no process
 * ever serves an answer from knowledge that has since changed.
 */
export class AnswerCache<A> {
  private readonly entries = new Map<string, A>();

  get(key: AnswerCacheKey): A | undefined {
    const id = cacheId(key);
    const answer = this.entries.get(id);
    if (answer !== undefined) {
      // Map keeps insertion order: moving a used entry to the end keeps the eviction order LRU.
      this.entries.delete(id);
      this.entries.set(id, answer);
    }
    return answer;
  }

  set(key: AnswerCacheKey, answer: A): void {
    const id = cacheId(key);
    this.entries.delete(id);
    this.entries.set(id, answer);
    if (this.entries.size > CAPACITY) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}

function cacheId({ accountId, agentId, knowledgeRevision, message, history }: AnswerCacheKey): string {
  const earlier = earlierQuestionRead(message, history);
  return JSON.stringify([accountId, agentId, knowledgeRevision, message, earlier]);
}
