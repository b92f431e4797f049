import type {
  ChatErrorPayload,
  DashboardServerEvents,
  VisitorClientEvents,
  VisitorServerEvents,
} from '@app/contracts';
import type { Server, Socket } from 'socket.io';
import type { WidgetPlacement } from './origin-policy';

/** A widget connection, once its handshake and agent were checked. */
export interface VisitorIdentity extends WidgetPlacement {
  accountId: string;
  /** SHA-256 (hex) of the visitor's token. */
  visitorTokenHash: string;
  /** `visitorRoom` of this visitor, named once per connection rather than per message. */
  room: string;
  /** This connection's socket, which the visitor's other tabs are told about what it sent. */
  socketId: string;
  /** The remote address the per-address rate limit counts. */
  address: string;
}

/** What the handshake check leaves on `socket.data` for the gateway. */
export interface ChatSocketData {
  visitor?: VisitorIdentity;
  /** A signed-in manager's account. */
  accountId?: string;
  /** The manager's session as the database names it (a hash of the cookie's token, never the token). */
  sessionId?: string;
  /** When that session ends: the dashboard is disconnected then. */
  sessionExpiresAt?: Date;
  /** Sent as `chat_error` right after connecting, then the socket is closed. */
  refusal?: ChatErrorPayload;
}

export type ChatServerEvents = VisitorServerEvents & DashboardServerEvents;
/** Between API processes (through the Redis adapter): a manager took this conversation over. */
export interface InterServerEvents {
  taken_over: (conversationId: string) => void;
}

export type ChatServer = Server<VisitorClientEvents, ChatServerEvents, InterServerEvents, ChatSocketData>;
export type ChatSocket = Socket<VisitorClientEvents, ChatServerEvents, InterServerEvents, ChatSocketData>;

/** One room per widget visitor of an agent: every tab of theirs, on any API process. */
export const visitorRoom = (agentId: string, visitorTokenHash: string) => `visitor:${agentId}:${visitorTokenHash}`;

/** The widget room of a conversation; null for the channels that have no widget (SMS, voice). */
export const conversationVisitorRoom = ({ agentId, visitorTokenHash }: { agentId: string; visitorTokenHash: string | null }) =>
  visitorTokenHash ? visitorRoom(agentId, visitorTokenHash) : null;

/** One room per account: the dashboards signed in to it, and only those. */
export const accountRoom = (accountId: string) => `account:${accountId}`;

/** One room per sign-in: its dashboards, closed together when it signs out. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
