import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type DashboardHandshake, type DashboardServerEvents } from '@app/contracts';

/** What the conversations screen hears from its live connection. */
export interface DashboardConnectionEvents extends DashboardServerEvents {
  connect: () => void;
  disconnect: () => void;
  reconnecting: () => void;
  /** No more attempts: retries are used up or the server refused the connection. */
  gaveUp: () => void;
}

/** The dashboard's live connection, small enough for tests to stand in for the socket. */
export interface DashboardConnection {
  on<E extends keyof DashboardConnectionEvents>(event: E, listener: DashboardConnectionEvents[E]): void;
  /** Starts over after giving up. */
  reconnect(): void;
  close(): void;
}

export type OpenDashboardConnection = () => DashboardConnection;

/** The specification's conversation socket: a new attempt every 3 s, at most 5 in a row. */
export const RECONNECT_DELAY_MS = 3000;
export const RECONNECT_ATTEMPTS = 5;

export const openDashboardSocket: OpenDashboardConnection = () => {
  const handshake: DashboardHandshake = { role: 'dashboard' };
  // The attempt counter starts again after every successful (re)connection (socket.io resets its backoff on open).
  const socket: Socket<DashboardServerEvents> = io({
    path: SOCKET_PATH,
    withCredentials: true,
    auth: { ...handshake },
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MS,
    randomizationFactor: 0,
    reconnectionAttempts: RECONNECT_ATTEMPTS,
  });
  return {
    on(event, listener) {
      switch (event) {
        case 'connect':
          socket.on('connect', listener as DashboardConnectionEvents['connect']);
          break;
        case 'disconnect':
          socket.on('disconnect', listener as DashboardConnectionEvents['disconnect']);
          break;
        case 'reconnecting':
          socket.io.on('reconnect_attempt', listener as DashboardConnectionEvents['reconnecting']);
          break;
        case 'gaveUp': {
          const gaveUp = listener as DashboardConnectionEvents['gaveUp'];
          socket.io.on('reconnect_failed', gaveUp);
          // Refused by the server (signed out) or sent away: socket.io does not try again by itself.
          socket.on('connect_error', () => {
            if (!socket.active) gaveUp();
          });
          socket.on('disconnect', () => {
            if (!socket.active) gaveUp();
          });
          break;
        }
        default:
          socket.on(event as keyof DashboardServerEvents, listener as DashboardServerEvents[keyof DashboardServerEvents]);
      }
    },
    reconnect: () => void socket.connect(),
    close: () => void socket.disconnect(),
  };
};
