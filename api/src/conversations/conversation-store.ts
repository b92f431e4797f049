import { CONVERSATION_PAGE_SIZE, UNKNOWN_CONTACT, type AnswerSource, type ConversationStatus, type MessageRole } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { types } from 'pg';
import type { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { type PreparedStatement, queryPrepared } from '../common/prepared-query';
import { InputFailure, StatementBatch } from '../common/statement-batch';
import { timeOrderedId } from '../common/time-ordered-id';
import { containingPattern } from './containing-pattern';
import { Conversation } from './conversation.entity';
import type { ConversationFields, MessageFields } from './dto/conversation-response.dto';
import { Message } from './message.entity';

export interface VisitorConversation extends ConversationFields {
  accountId: string;
  visitorTokenHash: string;
}

export interface VisitorMessageInput {
  accountId: string;
  agentId: string;
  visitorTokenHash: string;
  contactInfo: string;
  content: string;
  clientMessageId: string;
  /**
   * The answer reads only the visitor's previous question (the embedded answerer), not the
   * recent turns of both sides (a language model): `history` then holds that question alone.
   */
  lastQuestionOnly: boolean;
  /** An answer known before the message is stored (a cached one): see `ReceivedVisitorMessage.reply`. */
  knownReply?: KnownReply;
}

export interface KnownReply {
  content: string;
  sources: AnswerSource[];
  /** The agent's knowledge revision the reply was answered from. */
  knowledgeRevision: number;
  /**
   * The visitor's previous question the reply was answered after ('' for none), when the reply
   * depends on it; null when it does not.
   */
  earlierQuestion: string | null;
}

export interface ReceivedVisitorMessage {
  conversation: VisitorConversationState;
  /**
   * The whole conversation when this message changed its status (it started the conversation, or
   * opened a resolved one again): what the dashboards are told. null when the status stayed.
   */
  statusChanged: VisitorConversation | null;
  /**
   * The turns before this message the answer reads, oldest first (read in the same statement):
   * the last HISTORY_TURNS, or only the visitor's previous question (`lastQuestionOnly`); none
   * when the known reply was stored, as nothing is left to answer.
   */
  history: Turn[];
  message: MessageFields;
  /** The widget sent this clientMessageId before; `message` is the one stored then. */
  duplicate: boolean;
  /** Changes whenever the agent's knowledge does, so an answer cached under it is current. */
  knowledgeRevision: number;
  /**
   * The known reply, stored by the same statement right after the message. null when there was
   * none, or when it was not stored: the message was a duplicate, a manager has taken the
   * conversation over, or the knowledge or the previous question is not the one the reply was
   * answered from.
   */
  reply: MessageFields | null;
}

/** What answering a visitor message needs of its conversation, as the receive statement left it. */
export interface VisitorConversationState {
  id: string;
  status: ConversationStatus;
}

/** Which conversations a page of the list holds; see `list`. */
export interface ConversationListFilter {
  agentId?: string;
  before?: string;
  search?: string | null;
}

export interface Turn {
  role: MessageRole;
  content: string;
}

export interface WaitingQuestion {
  visitor: { accountId: string; agentId: string; visitorTokenHash: string };
  content: string;
  history: Turn[];
}

/** A reconnecting widget catches up on at most this many messages. */
export const SYNC_MESSAGE_LIMIT = 500;

const CONVERSATION_COLUMNS = `id, account_id AS "accountId", agent_id AS "agentId", contact_info AS "contactInfo",
  channel, status, visitor_token_hash AS "visitorTokenHash", created_at AS "createdAt", updated_at AS "updatedAt"`;
const MESSAGE_COLUMNS = `id, conversation_id AS "conversationId", role, content,
  client_message_id AS "clientMessageId", sources, created_at AS "createdAt"`;

/** In the conversation upsert: the message for conversation `c` is one already stored in it. */
const RESENT = `EXISTS (SELECT 1 FROM input i JOIN messages m ON m.client_message_id = i.client_message_id
                         WHERE i.agent_id = c.agent_id AND i.visitor_token_hash = c.visitor_token_hash
                           AND m.conversation_id = c.id)`;

/**
 * One statement for the visitor messages that arrived together (see StatementBatch), at most one
 * per widget conversation: find or create each conversation (a resolved one opens again), store
 * each message unless its clientMessageId was stored already, store a known reply after a new
 * message while its knowledge and previous question are current and no manager has taken over,
 * and read the turns before the message for the answer, with the agent's knowledge revision
 * (which keys cached answers). Every part of the statement reads the tables as they were before
 * it, so the previous status is the old one and `history` holds neither the message nor its reply.
 * The whole conversation comes back only when its status changed; the two times are the same for
 * every row and come as text, to be parsed once.
 */
const RECEIVE_SQL = `
  WITH input AS (
    SELECT * FROM json_to_recordset($1::json) AS i (n integer, account_id uuid, agent_id uuid, visitor_token_hash char(64),
      contact_info text, message_id uuid, content text, client_message_id text, last_question_only boolean,
      reply_id uuid, reply_content text, reply_sources jsonb, reply_revision integer, reply_after text)
  ), revision AS MATERIALIZED (
    -- Once per agent in the batch (usually one), not once per message.
    SELECT a.agent_id, coalesce(r.revision, 0) AS revision
    FROM (SELECT DISTINCT agent_id FROM input) a LEFT JOIN agent_knowledge_revisions r ON r.agent_id = a.agent_id
  ), conversation AS (
    INSERT INTO conversations AS c (account_id, agent_id, channel, visitor_token_hash, contact_info)
    SELECT account_id, agent_id, 'webchat', visitor_token_hash, contact_info FROM input
    -- Every process locks conversations in one order, so two batches cannot deadlock.
    ORDER BY agent_id, visitor_token_hash
    ON CONFLICT (agent_id, visitor_token_hash) DO UPDATE
      -- A resolved conversation opens again, unless the message is one the widget resent after
      -- it was stored (looked for only then; anywhere else a resend moves updated_at by seconds).
      SET updated_at = CASE WHEN c.status <> 'resolved' THEN now() WHEN ${RESENT} THEN c.updated_at ELSE now() END,
          status = CASE WHEN c.status <> 'resolved' THEN c.status WHEN ${RESENT} THEN c.status ELSE 'open' END
    RETURNING ${CONVERSATION_COLUMNS}
  ), message AS (
    INSERT INTO messages (id, conversation_id, role, content, client_message_id)
    SELECT i.message_id, c.id, 'user', i.content, i.client_message_id
    FROM input i JOIN conversation c ON c."agentId" = i.agent_id AND c."visitorTokenHash" = i.visitor_token_hash
    ORDER BY i.n
    ON CONFLICT (conversation_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
    RETURNING id, conversation_id
  ), stored AS MATERIALIZED (
    -- Arrays rather than joins: the planner cannot know a CTE's size and would compare every
    -- message with every conversation through a nested loop.
    SELECT coalesce(array_agg(conversation_id), '{}') AS conversation_ids, coalesce(array_agg(id), '{}') AS message_ids
    FROM message
  ), reply_time AS MATERIALIZED (
    -- After the message's own time (the transaction's), so the reply sorts after it.
    SELECT greatest(clock_timestamp(), now() + interval '1 microsecond') AS at
  ), reply AS (
    INSERT INTO messages (id, conversation_id, role, content, sources, created_at)
    SELECT i.reply_id, c.id, 'assistant', i.reply_content, i.reply_sources, (SELECT at FROM reply_time)
    FROM input i JOIN conversation c ON c."agentId" = i.agent_id AND c."visitorTokenHash" = i.visitor_token_hash
    WHERE i.reply_id IS NOT NULL AND c.status <> 'human'
      AND i.message_id = ANY ((SELECT message_ids FROM stored)::uuid[])
      AND i.reply_revision = (SELECT revision FROM revision v WHERE v.agent_id = i.agent_id)
      AND (i.reply_after IS NULL OR i.reply_after = coalesce((
        SELECT content FROM messages p WHERE p.conversation_id = c.id AND p.role = 'user'
        ORDER BY p.created_at DESC, p.id DESC LIMIT 1), ''))
    RETURNING id
  ), replied AS MATERIALIZED (
    SELECT coalesce(array_agg(id), '{}') AS reply_ids FROM reply
  )
  SELECT c.id, c.status,
         CASE WHEN c.status IS DISTINCT FROM (SELECT status FROM conversations p
                                              WHERE p.agent_id = i.agent_id AND p.visitor_token_hash = i.visitor_token_hash)
           THEN row_to_json(c) END AS "statusChanged",
         c.id = ANY ((SELECT conversation_ids FROM stored)::uuid[]) AS stored,
         now()::text AS "storedAt",
         r.replied,
         (SELECT at FROM reply_time)::text AS "repliedAt",
         -- Nothing is answered after a stored reply: no history to read.
         CASE WHEN r.replied THEN '[]'::json ELSE
           (SELECT coalesce(json_agg(json_build_object('role', role, 'content', content) ORDER BY created_at, id), '[]')
            FROM (SELECT role, content, created_at, id FROM messages
                  WHERE conversation_id = c.id AND (NOT i.last_question_only OR role = 'user')
                  ORDER BY created_at DESC, id DESC
                  LIMIT CASE WHEN i.last_question_only THEN 1 ELSE $2 END) AS turn)
         END AS history,
         (SELECT revision FROM revision v WHERE v.agent_id = i.agent_id) AS "knowledgeRevision"
  FROM input i
  JOIN conversation c ON c."agentId" = i.agent_id AND c."visitorTokenHash" = i.visitor_token_hash
  CROSS JOIN LATERAL (SELECT coalesce(i.reply_id = ANY ((SELECT reply_ids FROM replied)::uuid[]), false) AS replied) r
  ORDER BY i.n`;
const RECEIVE_STATEMENT: PreparedStatement = { name: 'receive_visitor_messages', text: RECEIVE_SQL };

/**
 * Replies are stored only while no manager has taken their conversation over. The share lock
 * waits for a takeover being written and then reads the conversation as it left it; a plain read
 * would see the status from before and store the reply after the manager's message.
 */
const ADD_REPLIES_SQL = `
  INSERT INTO messages (id, conversation_id, role, content, sources)
  SELECT r.id, r.conversation_id, 'assistant', r.content, r.sources
  FROM json_to_recordset($1::json) AS r (id uuid, conversation_id uuid, content text, sources jsonb)
  WHERE EXISTS (SELECT 1 FROM conversations c WHERE c.id = r.conversation_id AND c.status <> 'human' FOR SHARE)
  RETURNING id, created_at AS "createdAt"`;

/** A manager's message and the takeover it means, in one statement: no reply lands between them. */
const SEND_AS_TEAM_SQL = `
  WITH taken AS (
    UPDATE conversations SET status = 'human', updated_at = now()
     WHERE id = $1 AND account_id = $2
    RETURNING ${CONVERSATION_COLUMNS}
  ), message AS (
    INSERT INTO messages (id, conversation_id, role, content)
    SELECT $3, id, 'human', $4 FROM taken
    RETURNING ${MESSAGE_COLUMNS}
  )
  SELECT (SELECT row_to_json(taken) FROM taken) AS conversation, (SELECT row_to_json(message) FROM message) AS message`;

/**
 * Open widget conversations whose newest message is the visitor's, written between an hour and
 * $1 seconds ago (far longer than any answer takes), with nothing done to the conversation since:
 * no reply came, so the process answering it died. They go to a person rather than stay 'open'
 * unnoticed. A visitor's message is stored with its conversation's updated_at (one statement, one
 * time); a later status change (a manager taking over, then handing back without answering) moves
 * updated_at past it, and such a message was never the AI's to answer.
 */
const FLAG_UNANSWERED_SQL = `
  UPDATE conversations c SET status = 'needs_human', updated_at = now()
   WHERE c.status = 'open' AND c.channel = 'webchat'
     AND c.updated_at > now() - interval '1 hour' AND c.updated_at < now() - make_interval(secs => $1)
     AND EXISTS (
       SELECT 1 FROM (SELECT m.role, m.created_at FROM messages m WHERE m.conversation_id = c.id
                      ORDER BY m.created_at DESC, m.id DESC LIMIT 1) last
        WHERE last.role = 'user' AND last.created_at >= c.updated_at)
  RETURNING ${CONVERSATION_COLUMNS}`;

/** How many earlier messages a received visitor message comes with, for the answer. */
const HISTORY_TURNS = 12;
/** Visitor messages or replies stored by one statement at most. */
const BATCH_SIZE = 200;

interface ReplyInput {
  id: string;
  conversationId: string;
  content: string;
  sources: AnswerSource[];
}

interface ReceiveRow {
  id: string;
  status: ConversationStatus;
  statusChanged: JsonRow | null;
  /** false: the message was stored before (a resent clientMessageId). */
  stored: boolean;
  /** The statement's time, as PostgreSQL writes a timestamp. */
  storedAt: string;
  /** The known reply was stored. */
  replied: boolean;
  repliedAt: string;
  history: Turn[];
  knowledgeRevision: number;
}

/** Reads a timestamp as PostgreSQL writes it (the pg driver's own parser). */
const parseTimestamp = types.getTypeParser(types.builtins.TIMESTAMPTZ, 'text') as (text: string) => Date;

type JsonRow = Record<string, unknown> & { createdAt: string; updatedAt?: string };

/** row_to_json writes timestamps as text; everything else keeps its JSON type. */
function withDates<T>(row: JsonRow): T {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    ...(row.updatedAt ? { updatedAt: new Date(row.updatedAt) } : {}),
  } as T;
}

