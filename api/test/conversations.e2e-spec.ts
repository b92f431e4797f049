import { randomUUID } from 'node:crypto';
import { CONVERSATION_PAGE_SIZE, MESSAGE_LIMIT_MAX, MESSAGE_PAGE_SIZE, type Conversation, type ConversationMessage } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ConversationStore } from '../src/conversations/conversation-store';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { addKnowledge, qaBody, waitUntilProcessed } from './support/knowledge';
import { chatOnce, createListeningTestApp, pause } from './support/live-chat';

const SOME_ID = '7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

describe('conversations API', () => {
  let app: NestFastifyApplication;
  let url: string;
  let owner: SignedUp;
  let stranger: SignedUp;
  let agentId: string;
  let otherAgentId: string;

  const api = () => request(app.getHttpServer());
  const list = (as: SignedUp, query: Record<string, string> = {}) =>
    api().get('/api/conversations').query(query).set('Cookie', as.cookie);

  beforeAll(async () => {
    ({ app, url } = await createListeningTestApp({ CHAT_ADDRESS_RATE_LIMIT: '100000' }));
    [owner, stranger] = await Promise.all([signUp(app), signUp(app)]);
    agentId = (await createAgent(app, owner.cookie, { name: 'Harbour Lets', status: 'active' })).id;
    otherAgentId = (await createAgent(app, owner.cookie, { name: 'City Flats', status: 'active' })).id;
    await addKnowledge(app, owner.cookie, agentId, qaBody('When is check-in?', 'Check-in is from 3 pm.'));
    await waitUntilProcessed(app, owner.cookie, agentId);
  });
  afterAll(() => app.close());

  describe('listing', () => {
    it('lists the account’s conversations, most recently active first, filtered by agent', async () => {
      const older = await chatOnce(url, agentId, 'When is check-in?');
      const other = await chatOnce(url, otherAgentId, 'Hello');
      await pause(5);
      const newer = await chatOnce(url, agentId, 'When is check-in?');

      const all = (await list(owner).expect(200)).body as Conversation[];
      const forAgent = (await list(owner, { agentId }).expect(200)).body as Conversation[];

      expect(forAgent.map((conversation) => conversation.id)).toEqual([newer.conversationId, older.conversationId]);
      expect(all.map((conversation) => conversation.id)).toEqual(expect.arrayContaining([older.conversationId, other.conversationId, newer.conversationId]));
      expect(forAgent[0]).toEqual({
        id: newer.conversationId,
        agentId,
        contactInfo: expect.stringMatching(/^Website visitor [0-9a-f]{8}$/),
        channel: 'webchat',
        status: 'open',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('moves a conversation to the top when its visitor writes again', async () => {
      const first = await chatOnce(url, otherAgentId, 'Hello');
      await chatOnce(url, otherAgentId, 'Hello');
      await pause(5);
      await chatOnce(url, otherAgentId, 'Hello again', first.token);

      const [top] = (await list(owner, { agentId: otherAgentId }).expect(200)).body as Conversation[];

      expect(top?.id).toBe(first.conversationId);
    });

    it('gets one conversation by id, as the list shows it', async () => {
      const chat = await chatOnce(url, agentId, 'When is check-in?');

      const one = (await api().get(`/api/conversations/${chat.conversationId}`).set('Cookie', owner.cookie).expect(200)).body as Conversation;
      const [listed] = ((await list(owner, { agentId }).expect(200)).body as Conversation[]).filter((candidate) => candidate.id === chat.conversationId);

      expect(one).toEqual(listed);
    });

    it('shows another account nothing', async () => {
      await chatOnce(url, agentId, 'Hello');

      expect((await list(stranger).expect(200)).body).toEqual([]);
      expect((await list(stranger, { agentId }).expect(200)).body).toEqual([]);
    });

    it('pages through every conversation with before, none twice, ties in time ordered by id', async () => {
      const fresh = await signUp(app);
      const agent = await createAgent(app, fresh.cookie, { status: 'active' });
      const count = CONVERSATION_PAGE_SIZE + 30;
      // Every third conversation shares its time with the one before it, so the order needs the id too.
      await app.get(DataSource).query(
        `INSERT INTO conversations (account_id, agent_id, channel, visitor_token_hash, contact_info, updated_at)
         SELECT $1, $2, 'webchat', md5(n::text) || md5((-n)::text), 'Visitor ' || n, now() - (n - n % 3) * interval '1 second'
         FROM generate_series(1, $3) n`,
        [fresh.user.accountId, agent.id, count],
      );

      const first = (await list(fresh, { agentId: agent.id }).expect(200)).body as Conversation[];
      const second = (await list(fresh, { agentId: agent.id, before: first.at(-1)!.id }).expect(200)).body as Conversation[];
      const third = (await list(fresh, { agentId: agent.id, before: second.at(-1)!.id }).expect(200)).body as Conversation[];

      expect(first).toHaveLength(CONVERSATION_PAGE_SIZE);
      expect(second).toHaveLength(30);
      expect(third).toEqual([]);
      const all = [...first, ...second];
      expect(new Set(all.map((conversation) => conversation.id)).size).toBe(count);
      const order = (a: Conversation, b: Conversation) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id);
      expect(all).toEqual([...all].sort(order));
    });

    it('gives another account nothing after one of this account’s conversations, and refuses a before that is no id', async () => {
      const chat = await chatOnce(url, agentId, 'Hello');

      expect((await list(stranger, { before: chat.conversationId }).expect(200)).body).toEqual([]);
      const response = await list(owner, { before: 'last' }).expect(400);
      expect(response.body.message).toEqual(['before must be a conversation id']);
    });

    it('refuses an agentId that is not a UUID', async () => {
      const response = await list(owner, { agentId: 'seven' }).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: ['agentId must be a UUID'], error: 'Bad Request' });
    });

    it('needs a session', async () => {
      await api().get('/api/conversations').expect(401);
    });

    it('is counted by the dashboard stats', async () => {
      const fresh = await signUp(app);
      const agent = await createAgent(app, fresh.cookie, { status: 'active' });
      await chatOnce(url, agent.id, 'Hello');
      await chatOnce(url, agent.id, 'Hello');

      const stats = await api().get('/api/dashboard/stats').set('Cookie', fresh.cookie).expect(200);

      expect(stats.body.conversations).toBe(2);
    });

    it('gets no conversation from the playground', async () => {
      const fresh = await signUp(app);
      const agent = await createAgent(app, fresh.cookie, { status: 'active' });
      await api().post('/api/playground/chat').set('Cookie', fresh.cookie).send({ agentId: agent.id, message: 'Hello' }).expect(200);

      expect((await list(fresh).expect(200)).body).toEqual([]);
    });
  });

  describe('messages', () => {
    it('returns the conversation oldest first with roles, client ids and sources', async () => {
      const chat = await chatOnce(url, agentId, 'When is check-in?');

      const response = await api().get(`/api/conversations/${chat.conversationId}/messages`).set('Cookie', owner.cookie).expect(200);

      expect(response.body).toEqual([
        {
          id: chat.messageId,
          conversationId: chat.conversationId,
          role: 'user',
          content: 'When is check-in?',
          clientMessageId: expect.any(String),
          createdAt: expect.any(String),
        },
        {
          id: expect.any(String),
          conversationId: chat.conversationId,
          role: 'assistant',
          content: expect.stringContaining('3 pm'),
          clientMessageId: null,
          sources: [{ id: expect.any(String), title: 'When is check-in?' }],
          createdAt: expect.any(String),
        },
      ]);
    });

    it('returns the newest messages, as many as limit asks for', async () => {
      const chat = await chatOnce(url, agentId, 'Hello');
      await app.get(DataSource).query(
        `INSERT INTO messages (id, conversation_id, role, content, created_at)
         SELECT gen_random_uuid(), $1, 'user', 'Message ' || n, now() + n * interval '1 millisecond' FROM generate_series(1, $2) n`,
        [chat.conversationId, MESSAGE_PAGE_SIZE + 10],
      );
      const messages = (query: Record<string, string> = {}) =>
        api().get(`/api/conversations/${chat.conversationId}/messages`).query(query).set('Cookie', owner.cookie);

      const newest = (await messages().expect(200)).body as ConversationMessage[];
      const all = (await messages({ limit: String(MESSAGE_LIMIT_MAX) }).expect(200)).body as ConversationMessage[];

      expect(newest).toHaveLength(MESSAGE_PAGE_SIZE);
      expect(newest.at(-1)?.content).toBe(`Message ${MESSAGE_PAGE_SIZE + 10}`);
      expect(newest[0]?.content).toBe('Message 11');
      expect(all).toHaveLength(MESSAGE_PAGE_SIZE + 12);
      expect(all.slice(0, 2).map((message) => message.role)).toEqual(['user', 'assistant']);
      for (const bad of ['0', String(MESSAGE_LIMIT_MAX + 1), 'many', '1.5']) {
        const response = await messages({ limit: bad }).expect(400);
        expect(response.body.message).toEqual([expect.stringMatching(/^limit must be /)]);
      }
    });

    it.each([
      ['blank', { message: '  ' }, 'message must not be empty'],
      ['missing', {}, 'message must be a string'],
      ['too long', { message: 'x'.repeat(4001) }, 'message must be at most 4000 characters'],
    ])('refuses a %s manager message with 400', async (_label, body, message) => {
      const chat = await chatOnce(url, agentId, 'Hello');

      const response = await api().post(`/api/conversations/${chat.conversationId}/messages`).set('Cookie', owner.cookie).send(body).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    });

    it('refuses a manager message holding a NUL character with 400, and stores nothing', async () => {
      const chat = await chatOnce(url, agentId, 'Hello');
      const before = await api().get(`/api/conversations/${chat.conversationId}/messages`).set('Cookie', owner.cookie).expect(200);

      const response = await api()
        .post(`/api/conversations/${chat.conversationId}/messages`)
        .set('Cookie', owner.cookie)
        .send({ message: 'Hi\u0000 there' })
        .expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: 'Text cannot contain NUL characters', error: 'Bad Request' });
      const after = await api().get(`/api/conversations/${chat.conversationId}/messages`).set('Cookie', owner.cookie).expect(200);
      expect(after.body).toEqual(before.body);
    });

    it('refuses unknown fields', async () => {
      const chat = await chatOnce(url, agentId, 'Hello');

      await api()
        .post(`/api/conversations/${chat.conversationId}/messages`)
        .set('Cookie', owner.cookie)
        .send({ message: 'Hi', role: 'assistant' })
        .expect(400);
    });

    it('stores a manager message as role human and pauses the AI', async () => {
      const chat = await chatOnce(url, agentId, 'Hello');

      const sent = await api()
        .post(`/api/conversations/${chat.conversationId}/messages`)
        .set('Cookie', owner.cookie)
        .send({ message: 'Hello, I am here' })
        .expect(201);
      const [conversation] = ((await list(owner, { agentId }).expect(200)).body as Conversation[]).filter(
        (candidate) => candidate.id === chat.conversationId,
      );
      const messages = (await api().get(`/api/conversations/${chat.conversationId}/messages`).set('Cookie', owner.cookie)).body as ConversationMessage[];

      expect(sent.body).toMatchObject({ role: 'human', content: 'Hello, I am here', conversationId: chat.conversationId });
      expect(conversation?.status).toBe('human');
      expect(messages.at(-1)).toEqual(sent.body);
    });
  });

  describe('takeover, handback and resolve', () => {
    it.each([
      ['takeover', 'human'],
      ['handback', 'open'],
      ['resolve', 'resolved'],
    ])('POST /:id/%s answers the conversation with status %s', async (action, status) => {
      const chat = await chatOnce(url, agentId, 'When is check-in?');

      const response = await api().post(`/api/conversations/${chat.conversationId}/${action}`).set('Cookie', owner.cookie).expect(200);

      expect(response.body).toMatchObject({ id: chat.conversationId, status, channel: 'webchat', agentId });
    });

    // Two transactions at once: the embedded database runs one connection, so PostgreSQL only.
    (process.env.DATABASE_URL ? it : it.skip)('stores no AI reply once a takeover being written at that moment commits', async () => {
      const chat = await chatOnce(url, agentId, 'When is check-in?');
      const manager = new Client({ connectionString: process.env.DATABASE_URL });
      await manager.connect();
      try {
        await manager.query('BEGIN');
        await manager.query(`UPDATE conversations SET status = 'human' WHERE id = $1`, [chat.conversationId]);
        const reply = app.get(ConversationStore).addReply(chat.conversationId, randomUUID(), 'Check-in is from 3 pm.', []);
        await pause(200);
        await manager.query('COMMIT');

        expect(await reply).toBeNull();
      } finally {
        await manager.end();
      }
    });
  });

  describe('deleting', () => {
    it("deletes an agent's conversations with their messages, and only theirs", async () => {
      const doomed = (await createAgent(app, owner.cookie, { name: 'Sold Cottage', status: 'active' })).id;
      await addKnowledge(app, owner.cookie, doomed, qaBody('When is check-in?', 'Check-in is from 4 pm.'));
      await waitUntilProcessed(app, owner.cookie, doomed);
      const gone = await chatOnce(url, doomed, 'When is check-in?');
      const kept = await chatOnce(url, agentId, 'When is check-in?');
      const messagesOf = async (conversationId: string) =>
        Number((await app.get(DataSource).query('SELECT count(*) AS n FROM messages WHERE conversation_id = $1', [conversationId]))[0].n);
      expect(await messagesOf(gone.conversationId)).toBe(2);

      await api().delete(`/api/agents/${doomed}`).set('Cookie', owner.cookie).expect(204);

      expect(await messagesOf(gone.conversationId)).toBe(0);
      expect(await messagesOf(kept.conversationId)).toBe(2);
    });
  });

  describe('another account’s conversation', () => {
    it.each([
      ['get', 'messages'],
      ['post', 'messages'],
      ['post', 'takeover'],
      ['post', 'handback'],
      ['post', 'resolve'],
    ])('%s /:id/%s answers 404 and changes nothing', async (method, action) => {
      const chat = await chatOnce(url, agentId, 'When is check-in?');

      const response = await api()[method as 'post'](`/api/conversations/${chat.conversationId}/${action}`)
        .set('Cookie', stranger.cookie)
        .send({ message: 'Not mine' })
        .expect(404);
      const messages = (await api().get(`/api/conversations/${chat.conversationId}/messages`).set('Cookie', owner.cookie)).body as ConversationMessage[];
      const [conversation] = ((await list(owner, { agentId }).expect(200)).body as Conversation[]).filter(
        (candidate) => candidate.id === chat.conversationId,
      );

      expect(response.body).toEqual({ statusCode: 404, message: 'Conversation not found', error: 'Not Found' });
      expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
      expect(conversation?.status).toBe('open');
    });

    it('get /:id answers 404', async () => {
      const chat = await chatOnce(url, agentId, 'When is check-in?');

      const response = await api().get(`/api/conversations/${chat.conversationId}`).set('Cookie', stranger.cookie).expect(404);

      expect(response.body).toEqual({ statusCode: 404, message: 'Conversation not found', error: 'Not Found' });
    });

    it.each([SOME_ID, 'not-a-uuid'])('answers 404 for the id %s', async (id) => {
      await api().get(`/api/conversations/${id}`).set('Cookie', owner.cookie).expect(404);
      await api().get(`/api/conversations/${id}/messages`).set('Cookie', owner.cookie).expect(404);
      await api().post(`/api/conversations/${id}/takeover`).set('Cookie', owner.cookie).expect(404);
    });
  });
});
