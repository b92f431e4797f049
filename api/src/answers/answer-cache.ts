import { type HistoryTurn, lastUserTurn, readsEarlierQuestion } from '../answer-engine';

/** Answers kept per process; the least recently asked question goes first. */
const CAPACITY = 10_000;
/** A short question asked after many different ones keeps at most this many answers. */
const MAX_EARLIER_QUESTIONS = 50;
/** Agents whose newest knowledge revision is remembered. */
const REVISION_CAPACITY = 10_000;

export interface AnswerCacheKey {
  accountId: string;
  agentId: string;
  knowledgeRevision: number;
  message: string;
  history: readonly HistoryTurn[];
}

export interface NewestAnswer<A> {
  answer: A;
  knowledgeRevision: number;
  /**
   * The previous question the answer was given after ('' for none) when the answer depends on
   * it; null when it does not.
   */
  earlierQuestion: string | null;
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
  /** The newest knowledge revision each agent was asked under. */
  private readonly newestRevisions = new Map<string, number>();
  /** Answers being worked out, by question and previous question: see `getOrCompute`. */
  private readonly computing = new Map<string, Promise<A>>();
  /** Answers held, over every question. */
  private size = 0;

  constructor(private readonly capacity = CAPACITY) {}

  get(key: AnswerCacheKey): A | undefined {
    this.noteRevision(key);
    const entry = this.use(questionId(key, key.knowledgeRevision));
    return entry?.answers.get(earlierQuestion(entry, key.history));
  }

  /**
   * The answer under the newest knowledge revision this cache has seen for the agent, after the
   * previous question `history` holds. Both are what the caller expects, not what it read: it
   * must check that the revision and, when the answer depends on it, the previous question are
   * still the ones in the database before it uses the answer.
   */
  getNewest(question: Omit<AnswerCacheKey, 'knowledgeRevision'>): NewestAnswer<A> | undefined {
    const knowledgeRevision = this.newestRevisions.get(question.agentId);
    if (knowledgeRevision === undefined) {
      return undefined;
    }
    const entry = this.use(questionId(question, knowledgeRevision));
    if (!entry) {
      return undefined;
    }
    const earlier = earlierQuestion(entry, question.history);
    const answer = entry.answers.get(earlier);
    return answer === undefined
      ? undefined
      : { answer, knowledgeRevision, earlierQuestion: entry.readsEarlierQuestion ? earlier : null };
  }

  /**
   * The cached answer, or the one `compute` works out and the cache then keeps. Callers asking the
   * same while it is worked out share it: a burst of visitors asking a question nobody asked since
   * the knowledge changed costs one retrieval, not one each. A failure reaches them all and is
   * not kept.
   */
  getOrCompute(key: AnswerCacheKey, compute: () => Promise<A>): Promise<A> {
    const cached = this.get(key);
    if (cached !== undefined) {
      return Promise.resolve(cached);
    }
    // By the previous question even where the answer does not depend on it: telling would cost
    // reading the question, and sharing among the callers of one question is what counts.
    const id = `${questionId(key, key.knowledgeRevision)}\n${lastUserTurn(key.history) ?? ''}`;
    let computing = this.computing.get(id);
    if (!computing) {
      computing = compute()
        .then((answer) => {
          this.set(key, answer);
          return answer;
        })
        .finally(() => this.computing.delete(id));
      this.computing.set(id, computing);
    }
    return computing;
  }

  set(key: AnswerCacheKey, answer: A): void {
    this.noteRevision(key);
    const id = questionId(key, key.knowledgeRevision);
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

  private use(id: string): QuestionEntry<A> | undefined {
    const entry = this.questions.get(id);
    if (entry) {
      // Map keeps insertion order: moving a used entry to the end keeps the eviction order LRU.
      this.questions.delete(id);
      this.questions.set(id, entry);
    }
    return entry;
  }

  private noteRevision({ agentId, knowledgeRevision }: AnswerCacheKey): void {
    const newest = this.newestRevisions.get(agentId);
    if (newest !== undefined && newest >= knowledgeRevision) {
      return;
    }
    this.newestRevisions.delete(agentId);
    this.newestRevisions.set(agentId, knowledgeRevision);
    if (this.newestRevisions.size > REVISION_CAPACITY) {
      // The agent that moved on least recently is forgotten; its questions are then answered as before.
      this.newestRevisions.delete(this.newestRevisions.keys().next().value as string);
    }
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

function questionId({ accountId, agentId, message }: Pick<AnswerCacheKey, 'accountId' | 'agentId' | 'message'>, knowledgeRevision: number): string {
  return `${accountId}\n${agentId}\n${knowledgeRevision}\n${message}`;
}

function earlierQuestion(entry: QuestionEntry<unknown>, history: readonly HistoryTurn[]): string {
  return entry.readsEarlierQuestion ? (lastUserTurn(history) ?? '') : '';
}
