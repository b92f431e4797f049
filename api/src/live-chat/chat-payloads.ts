import {
  CHAT_MESSAGE_MAX_LENGTH,
  CLIENT_MESSAGE_ID_MAX_LENGTH,
  VISITOR_TOKEN_MAX_LENGTH,
  VISITOR_TOKEN_MIN_LENGTH,
} from '@app/contracts';
import { isUUID } from 'class-validator';
import { storableText } from '../common/database-errors';

export type Checked<T> = { value: T } | { error: string };

export interface ChatInput {
  message: string;
  clientMessageId: string;
}

export interface SyncInput {
  afterMessageId?: string;
}

export interface VisitorHandshakeInput {
  agentId: string;
  visitorToken: string;
  embeddedIn: string | undefined;
}

/** Longer than any origin a browser sends. */
const ORIGIN_MAX_LENGTH = 300;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkAgent(payload: Record<string, unknown>, agentId: string): string | null {
  return typeof payload.agentId === 'string' && payload.agentId.toLowerCase() === agentId
    ? null
    : 'agentId must be the agent this connection chats with';
}

/** A `chat` event: the widget's own agent, a non-blank message and the widget's message id. */
export function readChatPayload(payload: unknown, agentId: string): Checked<ChatInput> {
  if (!isRecord(payload)) {
    return { error: 'The chat payload must be an object' };
  }
  const agentProblem = checkAgent(payload, agentId);
  if (agentProblem) {
    return { error: agentProblem };
  }
  const message = typeof payload.message === 'string' ? storableText(payload.message).trim() : null;
  if (!message) {
    return { error: 'message must not be empty' };
  }
  if (message.length > CHAT_MESSAGE_MAX_LENGTH) {
    return { error: `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` };
  }
  const { clientMessageId } = payload;
  if (typeof clientMessageId !== 'string' || clientMessageId.length === 0 || clientMessageId.length > CLIENT_MESSAGE_ID_MAX_LENGTH) {
    return { error: `clientMessageId must be a string of 1 to ${CLIENT_MESSAGE_ID_MAX_LENGTH} characters` };
  }
  return { value: { message, clientMessageId } };
}

export function readSyncPayload(payload: unknown, agentId: string): Checked<SyncInput> {
  if (!isRecord(payload)) {
    return { error: 'The sync payload must be an object' };
  }
  const agentProblem = checkAgent(payload, agentId);
  if (agentProblem) {
    return { error: agentProblem };
  }
  const { afterMessageId } = payload;
  if (afterMessageId === undefined || afterMessageId === null) {
    return { value: {} };
  }
  if (typeof afterMessageId !== 'string' || !isUUID(afterMessageId)) {
    return { error: 'afterMessageId must be a message id' };
  }
  return { value: { afterMessageId: afterMessageId.toLowerCase() } };
}

/** The `auth` a widget sends when it connects. */
export function readVisitorHandshake(auth: Record<string, unknown>): Checked<VisitorHandshakeInput> {
  const { agentId, visitorToken } = auth;
  if (typeof agentId !== 'string' || !isUUID(agentId)) {
    return { error: 'agentId must be an agent id' };
  }
  if (
    typeof visitorToken !== 'string' ||
    visitorToken.length < VISITOR_TOKEN_MIN_LENGTH ||
    visitorToken.length > VISITOR_TOKEN_MAX_LENGTH
  ) {
    return { error: `visitorToken must be ${VISITOR_TOKEN_MIN_LENGTH} to ${VISITOR_TOKEN_MAX_LENGTH} characters` };
  }
  const { embeddedIn } = auth;
  if (embeddedIn !== undefined && (typeof embeddedIn !== 'string' || embeddedIn.length > ORIGIN_MAX_LENGTH)) {
    return { error: 'embeddedIn must be the origin of the website showing the widget' };
  }
  return { value: { agentId: agentId.toLowerCase(), visitorToken, embeddedIn } };
}

