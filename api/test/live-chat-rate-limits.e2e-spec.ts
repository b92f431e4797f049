import type { ChatErrorPayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { hashVisitorToken } from '../src/live-chat/visitor-token';
import { createAgent, signUp } from './support/factories';
import {
  chatPayload,
  connected,
  createListeningTestApp,
  pause,
  recordEvents,
  sendChat,
  sendSync,
  type VisitorSocket,
  visitorSocket,
  visitorToken,
} from './support/live-chat';

const RATE_LIMITED: ChatErrorPayload = {
  code: 'rate_limited',
  message: 'You are sending messages too quickly. Please wait a moment.',
};

async function countUserMessages(app: NestFastifyApplication, agentId: string, token: string): Promise<number> {
  const [row] = await app.get(DataSource).query(
    `SELECT count(*)::int AS count FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.agent_id = $1 AND c.visitor_token_hash = $2 AND m.role = 'user'`,
    [agentId, hashVisitorToken(token)],
  );
  return (row as { count: number }).count;
}

describe('live chat rate limits', () => {
  let app: NestFastifyApplication;
  let url: string;
  let agentId: string;
  const sockets: VisitorSocket[] = [];

  const visitor = async (token = visitorToken()) => {
    const socket = visitorSocket(url, { agentId, token });
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    ({ app, url } = await createListeningTestApp({ CHAT_VISITOR_RATE_LIMIT: '3', CHAT_ADDRESS_RATE_LIMIT: '5' }));
    const { cookie } = await signUp(app);
    agentId = (await createAgent(app, cookie, { status: 'active' })).id;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app.close();
  });

  it('refuses a visitor over the limit in the ack and with chat_error, stores nothing more and stays connected', async () => {
    const token = visitorToken();
    const socket = await visitor(token);
    const errors = recordEvents<ChatErrorPayload>(socket, 'chat_error');
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await sendChat(socket, chatPayload(agentId, `message ${sent}`))).ok).toBe(true);
    }

    const refused = await sendChat(socket, chatPayload(agentId, 'one too many'));
    await pause(100);

    expect(refused).toEqual({ ok: false, error: RATE_LIMITED.message });
    expect(errors).toEqual([RATE_LIMITED]);
    expect(socket.connected).toBe(true);
    expect(await countUserMessages(app, agentId, token)).toBe(3);
    expect((await sendSync(socket, agentId)).ok).toBe(true);
  });

  it('counts every visitor behind one address together', async () => {
    // The first test used 4 of this address's 5 messages.
    const token = visitorToken();
    const socket = await visitor(token);

    const allowed = await sendChat(socket, chatPayload(agentId, 'first from a neighbour'));
    const refused = await sendChat(socket, chatPayload(agentId, 'second from a neighbour'));

    expect(allowed.ok).toBe(true);
    expect(refused).toEqual({ ok: false, error: RATE_LIMITED.message });
    expect(await countUserMessages(app, agentId, token)).toBe(1);
  });

  it('gives syncs a budget of their own per visitor', async () => {
    const socket = await visitor();
    const errors = recordEvents<ChatErrorPayload>(socket, 'chat_error');

    const acks = [];
    for (let sent = 0; sent < 4; sent += 1) {
      acks.push(await sendSync(socket, agentId));
    }
    await pause(100);

    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, false]);
    expect(acks[3]).toEqual({ ok: false, error: RATE_LIMITED.message });
    expect(errors).toEqual([RATE_LIMITED]);
    expect(socket.connected).toBe(true);
  });

  it('counts syncs from one address together, however many visitor tokens it makes up', async () => {
    const acks: boolean[] = [];
    for (let made = 0; made < 6; made += 1) {
      acks.push((await sendSync(await visitor(), agentId)).ok);
    }

    // Each made-up visitor syncs once, within its own budget: the address's budget (5) refuses.
    expect(acks.at(-1)).toBe(false);
  });
});
