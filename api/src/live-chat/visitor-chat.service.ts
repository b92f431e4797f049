import type { ChatAck, ChatErrorPayload, ChatTurn, ConversationMessage, SyncAck } from '@app/contracts';
import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { type Answer, type AnswerRequest, AnswerService, AnswerStoppedError } from '../answers/answer.service';
import { asksForPerson, HANDED_TO_TEAM_REPLY, offersPerson, saysYes, wantsPerson } from '../answers/person-request';
import { ConversationStore, type KnownReply, type Turn } from '../conversations/conversation-store';
import { toConversationResponse, toMessageResponse } from '../conversations/dto/conversation-response.dto';
import { timeOrderedId } from '../common/time-ordered-id';
import { AppConfig } from '../config/app-config';
import { AgentDirectory } from './agent-directory';
import { RATE_LIMITED } from './chat-errors';
import { ChatEvents } from './chat-events';
import { readChatPayload, readSyncPayload } from './chat-payloads';
import { ChatRateLimits } from './chat-rate-limits';
import { type VisitorIdentity, visitorRoom } from './chat-socket';
import { ConcurrencyLimit } from './concurrency-limit';
import { PendingWork } from './pending-work';
import { SerialQueue } from './serial-queue';
import { TypingIndicator } from './typing-indicator';

export interface Outcome<A> {
  ack: A;
  /** Also sent to the widget as `chat_error`. */
  error?: ChatErrorPayload;
  /** Runs once the ack is sent: what the widget should receive after it. */
  afterAck?: () => void;
  /**
   * The process is shutting down and did not take the message: the connection is closed before
   * any ack, so the widget keeps the message and sends it again on its next connection.
   */
  closeConnection?: boolean;
}

const SHUTTING_DOWN = 'The chat service is restarting. Your message will be sent again.';
/** How often shutdown looks whether the last messages taken have been answered. */
const SHUTDOWN_POLL_MS = 20;

/** A message that may be asking for a person is answered the usual way, not with a reply known in advance. */
const mayWantPerson = (message: string): boolean => asksForPerson(message) || saysYes(message);

const toChatTurn = ({ role, content }: Turn): ChatTurn => ({ role: role === 'user' ? 'user' : 'assistant', content });

/** Whom a reply goes to: the visitor's room, and the account's dashboards. */
type Recipient = Pick<VisitorIdentity, 'accountId' | 'agentId' | 'room'>;

/** A visitor's message to answer, with the turns before it the answer reads. */
interface Question {
  conversationId: string;
  content: string;
  history: Turn[];
  /** The agent's knowledge revision read with the message, when it was (see AnswerRequest). */
  knowledgeRevision?: number;
}

/**
 * A widget visitor's messages: stored first (once, however often the widget retries), shown to
 * the account's dashboards, then answered by the AI unless a manager has taken over.
 */
