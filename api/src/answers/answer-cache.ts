import { type HistoryTurn, lastUserTurn, readsEarlierQuestion } from '../answer-engine';

/** Answers kept per process; the least recently asked question goes first. */
const CAPACITY = 10_000;
/** A short question asked after many different ones keeps at most this many answers. */
const MAX_EARLIER_QUESTIONS = 50;

export interface AnswerCacheKey {
  accountId: string;
  agentId: string;
  knowledgeRevision: number;
  message: string;
  history: readonly HistoryTurn[];
}

/** The answers to one question: one, or one per previous question when the engine reads it. */
interface QuestionEntry<A> {
  readsEarlierQuestion: boolean;
  answers: Map<string, A>;
}

/**
 * Answers of the embedded answerer, which depend only on the agent's knowledge, the question and
 * at most the question before it: visitors ask the same things ("what time is check-in?"), and a
 * repeated question is answered without a retrieval or the ranking. Keys carry the agent's
 * knowledge revision, which the database moves whenever the knowledge changes, so no process
 * ever serves an answer from knowledge that has since changed.
 */
export class AnswerCache<A> {
  private readonly questions = new Map<string, QuestionEntry<A>>();
  /** Answers held, over every question. */
  private size = 0;

  constructor(private readonly capacity = CAPACITY) {}

  get(key: AnswerCacheKey): A | undefined {
    const id = questionId(key);
    const entry = this.questions.get(id);
    if (!entry) {
      return undefined;
    }
    // Map keeps insertion order: moving a used entry to the end keeps the eviction order LRU.
    this.questions.delete(id);
    this.questions.set(id, entry);
    return entry.answers.get(earlierQuestion(entry, key.history));
  }

  set(key: AnswerCacheKey, answer: A): void {
    const id = questionId(key);
    let entry = this.questions.get(id);
    if (!entry) {
      entry = { readsEarlierQuestion: readsEarlierQuestion(key.message), answers: new Map() };
      this.questions.set(id, entry);
    }
    const earlier = earlierQuestion(entry, key.history);
    if (!entry.answers.has(earlier)) {
      if (entry.answers.size >= MAX_EARLIER_QUESTIONS) {
        this.size -= entry.answers.size;
        entry.answers.clear();
      }
      this.size += 1;
    }
    entry.answers.set(earlier, answer);
    this.evictBeyondCapacity(id);
  }

  /** Drops the least recently asked questions (never `keep`) until the answers fit. */
  private evictBeyondCapacity(keep: string): void {
    for (const [id, entry] of this.questions) {
      if (this.size <= this.capacity) {
        return;
      }
      if (id !== keep) {
        this.questions.delete(id);
        this.size -= entry.answers.size;
      }
    }
  }
}

function questionId({ accountId, agentId, knowledgeRevision, message }: AnswerCacheKey): string {
  return `${accountId}\n${agentId}\n${knowledgeRevision}\n${message}`;
}

function earlierQuestion(entry: QuestionEntry<unknown>, history: readonly HistoryTurn[]): string {
  return entry.readsEarlierQuestion ? (lastUserTurn(history) ?? '') : '';
}
