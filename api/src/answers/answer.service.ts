import type { AnswerSource, ChatTurn } from '@app/contracts';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Agent } from '../agents/agent.entity';
import { AGENT_NOT_FOUND } from '../agents/agents.service';
import { storableText } from '../common/database-errors';
import { answerOffline, settleNearMiss, type KnowledgeCandidate, type OfflineAnswer, type TextSimilarity } from '../answer-engine';
import { CHAT_MODEL, type ChatMessage, type ChatModel } from '../llm/chat-model';
import { AnswerCache, type AnswerCacheKey, type NewestAnswer } from './answer-cache';
import { chatMessages } from './answer-prompt';
import { CitationStream, readCitations } from './citations';
import { KnowledgeRetrieval } from './knowledge-retrieval';
import { ANSWER_UNAVAILABLE_REPLY } from './reply-texts';
import { TEXT_SIMILARITY } from './sentence-encoder';

export interface AnswerRequest {
  accountId: string;
  agentId: string;
  message: string;
  history?: readonly ChatTurn[];
  /**
   * The agent's knowledge revision when the caller read it along with the message (live chat
   * does): the embedded answerer's answer may then come from, and go to, the answer cache.
   */
  knowledgeRevision?: number;
}

export interface Answer {
  reply: string;
  /** The knowledge items the reply was drawn from. */
  sources: AnswerSource[];
  /** False when the knowledge did not answer the question (the reply then says so). */
  found: boolean;
  /** The language model failed: the embedded answerer answered instead. */
  modelFailed?: true;
}

export interface AnswerOptions {
  /**
   * Receives the reply's text piece by piece while the language model writes it (citation
   * markers left out). When the model fails part way, the answer returned instead supersedes
   * what was sent; the embedded answerer sends nothing and only returns.
   */
  onDelta?: (text: string) => void;
  /** Stops a language model's writing (a manager took over): the answer then fails with AnswerStoppedError. */
  signal?: AbortSignal;
  /**
   * Runs the answer's database reads (the agent, the retrieval), e.g. when the caller's limit on
   * reads at once allows. The language model's writing is not held by it: its timeout would
   * otherwise start only after every reply written before it.
   */
  reads?: <T>(read: () => Promise<T>) => Promise<T>;
}

/** The caller stopped the answer (see AnswerOptions.signal); nothing is answered instead. */
export class AnswerStoppedError extends Error {
  constructor() {
    super('The answer was stopped');
  }
}

/** How many retrieved passages the language model is shown. */
const CONTEXT_PASSAGES = 8;

/**
 * The one way every channel (playground, widget, SMS, voice) answers a visitor: retrieve the
 * agent's passages, then let the language model answer from them, or, without a provider key
 * or when the provider fails, the embedded answerer.
 */
@Injectable()
export class AnswerService {
  private readonly logger = new Logger(AnswerService.name);
  private readonly cache = new AnswerCache<Answer>();

  constructor(
    @InjectRepository(Agent) private readonly agents: Repository<Agent>,
    private readonly retrieval: KnowledgeRetrieval,
    @Inject(CHAT_MODEL) private readonly model: ChatModel | null,
    @Inject(TEXT_SIMILARITY) private readonly similarity: TextSimilarity | null,
  ) {}

  /**
   * Without a language model the answer reads no more of the conversation than the visitor's
   * previous question (`lastUserTurn`): a caller may pass only that as `history`.
   */
  get readsOnlyLastQuestion(): boolean {
    return this.model === null;
  }

  /**
   * The answer this request already has, with no work at all: the embedded answerer's, cached
   * under the agent's knowledge revision. A language model's replies vary and may read the whole
   * conversation, so they never are.
   */
  cachedAnswer(request: AnswerRequest): Answer | undefined {
    const key = this.cacheKey(request);
    return key ? this.cache.get(key) : undefined;
  }

  /**
   * The cached answer under the newest knowledge revision this process has seen for the agent,
   * after the previous question the caller expects (in `history`). Either may have changed since:
   * the caller uses the answer only once the database confirmed both (see NewestAnswer).
   */
  provisionalAnswer({ accountId, agentId, message, history = [] }: AnswerRequest): NewestAnswer<Answer> | undefined {
    return this.model ? undefined : this.cache.getNewest({ accountId, agentId, message, history });
  }

  answer(request: AnswerRequest, options: AnswerOptions = {}): Promise<Answer> {
    const key = this.cacheKey(request);
    return key ? this.cache.getOrCompute(key, () => this.compute(request, options)) : this.compute(request, options);
  }

