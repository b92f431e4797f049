import type { ResponsePayload, TypingPayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { hashVisitorToken } from '../src/live-chat/visitor-token';
import type { SignedUp } from './support/factories';
import type { FakeOpenAi } from './support/fake-openai';
import {
  chatPayload,
  connected,
  nextEvent,
  pause,
  sendChat,
  startAnsweringApp,
  type VisitorSocket,
  visitorSocket,
  visitorToken,
} from './support/live-chat';

describe('live chat with a slow language model', () => {
  const TIMEOUT_MS = 1500;
  let fake: FakeOpenAi;
  let app: NestFastifyApplication;
  let url: string;
  let owner: SignedUp;
  let agentId: string;
  const sockets: VisitorSocket[] = [];

  const storedRoles = async (token: string): Promise<string[]> => {
    const rows: { role: string }[] = await app.get(DataSource).query(
      `SELECT m.role FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.agent_id = $1 AND c.visitor_token_hash = $2 ORDER BY m.created_at, m.id`,
      [agentId, hashVisitorToken(token)],
    );
    return rows.map((row) => row.role);
  };

  beforeAll(async () => {
    ({ app, url, fake, owner, agentId } = await startAnsweringApp(TIMEOUT_MS));
  });
  afterEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app.close();
    await fake.close();
  });

  it('stores and acks the message before the answer exists, shows typing, then replies', async () => {
    fake.respondWith({ hang: true });
    const token = visitorToken();
    const socket = visitorSocket(url, { agentId, token });
    sockets.push(socket);
    await connected(socket);
    const typing = nextEvent<TypingPayload>(socket, 'typing', (payload) => payload.typing);
    const response = nextEvent<ResponsePayload>(socket, 'response');

    const ack = await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));

    expect(ack.ok).toBe(true);
    expect(await storedRoles(token)).toEqual(['user']);
    await typing;
    expect(await storedRoles(token)).toEqual(['user']);
    // The model never answers; after its timeout the knowledge alone answers.
    expect((await response).message.content).toContain('$50');
    expect(await storedRoles(token)).toEqual(['user', 'assistant']);
  });

  it('gives every visitor the fallback within the model timeout when the model stalls for many at once', async () => {
    fake.respondWith({ hang: true });
    // More than the answers that may read the knowledge at once (one per database connection).
    const visitors = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const socket = visitorSocket(url, { agentId, token: visitorToken() });
        sockets.push(socket);
        await connected(socket);
        return socket;
      }),
    );
    const started = Date.now();

    const replied = await Promise.all(
      visitors.map(async (socket) => {
        const response = nextEvent<ResponsePayload>(socket, 'response', ({ message }) => message.role === 'assistant');
        await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
        await response;
        return Date.now() - started;
      }),
    );

    expect(Math.max(...replied)).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it.each([
    ['keeps open a conversation the model answered from the knowledge without citing it', 'Can I bring my dog?', 'Yes, dogs are welcome for a $50 fee.', 'open'],
    ['hands to a person a question the knowledge does not cover', 'Is there a sauna?', 'I do not have that information.', 'needs_human'],
  ])('%s', async (_label, question, reply, status) => {
    fake.respondWith({ reply });
    const token = visitorToken();
    const socket = visitorSocket(url, { agentId, token });
    sockets.push(socket);
    await connected(socket);
    const response = nextEvent<ResponsePayload>(socket, 'response');

    const ack = await sendChat(socket, chatPayload(agentId, question));
    await response;

    // The status changes just after the reply is sent, when it changes.
    await pause(100);
    const [row] = (await app.get(DataSource).query(`SELECT status FROM conversations WHERE id = $1`, [ack.ok ? ack.conversationId : ''])) as { status: string }[];
    expect(row?.status).toBe(status);
  });

  it('gives the model the conversation so far, a manager’s words as the business’s side', async () => {
    fake.respondWith({ reply: 'Check-in is at 3 pm [1].' });
    const token = visitorToken();
    const socket = visitorSocket(url, { agentId, token });
    sockets.push(socket);
    await connected(socket);
    const first = nextEvent<ResponsePayload>(socket, 'response');
    const ack = await sendChat(socket, chatPayload(agentId, 'Hello'));
    await first;
    const conversationId = ack.ok ? ack.conversationId : '';
    await request(app.getHttpServer())
      .post(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', owner.cookie)
      .send({ message: 'Sam from the office here.' })
      .expect(201);
    await request(app.getHttpServer()).post(`/api/conversations/${conversationId}/handback`).set('Cookie', owner.cookie).expect(200);
    fake.requests.length = 0;
    const second = nextEvent<ResponsePayload>(socket, 'response');

    await sendChat(socket, chatPayload(agentId, 'When can we arrive?'));
    await second;

    const messages = fake.requests[0]?.messages.filter((message) => message.role !== 'system');
    expect(messages).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Check-in is at 3 pm.' },
      { role: 'assistant', content: 'Sam from the office here.' },
      { role: 'user', content: 'When can we arrive?' },
    ]);
  });
});
