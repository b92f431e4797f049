import { act } from '@testing-library/react';
import type { ChatAck, ChatPayload, SyncAck, SyncPayload, VisitorHandshake, VisitorServerEvents } from '@app/contracts';
import type { OpenVisitorConnection, VisitorConnection, VisitorConnectionEvents } from '../features/widget-client/live-chat/visitor-connection';

interface Request<P, A> {
  payload: P;
  answer: (ack: A) => Promise<void>;
  /** No acknowledgement arrives (the socket.io timeout). */
  timeOut: () => Promise<void>;
}

/** Stands in for the socket: the test plays the server, the widget talks to it as usual. */
export class FakeVisitorConnection implements VisitorConnection {
  connected = false;
  closed = false;
  readonly chats: Request<ChatPayload, ChatAck>[] = [];
  readonly syncs: Request<SyncPayload, SyncAck>[] = [];
  /** Rejects a request still waiting for its ack; taken off when it is settled. */
  private readonly unanswered = new Set<(error: Error) => void>();
  private readonly listeners = new Map<keyof VisitorConnectionEvents, ((...args: never[]) => void)[]>();

  constructor(readonly handshake: VisitorHandshake) {}

  isConnected() {
    return this.connected;
  }

  on<E extends keyof VisitorConnectionEvents>(event: E, listener: VisitorConnectionEvents[E]) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  chat(payload: ChatPayload) {
    return this.request(this.chats, payload);
  }

  sync(payload: SyncPayload) {
    return this.request(this.syncs, payload);
  }

  /** As socket.io's disconnect(): an open socket reports it will not retry and fails the acks still awaited. */
  close() {
    this.closed = true;
    if (!this.connected) return;
    this.connected = false;
    for (const listener of this.listeners.get('disconnect') ?? []) {
      (listener as VisitorConnectionEvents['disconnect'])(false);
    }
    this.unanswered.forEach((fail) => fail(new Error('socket has been disconnected')));
  }

  async connect() {
    this.connected = true;
    await this.fire('connect');
  }

  async drop(willRetry = true) {
    this.connected = false;
    await this.fire('disconnect', willRetry);
  }

  async reconnecting() {
    await this.fire('reconnecting');
  }

  async serverSends<E extends keyof VisitorServerEvents>(event: E, payload: Parameters<VisitorServerEvents[E]>[0]) {
    await this.fire(event, ...([payload] as unknown as Parameters<VisitorConnectionEvents[E]>));
  }

  private async fire<E extends keyof VisitorConnectionEvents>(event: E, ...args: Parameters<VisitorConnectionEvents[E]>) {
    await act(async () => {
      for (const listener of this.listeners.get(event) ?? []) {
        (listener as (...values: unknown[]) => void)(...args);
      }
    });
  }

  private request<P, A>(queue: Request<P, A>[], payload: P): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      const fail = (error: Error) => {
        this.unanswered.delete(fail);
        reject(error);
      };
      this.unanswered.add(fail);
      queue.push({
        payload,
        answer: (ack) =>
          act(async () => {
            this.unanswered.delete(fail);
            resolve(ack);
          }),
        timeOut: () => act(async () => fail(new Error('operation has timed out'))),
      });
    });
  }
}

export function fakeConnections() {
  const opened: FakeVisitorConnection[] = [];
  const open: OpenVisitorConnection = (handshake) => {
    const connection = new FakeVisitorConnection(handshake);
    opened.push(connection);
    return connection;
  };
  return {
    open,
    opened,
    /** The connection the widget opened last; fails the test when there is none. */
    latest() {
      const connection = opened.at(-1);
      if (!connection) throw new Error('The widget opened no connection');
      return connection;
    },
  };
}
