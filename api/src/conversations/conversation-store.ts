import type { AnswerSource, ConversationStatus, MessageRole } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
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
}

export interface ReceivedVisitorMessage {
  conversation: VisitorConversation;
  /** The last turns before this message, oldest first (read in the same statement, for the answer). */
  history: Turn[];
  /** null when this message started the conversation. */
  previousStatus: ConversationStatus | null;
  message: MessageFields;
  /** The widget sent this clientMessageId before; `message` is the one stored then. */
  duplicate: boolean;
}

export interface Turn {
  role: MessageRole;
  content: string;
}

/** The most recent conversations a list returns; the screen shows a page of them, newest first. */
export const CONVERSATION_LIST_LIMIT = 500;
/** A reconnecting widget catches up on at most this many messages. */
export const SYNC_MESSAGE_LIMIT = 500;

const CONVERSATION_COLUMNS = `id, account_id AS "accountId", agent_id AS "agentId", contact_info AS "contactInfo",
  channel, status, visitor_token_hash AS "visitorTokenHash", created_at AS "createdAt", updated_at AS "updatedAt"`;
const MESSAGE_COLUMNS = `id, conversation_id AS "conversationId", role, content,
  client_message_id AS "clientMessageId", sources, created_at AS "createdAt"`;

/**
 * One statement per visitor message: find or create the widget conversation (a resolved one
 * opens again), store the message unless its clientMessageId was stored already, and read the
 * turns before it for the answer. Every CTE sees the tables as they were before the statement,
 * so `previous` has the old status and `history` does not contain the new message.
 */
const RECEIVE_SQL = `
  WITH previous AS (
    SELECT status FROM conversations WHERE agent_id = $2 AND visitor_token_hash = $3
  ), conversation AS (
    INSERT INTO conversations AS c (account_id, agent_id, channel, visitor_token_hash, contact_info)
    VALUES ($1, $2, 'webchat', $3, $4)
    ON CONFLICT (agent_id, visitor_token_hash) DO UPDATE
      SET updated_at = now(), status = CASE WHEN c.status = 'resolved' THEN 'open' ELSE c.status END
    RETURNING ${CONVERSATION_COLUMNS}
  ), message AS (
    INSERT INTO messages (conversation_id, role, content, client_message_id)
    SELECT id, 'user', $5, $6 FROM conversation
    ON CONFLICT (conversation_id, client_message_id) DO NOTHING
    RETURNING ${MESSAGE_COLUMNS}
  ), history AS (
    SELECT role, content, created_at, id FROM messages
    WHERE conversation_id = (SELECT id FROM conversation)
    ORDER BY created_at DESC, id DESC LIMIT $7
  )
  SELECT row_to_json(conversation) AS conversation, (SELECT status FROM previous) AS "previousStatus",
         row_to_json(message) AS message,
         (SELECT coalesce(json_agg(json_build_object('role', role, 'content', content) ORDER BY created_at, id), '[]')
          FROM history) AS history
  FROM conversation LEFT JOIN message ON true`;

/** The reply is stored only while no manager has taken the conversation over. */
const ADD_REPLY_SQL = `
  INSERT INTO messages (id, conversation_id, role, content, sources)
  SELECT $4, $1, 'assistant', $2, $3::jsonb
  WHERE NOT EXISTS (SELECT 1 FROM conversations WHERE id = $1 AND status = 'human')
  RETURNING ${MESSAGE_COLUMNS}`;

interface ReceiveRow {
  conversation: JsonRow;
  previousStatus: ConversationStatus | null;
  message: JsonRow | null;
  history: Turn[];
}

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
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(Message) private readonly messages: Repository<Message>,
  ) {}

  async receiveVisitorMessage(input: VisitorMessageInput, historyTurns: number): Promise<ReceivedVisitorMessage> {
    const [row] = (await this.conversations.query(RECEIVE_SQL, [
      input.accountId,
      input.agentId,
      input.visitorTokenHash,
      input.contactInfo,
      input.content,
      input.clientMessageId,
      historyTurns,
    ])) as ReceiveRow[];
    if (!row) {
      throw new Error('The conversation upsert returned no row');
    }
    const conversation = withDates<VisitorConversation>(row.conversation);
    const { previousStatus, history } = row;
    if (row.message) {
      return { conversation, previousStatus, history, message: withDates(row.message), duplicate: false };
    }
    const original = await this.messages.findOneByOrFail({
      conversationId: conversation.id,
      clientMessageId: input.clientMessageId,
    });
    return { conversation, previousStatus, history, message: original, duplicate: true };
  }

  /**
   * `id` is chosen before the reply exists, so the parts streamed while it is written carry it.
   * null when a manager took the conversation over while the answer was being written.
   */
  async addReply(conversationId: string, id: string, content: string, sources: AnswerSource[]): Promise<MessageFields | null> {
    const [row] = (await this.messages.query(ADD_REPLY_SQL, [conversationId, content, JSON.stringify(sources), id])) as
      | MessageFields[]
      | [];
    return row ?? null;
  }

  async addHumanMessage(conversationId: string, content: string): Promise<MessageFields> {
    return this.messages.save(this.messages.create({ conversationId, role: 'human', content, clientMessageId: null, sources: null }));
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

  findOwned(accountId: string, id: string): Promise<Conversation | null> {
    return this.conversations.findOneBy({ id, accountId });
  }

  list(accountId: string, agentId?: string): Promise<Conversation[]> {
    return this.conversations.find({
      where: { accountId, ...(agentId ? { agentId } : {}) },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: CONVERSATION_LIST_LIMIT,
    });
  }

  messagesOf(conversationId: string): Promise<Message[]> {
    return this.messages.find({ where: { conversationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findVisitorConversationId(agentId: string, visitorTokenHash: string): Promise<string | null> {
    return this.conversations
      .findOne({ select: { id: true }, where: { agentId, visitorTokenHash } })
      .then((conversation) => conversation?.id ?? null);
  }

  /** The messages after `afterMessageId` (all of them when it is absent or not in this conversation). */
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