/** Conversations and messages as live chat and the conversations API read and write them. */
@Injectable()
export class ConversationStore {
  private readonly received = new StatementBatch((inputs: VisitorMessageInput[]) => this.receiveAll(inputs), {
    maxSize: BATCH_SIZE,
    // One upsert cannot touch a conversation twice: a second message of one visitor waits.
    keyOf: (input) => `${input.agentId}:${input.visitorTokenHash}`,
    // The database stores one batch while the API reads the last one's results.
    concurrency: 2,
  });
  private readonly replies = new StatementBatch((inputs: ReplyInput[]) => this.addAllReplies(inputs), { maxSize: BATCH_SIZE });

  /**
   * PostgreSQL plans the receive statement once per connection, and plans it again when its
   * statistics change. The embedded database never gathers statistics: a plan cached while its
   * tables were nearly empty would stay for good, so there it is planned on every run.
   */
  private readonly prepareReceive: boolean;

  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(Message) private readonly messages: Repository<Message>,
    config: AppConfig,
  ) {
    this.prepareReceive = config.databaseUrl !== null;
  }

  receiveVisitorMessage(input: VisitorMessageInput): Promise<ReceivedVisitorMessage> {
    return this.received.submit(input);
  }

  /**
   * `id` is chosen before the reply exists, so the parts streamed while it is written carry it.
   * null when a manager took the conversation over while the answer was being written.
   */
  addReply(conversationId: string, id: string, content: string, sources: AnswerSource[]): Promise<MessageFields | null> {
    return this.replies.submit({ id, conversationId, content, sources });
  }

  private async receiveAll(inputs: VisitorMessageInput[]): Promise<(ReceivedVisitorMessage | InputFailure)[]> {
    // Ids are chosen here, so the statement need not send the stored messages back.
    const messageIds = inputs.map(() => timeOrderedId());
    const replyIds = inputs.map(({ knownReply }) => (knownReply ? timeOrderedId() : null));
    // One JSON parameter: JSON.stringify is native, where pg would escape every array element in JS.
    const rows = await this.runReceive([
      JSON.stringify(
        inputs.map((input, index) => ({
          n: index,
          account_id: input.accountId,
          agent_id: input.agentId,
          visitor_token_hash: input.visitorTokenHash,
          contact_info: input.contactInfo,
          message_id: messageIds[index],
          content: input.content,
          client_message_id: input.clientMessageId,
          last_question_only: input.lastQuestionOnly,
          reply_id: replyIds[index],
          reply_content: input.knownReply?.content,
          reply_sources: input.knownReply?.sources,
          reply_revision: input.knownReply?.knowledgeRevision,
          reply_after: input.knownReply?.earlierQuestion,
        })),
      ),
      HISTORY_TURNS,
    ]);
    if (rows.length !== inputs.length) {
      throw new Error('The conversation upsert returned no row');
    }
    const first = rows[0] as ReceiveRow;
    const times = { storedAt: parseTimestamp(first.storedAt), repliedAt: parseTimestamp(first.repliedAt) };
    return Promise.all(
      rows.map((row, index) =>
        row.stored
          ? this.toReceived(row, inputs[index] as VisitorMessageInput, messageIds[index] as string, replyIds[index] ?? null, times)
          : // After the commit: a failed lookup fails that resend alone (the message itself is stored).
            this.toDuplicate(row, inputs[index] as VisitorMessageInput).catch((error: unknown) => new InputFailure(error)),
      ),
    );
  }

  private runReceive(params: unknown[]): Promise<ReceiveRow[]> {
    return this.prepareReceive
      ? queryPrepared<ReceiveRow>(this.conversations.manager.connection, RECEIVE_STATEMENT, params)
      : (this.conversations.query(RECEIVE_SQL, params) as Promise<ReceiveRow[]>);
  }

  /** A message this statement stored, with its known reply when that was stored too. */
  private toReceived(
    row: ReceiveRow,
    input: VisitorMessageInput,
    messageId: string,
    replyId: string | null,
    { storedAt, repliedAt }: { storedAt: Date; repliedAt: Date },
  ): ReceivedVisitorMessage {
    const { id: conversationId, history, knowledgeRevision } = row;
    const message: MessageFields = {
      id: messageId,
      conversationId,
      role: 'user',
      content: input.content,
      clientMessageId: input.clientMessageId,
      sources: null,
      createdAt: storedAt,
    };
    const reply: MessageFields | null =
      row.replied && replyId && input.knownReply
        ? {
            id: replyId,
            conversationId,
            role: 'assistant',
            content: input.knownReply.content,
            clientMessageId: null,
            sources: input.knownReply.sources,
            createdAt: repliedAt,
          }
        : null;
    return { ...this.conversationOf(row), history, knowledgeRevision, message, duplicate: false, reply };
  }

  /** A resent message: the one stored the first time, and nothing to answer. */
  private async toDuplicate(row: ReceiveRow, input: VisitorMessageInput): Promise<ReceivedVisitorMessage> {
    const original = await this.messages.findOneByOrFail({ conversationId: row.id, clientMessageId: input.clientMessageId });
    const { history, knowledgeRevision } = row;
    return { ...this.conversationOf(row), history, knowledgeRevision, message: original, duplicate: true, reply: null };
  }

  private conversationOf({ id, status, statusChanged }: ReceiveRow): Pick<ReceivedVisitorMessage, 'conversation' | 'statusChanged'> {
    return { conversation: { id, status }, statusChanged: statusChanged && withDates<VisitorConversation>(statusChanged) };
  }

  private async addAllReplies(inputs: ReplyInput[]): Promise<(MessageFields | null)[]> {
    const rows = (await this.messages.query(ADD_REPLIES_SQL, [
      JSON.stringify(inputs.map(({ id, conversationId, content, sources }) => ({ id, conversation_id: conversationId, content, sources }))),
    ])) as { id: string; createdAt: Date }[];
    const storedAt = new Map(rows.map((row) => [row.id, row.createdAt]));
    return inputs.map(({ id, conversationId, content, sources }) => {
      const createdAt = storedAt.get(id);
      return createdAt ? { id, conversationId, role: 'assistant', content, clientMessageId: null, sources, createdAt } : null;
    });
  }

  /** Stores a manager's message and sets the conversation to 'human'; null when the account has no such conversation. */
  async sendAsTeam(
    where: { id: string; accountId: string },
    content: string,
  ): Promise<{ conversation: ConversationFields; message: MessageFields } | null> {
    const [row] = (await this.conversations.query(SEND_AS_TEAM_SQL, [where.id, where.accountId, timeOrderedId(), content])) as {
      conversation: JsonRow | null;
      message: JsonRow | null;
    }[];
    if (!row?.conversation || !row.message) {
      return null;
    }
    return { conversation: withDates<ConversationFields>(row.conversation), message: withDates<MessageFields>(row.message) };
  }

  /** Sets the status (only from one of `from` when given) and touches updatedAt; null when nothing matched. */
  async setStatus(
    where: { id: string; accountId?: string },
    status: ConversationStatus,
    from?: readonly ConversationStatus[],
  ): Promise<ConversationFields | null> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows] = (await this.conversations.query(
      `UPDATE conversations SET status = $2, updated_at = now()
       WHERE id = $1 AND ($3::uuid IS NULL OR account_id = $3) AND ($4::text[] IS NULL OR status = ANY($4))
       RETURNING ${CONVERSATION_COLUMNS}`,
      [where.id, status, where.accountId ?? null, from ? [...from] : null],
    )) as [ConversationFields[], number];
    return rows[0] ?? null;
  }

  /** See FLAG_UNANSWERED_SQL; returns the conversations it handed to a person. */
  async flagUnanswered(minAgeSeconds: number): Promise<(ConversationFields & { accountId: string })[]> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows] = (await this.conversations.query(FLAG_UNANSWERED_SQL, [minAgeSeconds])) as [
      (ConversationFields & { accountId: string })[],
      number,
    ];
    return rows;
  }

  findOwned(accountId: string, id: string): Promise<Conversation | null> {
    return this.conversations.findOneBy({ id, accountId });
  }

  /**
   * One page of conversations, most recently active first: the first, or the ones after `before`
   * in that order (none when `before` is not a conversation of the account). A search looks in
   * the contact as the inbox shows it (UNKNOWN_CONTACT when blank) and in the channel.
   */
  async list(accountId: string, { agentId, before, search }: ConversationListFilter): Promise<ConversationFields[]> {
    return (await this.conversations.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations
       WHERE account_id = $1 AND ($2::uuid IS NULL OR agent_id = $2)
         AND ($3::uuid IS NULL OR (updated_at, id) < (SELECT updated_at, id FROM conversations WHERE id = $3 AND account_id = $1))
         AND ($5::text IS NULL
              OR (CASE WHEN contact_info ~ '\\S' THEN contact_info ELSE $6 END) ILIKE $5 ESCAPE '\\'
              OR channel ILIKE $5 ESCAPE '\\')
       ORDER BY updated_at DESC, id DESC LIMIT $4`,
      [accountId, agentId ?? null, before ?? null, CONVERSATION_PAGE_SIZE, search ? containingPattern(search) : null, UNKNOWN_CONTACT],
    )) as ConversationFields[];
  }

  /** The newest `limit` messages of a conversation, oldest first. */
  async messagesOf(conversationId: string, limit: number): Promise<MessageFields[]> {
    const rows = (await this.messages.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [conversationId, limit],
    )) as MessageFields[];
    return rows.reverse();
  }

  findVisitorConversationId(agentId: string, visitorTokenHash: string): Promise<string | null> {
    return this.conversations
      .findOne({ select: { id: true }, where: { agentId, visitorTokenHash } })
      .then((conversation) => conversation?.id ?? null);
  }

  /** The messages after `afterMessageId` (all of them when it is absent or not in this conversation). */
  /**
   * The widget visitor's question an open conversation still owes the AI's reply to (its newest
   * message is theirs, and the last one they were sent was not the team's), with the turns before
   * it the answer reads (see `ReceivedVisitorMessage.history`).
   */
  async waitingQuestion(conversationId: string, lastQuestionOnly: boolean): Promise<WaitingQuestion | null> {
    const [conversation] = (await this.conversations.query(
      `SELECT account_id AS "accountId", agent_id AS "agentId", visitor_token_hash AS "visitorTokenHash"
       FROM conversations WHERE id = $1 AND status = 'open' AND visitor_token_hash IS NOT NULL`,
      [conversationId],
    )) as WaitingQuestion['visitor'][];
    if (!conversation) return null;
    const recent = await this.messagesOf(conversationId, HISTORY_TURNS + 1);
    const question = recent.at(-1);
    if (question?.role !== 'user') return null;
    // Written to the team member who replied last, not to the AI: the team has had its word.
    if (recent.findLast((message) => message.role !== 'user')?.role === 'human') return null;
    const earlier: Turn[] = recent.slice(0, -1).map(({ role, content }) => ({ role, content }));
    const history = lastQuestionOnly ? earlier.filter((turn) => turn.role === 'user').slice(-1) : earlier;
    return { visitor: conversation, content: question.content, history };
  }

  /** What the visitor was told last (by the AI or the team), if anything. */
  async lastReply(conversationId: string): Promise<string | undefined> {
    const [row] = (await this.messages.query(
      `SELECT content FROM messages WHERE conversation_id = $1 AND role <> 'user' ORDER BY created_at DESC, id DESC LIMIT 1`,
      [conversationId],
    )) as { content: string }[];
    return row?.content;
  }

  async messagesAfter(conversationId: string, afterMessageId: string | undefined): Promise<MessageFields[]> {
    const rows = (await this.messages.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
       WHERE conversation_id = $1
         AND ($2::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM messages a WHERE a.id = $2::uuid AND a.conversation_id = $1)
              OR (created_at, id) > (SELECT created_at, id FROM messages a WHERE a.id = $2::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [conversationId, afterMessageId ?? null, SYNC_MESSAGE_LIMIT],
    )) as MessageFields[];
    return rows.reverse();
  }
}
