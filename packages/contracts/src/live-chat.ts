import type { Conversation, ConversationMessage } from './conversations';

/** socket.io path on the API's own host. */
export const SOCKET_PATH = '/ws';

/** Longest chat or manager message, in characters, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 100;
export const VISITOR_TOKEN_MIN_LENGTH = 16;
export const VISITOR_TOKEN_MAX_LENGTH = 200;

/** What a widget sends in the socket handshake (`auth`). */
export interface VisitorHandshake {
  role: 'visitor';
  agentId: string;
  /** Random secret kept in the visitor's browser; it names the visitor's conversation. */
  visitorToken: string;
  /** The origin of the website showing the widget page in a frame, as the browser tells the page. */
  embeddedIn?: string;
}

/** What the dashboard sends in the socket handshake; the session cookie identifies the manager. */
export interface DashboardHandshake {
  role: 'dashboard';
}

export interface ChatPayload {
  agentId: string;
  message: string;
  /** Unique per message, chosen by the widget; a retry carries the same id. */
  clientMessageId: string;
}

export type ChatAck =
  | {
      ok: true;
      conversationId: string;
      messageId: string;
      /** false: no reply from the AI will come, as a team member has taken the conversation over. */
      replying?: boolean;
    }
  | { ok: false; error: string };

export interface SyncPayload {
  agentId: string;
  /** The newest message the widget already shows; omitted for the whole conversation. */
  afterMessageId?: string;
}

export type SyncAck = { ok: true; conversationId: string | null; messages: ConversationMessage[] } | { ok: false; error: string };

export interface ResponsePayload {
  conversationId: string;
  message: ConversationMessage;
}

export interface TypingPayload {
  conversationId: string;
  typing: boolean;
}

export interface ChunkPayload {
  conversationId: string;
  /** The id the finished reply will carry in its `response` event. */
  messageId: string;
  /** How many characters of the reply came before this part: a widget that joins mid-reply skips the rest. */
  offset: number;
  delta: string;
}

export interface ChatErrorPayload {
  code: 'rate_limited' | 'agent_unavailable' | 'invalid' | 'origin_not_allowed';
  message: string;
}

export interface NewMessagePayload {
  conversationId: string;
  message: ConversationMessage;
}

export interface ConversationUpdatedPayload {
  conversation: Conversation;
}

/** Events the server emits to a visitor's widget. */
export interface VisitorServerEvents {
  response: (payload: ResponsePayload) => void;
  typing: (payload: TypingPayload) => void;
  chunk: (payload: ChunkPayload) => void;
  chat_error: (payload: ChatErrorPayload) => void;
}

/** Events a visitor's widget emits, each answered through the acknowledgement callback. */
export interface VisitorClientEvents {
  chat: (payload: ChatPayload, ack: (answer: ChatAck) => void) => void;
  sync: (payload: SyncPayload, ack: (answer: SyncAck) => void) => void;
}

/** Events the server emits to signed-in dashboards, only ever for their own account. */
export interface DashboardServerEvents {
  new_message: (payload: NewMessagePayload) => void;
  conversation_updated: (payload: ConversationUpdatedPayload) => void;
}
