import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ChatAck,
  type ChatPayload,
  type SyncAck,
  type SyncPayload,
  type VisitorClientEvents,
  type VisitorHandshake,
  type VisitorServerEvents,
} from '@app/contracts';

/** What the widget hears from its connection. */
export interface VisitorConnectionEvents extends VisitorServerEvents {
  connect: () => void;
  /** `willRetry`: the connection is trying again by itself (false when the server refused it). */
  disconnect: (willRetry: boolean) => void;
  reconnecting: () => void;
}

/** The widget's live connection, small enough for tests to stand in for the socket. */
export interface VisitorConnection {
  isConnected(): boolean;
  on<E extends keyof VisitorConnectionEvents>(event: E, listener: VisitorConnectionEvents[E]): void;
  /** Resolves with the server's acknowledgement; rejects when none arrives in time. */
  chat(payload: ChatPayload): Promise<ChatAck>;
  sync(payload: SyncPayload): Promise<SyncAck>;
  close(): void;
}

export type OpenVisitorConnection = (handshake: VisitorHandshake) => VisitorConnection;

/** How long the widget waits for the server to confirm a message before counting it unsent. */
export const ACK_TIMEOUT_MS = 15_000;

/** socket.io on the page's own host; it reconnects with backoff by itself. */
export const openSocketConnection: OpenVisitorConnection = (handshake) => {
  const socket: Socket<VisitorServerEvents, VisitorClientEvents> = io({ path: SOCKET_PATH, auth: { ...handshake } });
  const connection: VisitorConnection = {
    isConnected: () => socket.connected,
    on(event, listener) {
      switch (event) {
        case 'disconnect': {
          // socket.active stays true while socket.io is reconnecting by itself.
          const report = () => (listener as VisitorConnectionEvents['disconnect'])(socket.active);
          socket.on('disconnect', report);
          socket.on('connect_error', report);
          break;
        }
        case 'reconnecting':
          socket.io.on('reconnect_attempt', listener as VisitorConnectionEvents['reconnecting']);
          break;
        case 'connect':
          socket.on('connect', listener as VisitorConnectionEvents['connect']);
          break;
        default:
          socket.on(event as keyof VisitorServerEvents, listener as VisitorServerEvents[keyof VisitorServerEvents]);
      }
    },
    chat: (payload) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat', payload),
    sync: (payload) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('sync', payload),
    close: () => void socket.disconnect(),
  };
  return connection;
};