  private cacheKey({ accountId, agentId, message, history = [], knowledgeRevision }: AnswerRequest): AnswerCacheKey | null {
    return this.model || knowledgeRevision === undefined ? null : { accountId, agentId, message, history, knowledgeRevision };
  }

  private async compute(
    { accountId, agentId, message, history = [] }: AnswerRequest,
    { onDelta, signal, reads = (read) => read() }: AnswerOptions,
  ): Promise<Answer> {
    const { agent, candidates } = await reads(async () => ({
      agent: await this.agents.findOneBy({ id: agentId, accountId }),
      candidates: await this.retrieval.candidates(agentId, message, history),
    }));
    if (!agent) {
      throw new NotFoundException(AGENT_NOT_FOUND);
    }
    const offline = await this.embeddedAnswer(agentId, message, candidates, history);
    if (!this.model) {
      return this.fromOffline(accountId, candidates, offline);
    }
    try {
      const passages = contextPassages(candidates, offline);
      const prompt = chatMessages(agent, passages, history, message);
      const reply = onDelta ? await this.streamed(this.model, prompt, onDelta, signal) : await this.model.complete(prompt, { signal });
      // A model may write NUL or half an emoji, which the database would refuse with the reply.
      const { text, cited } = readCitations(storableText(reply), passages.length);
      if (!text) {
        throw new Error('The model sent an empty reply');
      }
      const sources = await this.sourcesOf(
        accountId,
        cited.map((index) => passages[index] as KnowledgeCandidate),
      );
      // A reply may use the knowledge without citing it (the model cites by sentence, loosely):
      // the knowledge holds an answer when the embedded answerer found one too.
      return { reply: text, sources, found: sources.length > 0 || offline.found };
    } catch (error) {
      if (signal?.aborted) {
        throw new AnswerStoppedError();
      }
      this.logger.warn({ err: error, agentId }, 'The language model failed; answering from the knowledge alone');
      const fallback = offline.found
        ? await this.fromOffline(accountId, candidates, offline)
        : { reply: ANSWER_UNAVAILABLE_REPLY, sources: [], found: false };
      return { ...fallback, modelFailed: true };
    }
  }

  /** The embedded answerer's answer, its near miss settled by the sentence encoder when there is one. */
  private async embeddedAnswer(agentId: string, message: string, candidates: KnowledgeCandidate[], history: readonly ChatTurn[]): Promise<OfflineAnswer> {
    const offline = answerOffline(message, candidates, history);
    try {
      return await settleNearMiss(message, offline, this.similarity);
    } catch (error) {
      this.logger.warn({ err: error, agentId }, 'The sentence encoder failed; the near miss stays unanswered');
      return offline;
    }
  }

  /** The model's whole reply; its visible text goes to `onDelta` as it arrives. */
  private async streamed(model: ChatModel, prompt: ChatMessage[], onDelta: (text: string) => void, signal?: AbortSignal): Promise<string> {
    const reading = new CitationStream();
    for await (const piece of model.stream(prompt, { signal })) {
      // NUL is dropped from what is shown as from what is stored; half an emoji may be completed by the next piece.
      const shown = reading.push(piece.replace(/\0/g, ''));
      if (shown) {
        onDelta(shown);
      }
    }
    const { rest, reply } = reading.end();
    if (rest) {
      onDelta(rest);
    }
    return reply;
  }

  private async fromOffline(accountId: string, candidates: KnowledgeCandidate[], offline: OfflineAnswer): Promise<Answer> {
    const used = offline.sources
      .map((source) => candidates.find((candidate) => candidate.id === source.id))
      .filter((candidate): candidate is KnowledgeCandidate => candidate !== undefined);
    return { reply: offline.reply, sources: await this.sourcesOf(accountId, used), found: offline.found };
  }

  /** Passages name their item; a source is the item, once, under the item's own title. */
  private async sourcesOf(accountId: string, passages: readonly KnowledgeCandidate[]): Promise<AnswerSource[]> {
    const itemIds = [...new Set(passages.map((passage) => passage.itemId).filter((id): id is string => Boolean(id)))];
    const titles = await this.retrieval.itemTitles(accountId, itemIds);
    return itemIds.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id) as string }));
  }
}

/** The best-ranked passages, making sure the one the embedded answerer chose is among them. */
function contextPassages(candidates: readonly KnowledgeCandidate[], offline: OfflineAnswer): KnowledgeCandidate[] {
  const passages = candidates.slice(0, CONTEXT_PASSAGES);
  const chosen = offline.found ? candidates.find((candidate) => candidate.id === offline.sources[0]?.id) : undefined;
  if (chosen && !passages.includes(chosen)) {
    passages[passages.length - 1] = chosen;
  }
  return passages;
}
