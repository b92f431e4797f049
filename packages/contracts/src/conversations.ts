import type { AgentChannel } from './agent';
import type { AnswerSource } from './playground';

/**
 * open: the AI is answering. needs_human: the AI offered a person or could not answer.
 * human: a manager took over and the AI is paused. resolved: closed by a manager.
 */
export const CONVERSATION_STATUSES = ['open', 'needs_human', 'human', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** user: the visitor. assistant: the AI. human: a manager writing in person. */
export const MESSAGE_ROLES = ['user', 'assistant', 'human'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export interface Conversation {
  id: string;
  agentId: string;
  contactInfo: string | null;
  channel: AgentChannel;
  status: ConversationStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationMessage {
  id: string;
  conversationId: string;
  role: MessageRole;
  content: string;
  /** The visitor's own id for a message it sent, so retries are stored once. */
  clientMessageId: string | null;
  sources?: AnswerSource[];
  createdAt: string;
}

/** A conversation list returns at most this many, most recently active first; `before` asks for the next ones. */
export const CONVERSATION_PAGE_SIZE = 100;
/** The longest text the conversation list's `search` takes. */
export const CONVERSATION_SEARCH_MAX_LENGTH = 100;
/**
 * How a conversation without contact info is shown, and so what a search for it matches
 * (`search` looks in the contact as shown and in the channel).
 */
export const UNKNOWN_CONTACT = 'Unknown Contact';
/** A conversation's messages come as its newest this many unless `limit` asks for more. */
export const MESSAGE_PAGE_SIZE = 200;
/** The most messages one request returns. */
export const MESSAGE_LIMIT_MAX = 5000;

export interface SendConversationMessageRequest {
  message: string;
}