@Injectable()
export class VisitorChatService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(VisitorChatService.name);
  /** One reply at a time per visitor, in the order of their messages. */
  private readonly replies = new SerialQueue();
  /** Each visitor's messages taken in this process whose reply is not yet stored (or given up). */
  private readonly unanswered = new PendingWork();
  /**
   * The last message each widget connection stored: the previous question a follow-up's cached
   * answer is expected after (the database confirms it). Kept no longer than the connection.
   */
  private readonly lastQuestions = new WeakMap<VisitorIdentity, string>();
  /** Set when the process starts shutting down. */
  private closing = false;
  /** Answers reading the knowledge in this process, about one per database connection. */
  private readonly knowledgeReads: ConcurrencyLimit;
  /** Replies a language model is writing, by conversation: a takeover stops its conversation's. */
  private readonly writing = new Map<string, AbortController>();

  constructor(
    private readonly store: ConversationStore,
    private readonly answers: AnswerService,
    private readonly events: ChatEvents,
    private readonly limits: ChatRateLimits,
    private readonly agents: AgentDirectory,
    config: AppConfig,
  ) {
    this.knowledgeReads = new ConcurrencyLimit(Math.max(2, config.databasePoolSize));
    events.onTakenOver((conversationId) => this.writing.get(conversationId)?.abort());
    events.onHandedBack((conversationId) => void this.answerWaiting(conversationId));
  }

  async chat(visitor: VisitorIdentity, payload: unknown): Promise<Outcome<ChatAck>> {
    if (this.closing) {
      return { ack: { ok: false, error: SHUTTING_DOWN }, closeConnection: true };
    }
    const input = readChatPayload(payload, visitor.agentId);
    if ('error' in input) {
      return { ack: { ok: false, error: input.error } };
    }
    const { room } = visitor;
    // Replies are stored in the order of the messages: a reply known in advance goes with its
    // message only when no earlier message of this visitor still waits for its own.
    const earlierUnanswered = this.unanswered.has(room);
    const answered = this.unanswered.begin(room);
    let replyQueued = false;
    try {
      if (!(await this.limits.allow(visitor))) {
        return { ack: { ok: false, error: RATE_LIMITED.message }, error: RATE_LIMITED };
      }
      const { refusal } = await this.agents.check(visitor);
      if (refusal) {
        return { ack: { ok: false, error: refusal.message }, error: refusal };
      }
      const received = await this.store.receiveVisitorMessage({
        accountId: visitor.accountId,
        agentId: visitor.agentId,
        visitorTokenHash: visitor.visitorTokenHash,
        contactInfo: `Website visitor ${visitor.visitorTokenHash.slice(0, 8)}`,
        content: input.value.message,
        clientMessageId: input.value.clientMessageId,
        lastQuestionOnly: this.answers.readsOnlyLastQuestion,
        knownReply: earlierUnanswered || mayWantPerson(input.value.message) ? undefined : this.knownReply(visitor, input.value.message),
      });
      const ack: ChatAck = {
        ok: true,
        conversationId: received.conversation.id,
        messageId: received.message.id,
        replying: received.conversation.status !== 'human',
      };
      if (received.duplicate) {
        return { ack };
      }
      const { conversation, statusChanged, reply } = received;
      this.lastQuestions.set(visitor, received.message.content);
      this.events.visitorMessage(visitor, received.message);
      if (statusChanged) {
        this.events.conversationUpdated(visitor.accountId, toConversationResponse(statusChanged));
      }
      if (reply) {
        return { ack, afterAck: () => this.deliver(visitor, toMessageResponse(reply)) };
      }
      if (conversation.status !== 'human') {
        replyQueued = true;
        const question = { conversationId: conversation.id, content: received.message.content, history: received.history, knowledgeRevision: received.knowledgeRevision };
        void this.replies.run(room, () => this.reply(visitor, question).finally(answered));
      }
      return { ack };
    } finally {
      if (!replyQueued) {
        answered();
      }
    }
  }

  async sync(visitor: VisitorIdentity, payload: unknown): Promise<Outcome<SyncAck>> {
    const input = readSyncPayload(payload, visitor.agentId);
    if ('error' in input) {
      return { ack: { ok: false, error: input.error } };
    }
    if (!(await this.limits.allowSync(visitor))) {
      return { ack: { ok: false, error: RATE_LIMITED.message }, error: RATE_LIMITED };
    }
    // A website taken off the agent's allowed ones no longer reads its visitors' conversations.
    const { refusal } = await this.agents.check(visitor);
    if (refusal?.code === 'origin_not_allowed') {
      return { ack: { ok: false, error: refusal.message }, error: refusal };
    }
    const conversationId = await this.store.findVisitorConversationId(visitor.agentId, visitor.visitorTokenHash);
    if (!conversationId) {
      return { ack: { ok: true, conversationId: null, messages: [] } };
    }
    const messages = await this.store.messagesAfter(conversationId, input.value.afterMessageId);
    return { ack: { ok: true, conversationId, messages: messages.map(toMessageResponse) } };
  }

  /**
   * Takes no more messages, then lets every message taken finish: one still being stored queues
   * its reply only then, so waiting for the replies queued so far is not enough.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    while (this.unanswered.size > 0 || this.replies.size > 0) {
      await this.replies.idle();
      await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_POLL_MS));
    }
  }

  /**
   * A manager handed back a conversation whose visitor still waits for an answer (the takeover
   * stopped the AI's reply, or they wrote meanwhile and nobody answered): the AI answers now.
   */
  private async answerWaiting(conversationId: string): Promise<void> {
    try {
      const waiting = await this.store.waitingQuestion(conversationId, this.answers.readsOnlyLastQuestion);
      if (!waiting) return;
      const { accountId, agentId, visitorTokenHash } = waiting.visitor;
      const recipient: Recipient = { accountId, agentId, room: visitorRoom(agentId, visitorTokenHash) };
      const answered = this.unanswered.begin(recipient.room);
      void this.replies.run(recipient.room, () =>
        this.reply(recipient, { conversationId, content: waiting.content, history: waiting.history }).finally(answered),
      );
    } catch (error) {
      this.logger.error({ err: error, conversationId }, 'Could not answer a conversation handed back');
    }
  }

  private async reply(visitor: Recipient, question: Question): Promise<void> {
    const { conversationId } = question;
    const replyId = timeOrderedId();
    const request: AnswerRequest = {
      accountId: visitor.accountId,
      agentId: visitor.agentId,
      message: question.content,
      history: question.history.map(toChatTurn),
      knowledgeRevision: question.knowledgeRevision,
    };
    let typing: TypingIndicator | null = null;
    try {
      if (await wantsPerson(question.content, () => this.store.lastReply(conversationId))) {
        await this.handToTeam(visitor, conversationId, replyId);
        return;
      }
      // A cached answer is there at once: no typing indicator, no wait for a turn to read the knowledge.
      let answer = this.answers.cachedAnswer(request);
      if (!answer) {
        typing = new TypingIndicator((shown) => this.events.typing(visitor.room, conversationId, shown));
        answer = await this.write(visitor, request, { conversationId, messageId: replyId }, typing);
      }
      const stored = await this.store.addReply(conversationId, replyId, answer.reply, answer.sources);
      if (!stored) {
        return;
      }
      this.deliver(visitor, toMessageResponse(stored));
      if (leavesVisitorWaiting(answer)) {
        await this.needsHuman(visitor, conversationId);
      }
    } catch (error) {
      if (error instanceof AnswerStoppedError) {
        return;
      }
      this.logger.error({ err: error, conversationId }, 'Could not answer a widget message');
      await this.needsHuman(visitor, conversationId).catch(() => undefined);
    } finally {
      typing?.end();
    }
  }

  /**
   * A cached answer that found something, to be stored with the message if the knowledge has not
   * changed since. An answer that leaves the visitor waiting for a person also moves the
   * conversation to needs_human, so it takes the usual way.
   */
  private knownReply(visitor: VisitorIdentity, message: string): KnownReply | undefined {
    const earlier = this.lastQuestions.get(visitor);
    const known = this.answers.provisionalAnswer({
      accountId: visitor.accountId,
      agentId: visitor.agentId,
      message,
      history: earlier === undefined ? [] : [{ role: 'user', content: earlier }],
    });
    if (!known || leavesVisitorWaiting(known.answer)) {
      return undefined;
    }
    const { answer, knowledgeRevision, earlierQuestion } = known;
    return { content: answer.reply, sources: answer.sources, knowledgeRevision, earlierQuestion };
  }

  /**
   * Parts of the reply reach the widget as `chunk`s under the id the reply is then stored with.
   * A manager taking the conversation over stops the writing: its reply would not be stored.
   */
  private async write(
    visitor: Recipient,
    request: AnswerRequest,
    reply: { conversationId: string; messageId: string },
    typing: TypingIndicator,
  ): Promise<Answer> {
    let streamed = 0;
    const onDelta = (delta: string): void => {
      typing.writing();
      this.events.chunk(visitor.room, { ...reply, offset: streamed, delta });
      streamed += delta.length;
    };
    const stop = new AbortController();
    this.writing.set(reply.conversationId, stop);
    try {
      return await this.answers.answer(request, { onDelta, signal: stop.signal, reads: (read) => this.knowledgeReads.run(read) });
    } finally {
      if (this.writing.get(reply.conversationId) === stop) this.writing.delete(reply.conversationId);
    }
  }

  private deliver(visitor: Recipient, message: ConversationMessage): void {
    this.events.response(visitor.room, message);
    this.events.newMessage(visitor.accountId, message);
  }

  /** The visitor asked for a person: they are told the team knows, and the team is. */
  private async handToTeam(visitor: Recipient, conversationId: string, replyId: string): Promise<void> {
    const stored = await this.store.addReply(conversationId, replyId, HANDED_TO_TEAM_REPLY, []);
    if (stored) {
      this.deliver(visitor, toMessageResponse(stored));
      await this.needsHuman(visitor, conversationId);
    }
  }

  /** The AI could not help: a person should look. Only an open conversation changes. */
  private async needsHuman(visitor: Recipient, conversationId: string): Promise<void> {
    const updated = await this.store.setStatus({ id: conversationId }, 'needs_human', ['open']);
    if (updated) {
      this.events.conversationUpdated(visitor.accountId, toConversationResponse(updated));
    }
  }
}

/** The AI could not answer, or answered only in part and offered a person: the team should look. */
function leavesVisitorWaiting(answer: Pick<Answer, 'found' | 'reply'>): boolean {
  return !answer.found || offersPerson(answer.reply);
}
