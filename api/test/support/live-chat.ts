import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  type ChatAck,
  type ChatErrorPayload,
  type ChatPayload,
  type DashboardServerEvents,
  SOCKET_PATH,
  type SyncAck,
  type VisitorClientEvents,
  type VisitorServerEvents,
} from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import { createAgent, signUp, type SignedUp } from './factories';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai';
import { addKnowledge, qaBody, waitUntilProcessed } from './knowledge';
import { createTestApp } from './test-app';

export type VisitorSocket = Socket<VisitorServerEvents, VisitorClientEvents>;
export type DashboardSocket = Socket<DashboardServerEvents, Record<string, never>>;

const WAIT_MS = 10_000;

/**
 * The application listening on a free loopback port, for socket clients; returns its base URL.
 * With REDIS_URL, rate counters and socket rooms live in Redis under JOB_QUEUE_PREFIX: each app
 * gets its own, so test files running side by side (and earlier runs) do not count together.
 */
export async function createListeningTestApp(env: Record<string, string> = {}): Promise<{ app: NestFastifyApplication; url: string }> {
  const app = await createTestApp({ JOB_QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}`, ...env });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

export function visitorToken(): string {
  return `visitor-${randomUUID()}`;
}

export interface VisitorOptions {
  agentId: string;
  token?: string;
  origin?: string;
  /** The website framing the widget page, as the page reports it. */
  embeddedIn?: string;
}

/** A widget's socket; not yet connected so a test can listen first (`await connected(socket)`). */
export function visitorSocket(url: string, { agentId, token = visitorToken(), origin, embeddedIn }: VisitorOptions): VisitorSocket {
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { role: 'visitor', agentId, visitorToken: token, ...(embeddedIn ? { embeddedIn } : {}) },
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
}

export function dashboardSocket(url: string, cookie?: string): DashboardSocket {
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { role: 'dashboard' },
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
}

export function connected(socket: Socket): Promise<void> {
  if (socket.connected) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Resolves with the reason once the socket is disconnected; fails after a while. */
export function disconnected(socket: Socket): Promise<Socket.DisconnectReason> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Still connected after ${WAIT_MS} ms`)), WAIT_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** The error a refused connection reports. */
export function connectError(socket: Socket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect_error', resolve);
    socket.once('connect', () => reject(new Error('The connection was accepted')));
  });
}

/** Resolves with the next payload of `event` that satisfies `accept`; fails after a while. */
export function nextEvent<T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No ${event} event within ${WAIT_MS} ms`));
    }, WAIT_MS);
    const listener = (payload: T) => {
      if (accept(payload)) {
        clearTimeout(timer);
        socket.off(event, listener);
        resolve(payload);
      }
    };
    socket.on(event, listener);
  });
}

/** Every payload of `event` from now on, for asserting what did (or did not) arrive. */
export function recordEvents<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export function chatPayload(agentId: string, message: string, clientMessageId: string = randomUUID()): ChatPayload {
  return { agentId, message, clientMessageId };
}

export function sendChat(socket: VisitorSocket, payload: ChatPayload): Promise<ChatAck> {
  return socket.timeout(WAIT_MS).emitWithAck('chat', payload);
}

export function sendSync(socket: VisitorSocket, agentId: string, afterMessageId?: string): Promise<SyncAck> {
  return socket.timeout(WAIT_MS).emitWithAck('sync', { agentId, ...(afterMessageId ? { afterMessageId } : {}) });
}

export function chatErrorOf(socket: Socket): Promise<ChatErrorPayload> {
  return nextEvent<ChatErrorPayload>(socket, 'chat_error');
}

/** Waits for something eventually true (a reply stored in the background), polling. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`Still not done after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChatExchange {
  conversationId: string;
  messageId: string;
  token: string;
}

/** A widget visitor writes once and waits for the AI's reply; the conversation exists afterwards. */
export async function chatOnce(url: string, agentId: string, message: string, token = visitorToken()): Promise<ChatExchange> {
  const socket = visitorSocket(url, { agentId, token });
  try {
    await connected(socket);
    const reply = nextEvent(socket, 'response');
    const ack = await sendChat(socket, chatPayload(agentId, message));
    if (!ack.ok) {
      throw new Error(`The chat was refused: ${ack.error}`);
    }
    await reply;
    return { conversationId: ack.conversationId, messageId: ack.messageId, token };
  } finally {
    socket.disconnect();
  }
}

export interface AnsweringApp {
  app: NestFastifyApplication;
  url: string;
  fake: FakeOpenAi;
  owner: SignedUp;
  /** An active webchat agent that knows one Q&A pair about dogs. */
  agentId: string;
}

/** A listening app whose agent answers through a local chat-completions server (`fake`). */
export async function startAnsweringApp(modelTimeoutMs: number): Promise<AnsweringApp> {
  const fake = await startFakeOpenAi();
  const { app, url } = await createListeningTestApp({
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'test-model',
    OPENAI_TIMEOUT_MS: String(modelTimeoutMs),
  });
  const owner = await signUp(app);
  const agentId = (await createAgent(app, owner.cookie, { status: 'active' })).id;
  await addKnowledge(app, owner.cookie, agentId, qaBody('Can I bring my dog?', 'Yes, dogs are welcome for a $50 fee.'));
  await waitUntilProcessed(app, owner.cookie, agentId);
  return { app, url, fake, owner, agentId };
}
