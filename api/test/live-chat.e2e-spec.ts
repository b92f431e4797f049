import type { ChatErrorPayload, ConversationUpdatedPayload, NewMessagePayload, ResponsePayload, TypingPayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DONT_KNOW_REPLY } from '../src/answer-engine';
import { ACKNOWLEDGEMENT_REPLY } from '../src/answer-engine/small-talk';
import { ORIGIN_NOT_ALLOWED } from '../src/live-chat/chat-errors';
import { HANDED_TO_TEAM_REPLY } from '../src/answers/person-request';
import { TYPING_DELAY_MS } from '../src/live-chat/typing-indicator';
import { hashVisitorToken } from '../src/live-chat/visitor-token';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { addKnowledge, qaBody, waitUntilProcessed } from './support/knowledge';
import {
  chatErrorOf,
  chatPayload,
  connected,
  connectError,
  createListeningTestApp,
  type DashboardSocket,
  dashboardSocket,
  eventually,
  nextEvent,
  pause,
  recordEvents,
  sendChat,
  sendSync,
  type VisitorSocket,
  visitorSocket,
  visitorToken,
} from './support/live-chat';

const PETS_ANSWER = 'Yes, dogs under 20 kg are welcome for a $50 fee per stay.';

/** The dashboard's news that a conversation now needs the team. */
function flaggedForTeam(dashboard: DashboardSocket, conversationId: string): Promise<ConversationUpdatedPayload> {
  return nextEvent<ConversationUpdatedPayload>(
    dashboard,
    'conversation_updated',
    ({ conversation }) => conversation.id === conversationId && conversation.status === 'needs_human',
  );
}

interface StoredMessage {
  role: string;
  content: string;
  client_message_id: string | null;
}

describe('live chat over socket.io', () => {
  let app: NestFastifyApplication;
  let url: string;
  let owner: SignedUp;
  let agentId: string;
  const sockets: { disconnect(): unknown }[] = [];

  const track = <T extends { disconnect(): unknown }>(socket: T): T => {
    sockets.push(socket);
    return socket;
  };
  const visitor = async (token = visitorToken(), id = agentId): Promise<VisitorSocket> => {
    const socket = track(visitorSocket(url, { agentId: id, token }));
    await connected(socket);
    return socket;
  };
  const storedMessages = (token: string, id = agentId): Promise<StoredMessage[]> =>
    app.get(DataSource).query(
      `SELECT m.role, m.content, m.client_message_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.agent_id = $1 AND c.visitor_token_hash = $2 ORDER BY m.created_at, m.id`,
      [id, hashVisitorToken(token)],
    );
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    ({ app, url } = await createListeningTestApp({ CHAT_ADDRESS_RATE_LIMIT: '100000', CHAT_VISITOR_RATE_LIMIT: '1000' }));
    owner = await signUp(app);
    agentId = (await createAgent(app, owner.cookie, { name: 'Seaside Cottage', status: 'active', channels: ['webchat'] })).id;
    await addKnowledge(app, owner.cookie, agentId, qaBody('Can I bring my dog?', PETS_ANSWER));
    await waitUntilProcessed(app, owner.cookie, agentId);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) {
      socket.disconnect();
    }
  });
  afterAll(() => app.close());

  describe('a visitor chatting', () => {
    it('stores the message, acks it, and answers with a `response` the database also holds', async () => {
      const token = visitorToken();
      const socket = await visitor(token);
      const response = nextEvent<ResponsePayload>(socket, 'response');
      const typing = recordEvents<TypingPayload>(socket, 'typing');

      const ack = await sendChat(socket, chatPayload(agentId, '  can we bring our puppy?  ', 'msg-1'));

      expect(ack).toEqual({ ok: true, conversationId: expect.any(String), messageId: expect.any(String), replying: true });
      const { conversationId, message } = await response;
      expect(conversationId).toBe(ack.ok && ack.conversationId);
      expect(message).toMatchObject({ role: 'assistant', content: expect.stringContaining('$50'), clientMessageId: null });
      expect(message.sources).toEqual([{ id: expect.any(String), title: 'Can I bring my dog?' }]);
      // The answer came at once: the widget's own dots were enough, no typing events follow.
      await pause(TYPING_DELAY_MS + 50);
      expect(typing).toEqual([]);
      expect(await storedMessages(token)).toEqual([
        { role: 'user', content: 'can we bring our puppy?', client_message_id: 'msg-1' },
        { role: 'assistant', content: message.content, client_message_id: null },
      ]);
    });

    it("shows a visitor's message and its reply in their other tab, in order", async () => {
      const token = visitorToken();
      const [writing, watching] = [await visitor(token), await visitor(token)];
      const heard = recordEvents<ResponsePayload>(watching, 'response');
      const reply = nextEvent<ResponsePayload>(watching, 'response', ({ message }) => message.role === 'assistant');

      const ack = await sendChat(writing, chatPayload(agentId, 'Can I bring my dog?', 'tab-1'));
      await reply;

      expect(heard.map(({ message }) => [message.role, message.content])).toEqual([
        ['user', 'Can I bring my dog?'],
        ['assistant', PETS_ANSWER],
      ]);
      expect(heard[0]?.message).toMatchObject({ id: ack.ok && ack.messageId, clientMessageId: 'tab-1' });
    });

    it('keeps one conversation per visitor and passes the earlier turns to the answer', async () => {
      const token = visitorToken();
      const socket = await visitor(token);
      const first = nextEvent<ResponsePayload>(socket, 'response');
      const firstAck = await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
      await first;
      const second = nextEvent<ResponsePayload>(socket, 'response');

      const secondAck = await sendChat(socket, chatPayload(agentId, 'how much is it?'));

      expect(secondAck.ok && secondAck.conversationId).toBe(firstAck.ok && firstAck.conversationId);
      expect((await second).message.content).toContain('$50');
    });

    it('stores the token only as its hash', async () => {
      const token = visitorToken();
      const socket = await visitor(token);
      await sendChat(socket, chatPayload(agentId, 'hello'));

      const rows: { visitor_token_hash: string }[] = await app
        .get(DataSource)
        .query(`SELECT visitor_token_hash FROM conversations WHERE agent_id = $1`, [agentId]);

      expect(rows.map((row) => row.visitor_token_hash)).toContain(hashVisitorToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it.each([
      ['a blank message', { message: '   ' }, 'message must not be empty'],
      ['4,001 characters', { message: 'x'.repeat(4001) }, 'message must be at most 4000 characters'],
      ['a 101-character id', { clientMessageId: 'c'.repeat(101) }, 'clientMessageId must be a string of 1 to 100 characters'],
      ['an empty id', { clientMessageId: '' }, 'clientMessageId must be a string of 1 to 100 characters'],
      ['another agent', { agentId: '6a0c5e52-4f5e-4d0e-9d8a-2b1f3c4d5e6f' }, 'agentId must be the agent this connection chats with'],
    ])('refuses %s in the ack and stores nothing', async (_label, change, error) => {
      const token = visitorToken();
      const socket = await visitor(token);

      const ack = await sendChat(socket, { ...chatPayload(agentId, 'hello'), ...change });

      expect(ack).toEqual({ ok: false, error });
      expect(socket.connected).toBe(true);
      expect(await storedMessages(token)).toEqual([]);
    });

    it('stores half an emoji (a lone surrogate) as U+FFFD instead of failing the message', async () => {
      const token = visitorToken();
      const socket = await visitor(token);

      const ack = await sendChat(socket, chatPayload(agentId, 'hello \ud83d there', 'half-emoji'));

      expect(ack.ok).toBe(true);
      expect(await storedMessages(token)).toContainEqual({ role: 'user', content: 'hello \ufffd there', client_message_id: 'half-emoji' });
    });

    it('answers a chat event sent without any payload with an error in its ack', async () => {
      const socket = await visitor();

      const ack = await (socket as unknown as { emitWithAck(event: string): Promise<unknown> }).emitWithAck('chat');

      expect(ack).toEqual({ ok: false, error: 'The chat payload must be an object' });
      expect(socket.connected).toBe(true);
    });

    it('sets needs_human and tells the dashboard when the knowledge has no answer', async () => {
      const dashboard = track(dashboardSocket(url, owner.cookie));
      await connected(dashboard);
      const socket = await visitor();
      const response = nextEvent<ResponsePayload>(socket, 'response');
      const ack = await sendChat(socket, chatPayload(agentId, 'Is there a swimming pool?'));
      const conversationId = ack.ok ? ack.conversationId : '';
      const needsHuman = flaggedForTeam(dashboard, conversationId);

      expect((await response).message.content).toBe(DONT_KNOW_REPLY);
      await needsHuman;
      const list = await api().get('/api/conversations').query({ agentId }).set('Cookie', owner.cookie).expect(200);
      expect(list.body.find((conversation: { id: string }) => conversation.id === conversationId)).toMatchObject({ status: 'needs_human' });
    });

    it('sets needs_human when the answer covers only part of the message and offers a person for the rest, cached or not', async () => {
      const dashboard = track(dashboardSocket(url, owner.cookie));
      await connected(dashboard);
      // The second visitor's answer comes from the cache and is stored with their message.
      for (const _ of [1, 2]) {
        const socket = await visitor();
        const response = nextEvent<ResponsePayload>(socket, 'response', ({ message }) => message.role === 'assistant');
        const ack = await sendChat(socket, chatPayload(agentId, 'Can I bring my dog? And is there a swimming pool?'));
        const conversationId = ack.ok ? ack.conversationId : '';
        const needsHuman = flaggedForTeam(dashboard, conversationId);

        const reply = (await response).message.content;
        expect(reply).toContain('$50');
        expect(reply).toContain('As for "is there a swimming pool?"');
        await needsHuman;
      }
    });

    it('tells a visitor who says yes to the offer of a person that the team knows, instead of offering again', async () => {
      const socket = await visitor();
      const offer = nextEvent<ResponsePayload>(socket, 'response', ({ message }) => message.role === 'assistant');
      await sendChat(socket, chatPayload(agentId, 'Is there a swimming pool?'));
      expect((await offer).message.content).toBe(DONT_KNOW_REPLY);
      const handedOver = nextEvent<ResponsePayload>(socket, 'response', ({ message }) => message.role === 'assistant');

      await sendChat(socket, chatPayload(agentId, 'yes please'));

      expect((await handedOver).message).toMatchObject({ content: HANDED_TO_TEAM_REPLY, sources: [] });
    });

    it('takes an ok after an answer for an ok, though the AI offered a person earlier', async () => {
      const socket = await visitor();
      const reply = () => nextEvent<ResponsePayload>(socket, 'response', ({ message }) => message.role === 'assistant');
      const offer = reply();
      await sendChat(socket, chatPayload(agentId, 'Is there a swimming pool?'));
      expect((await offer).message.content).toBe(DONT_KNOW_REPLY);
      const answer = reply();
      await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
      expect((await answer).message.content).toBe(PETS_ANSWER);
      const acknowledged = reply();

      await sendChat(socket, chatPayload(agentId, 'ok'));

      expect((await acknowledged).message.content).toBe(ACKNOWLEDGEMENT_REPLY);
    });

    it('flags the conversation for the team when a visitor asks for a person, though the knowledge could answer', async () => {
      const dashboard = track(dashboardSocket(url, owner.cookie));
      await connected(dashboard);
      const socket = await visitor();
      const reply = nextEvent<ResponsePayload>(socket, 'response', ({ message }) => message.role === 'assistant');
      const ack = await sendChat(socket, chatPayload(agentId, 'Can I talk to a person about bringing my dog?'));
      const conversationId = ack.ok ? ack.conversationId : '';
      const needsHuman = flaggedForTeam(dashboard, conversationId);

      expect((await reply).message.content).toBe(HANDED_TO_TEAM_REPLY);
      await needsHuman;
    });
  });

  describe('many messages at once', () => {
    it('stores each of many visitors’ simultaneous messages once, in its own conversation, and answers each', async () => {
      const tokens = Array.from({ length: 25 }, () => visitorToken());
      const visitors = await Promise.all(tokens.map((token) => visitor(token)));
      const replies = visitors.map((socket) => nextEvent<ResponsePayload>(socket, 'response'));

      const acks = await Promise.all(visitors.map((socket, index) => sendChat(socket, chatPayload(agentId, 'Can I bring my dog?', `burst-${index}`))));

      expect(acks.every((ack) => ack.ok)).toBe(true);
      expect(new Set(acks.map((ack) => ack.ok && ack.conversationId)).size).toBe(tokens.length);
      for (const reply of await Promise.all(replies)) {
        expect(reply.message.content).toContain('$50');
      }
      for (const token of tokens) {
        expect((await storedMessages(token)).map((message) => message.role)).toEqual(['user', 'assistant']);
      }
    });

    it('keeps the order of messages one visitor sends without waiting', async () => {
      const token = visitorToken();
      const socket = await visitor(token);

      const acks = await Promise.all(['first', 'second', 'third'].map((text) => sendChat(socket, chatPayload(agentId, text))));

      expect(new Set(acks.map((ack) => ack.ok && ack.conversationId)).size).toBe(1);
      const visitorMessages = (await storedMessages(token)).filter((message) => message.role === 'user');
      expect(visitorMessages.map((message) => message.content)).toEqual(['first', 'second', 'third']);
    });

    it('answers a repeated question from the knowledge as it is now, after items are added or deleted', async () => {
      const id = (await createAgent(app, owner.cookie, { name: 'Harbor Loft', status: 'active', channels: ['webchat'] })).id;
      const ask = async (): Promise<string> => {
        const socket = await visitor(visitorToken(), id);
        const response = nextEvent<ResponsePayload>(socket, 'response');
        await sendChat(socket, chatPayload(id, 'Is there a swimming pool?'));
        return (await response).message.content;
      };
      expect(await ask()).toBe(DONT_KNOW_REPLY);

      const item = await addKnowledge(app, owner.cookie, id, qaBody('Is there a pool?', 'Yes, a heated pool, open 8 am to 8 pm.'));
      await waitUntilProcessed(app, owner.cookie, id);
      expect(await ask()).toContain('heated pool');

      await api().delete(`/api/knowledge/${item.id}`).set('Cookie', owner.cookie).expect(204);
      expect(await ask()).toBe(DONT_KNOW_REPLY);
    });
  });

  describe('a reply known in advance (an answer cached under the current knowledge)', () => {
    /** Asks on `socket` and resolves with what arrived, in arrival order: the ack and the `response`. */
    const exchange = (socket: VisitorSocket, id: string, message: string): Promise<string[]> => {
      const arrived: string[] = [];
      return new Promise((resolve) => {
        socket.once('response', ({ message: reply }) => {
          arrived.push(`response: ${reply.content}`);
          resolve(arrived);
        });
        socket.emit('chat', chatPayload(id, message), (ack: { ok: boolean }) => arrived.push(`ack: ${ack.ok}`));
      });
    };

    it('is stored right after its message and reaches the widget after the ack', async () => {
      const token = visitorToken();
      const socket = await visitor(token);

      for (let round = 0; round < 3; round += 1) {
        expect(await exchange(socket, agentId, 'Can I bring my dog?')).toEqual(['ack: true', `response: ${PETS_ANSWER}`]);
      }

      const stored = await app.get(DataSource).query(
        // Microseconds as text: a JavaScript Date would round a question and its reply to one millisecond.
        `SELECT m.role, (extract(epoch FROM m.created_at) * 1000000)::bigint::text AS micros
         FROM messages m JOIN conversations c ON c.id = m.conversation_id
         WHERE c.visitor_token_hash = $1 ORDER BY m.created_at, m.id`,
        [hashVisitorToken(token)],
      );
      expect(stored.map((row: { role: string }) => row.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
      const times = stored.map((row: { micros: string }) => row.micros);
      expect(new Set(times).size).toBe(times.length);
    });

    it('is not stored or sent once a manager has taken the conversation over', async () => {
      const token = visitorToken();
      const socket = await visitor(token);
      await exchange(socket, agentId, 'Can I bring my dog?');
      const reply = nextEvent<ResponsePayload>(socket, 'response');
      const ack = await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
      await reply;
      await api()
        .post(`/api/conversations/${ack.ok ? ack.conversationId : ''}/takeover`)
        .set('Cookie', owner.cookie)
        .expect(200);
      const responses = recordEvents<ResponsePayload>(socket, 'response');

      expect((await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'))).ok).toBe(true);

      await pause(300);
      expect(responses).toEqual([]);
      expect((await storedMessages(token)).map((row) => row.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    });

    it('is not used when the previous question it followed is no longer the last one', async () => {
      const id = (await createAgent(app, owner.cookie, { name: 'Fee Cottage', status: 'active', channels: ['webchat'] })).id;
      await addKnowledge(app, owner.cookie, id, qaBody('What is the pet fee?', 'The pet fee is $50 per stay.'));
      await addKnowledge(app, owner.cookie, id, qaBody('What is the cleaning fee?', 'The cleaning fee is $80.'));
      await waitUntilProcessed(app, owner.cookie, id);
      const followUp = 'how much is that?';
      const warm = await visitor(visitorToken(), id);
      await exchange(warm, id, 'What is the pet fee?');
      expect((await exchange(warm, id, followUp))[1]).toContain('$50');
      const token = visitorToken();
      const firstTab = await visitor(token, id);
      const secondTab = await visitor(token, id);
      // Each tab shows what the other one asked and was told: wait for that before asking there.
      const shownIn = (tab: VisitorSocket, content: string) => nextEvent<ResponsePayload>(tab, 'response', ({ message }) => message.content === content);
      const petFeeShown = shownIn(secondTab, 'The pet fee is $50 per stay.');
      await exchange(firstTab, id, 'What is the pet fee?');
      await petFeeShown;
      // The other tab asks about something else: the first tab's follow-up is now about cleaning.
      const cleaningFeeShown = shownIn(firstTab, 'The cleaning fee is $80.');
      await exchange(secondTab, id, 'What is the cleaning fee?');
      await cleaningFeeShown;

      const reply = await exchange(firstTab, id, followUp);

      expect(reply[1]).toContain('$80');
    });
  });

  describe('retries and reconnects', () => {
    it('stores a message resent after a lost ack once, and answers it once', async () => {
      const token = visitorToken();
      const payload = chatPayload(agentId, 'Can I bring my dog?', 'retried-message');
      const first = await visitor(token);
      first.emit('chat', payload, () => undefined);
      // The server has the message, but the connection drops before the widget reads any ack.
      const [stored] = await eventually(() => storedMessages(token), (rows) => rows.length > 0);
      first.disconnect();
      expect(stored).toMatchObject({ role: 'user', client_message_id: 'retried-message' });

      const second = await visitor(token);
      const ack = await sendChat(second, payload);

      const messages = await eventually(() => storedMessages(token), (rows) => rows.some((row) => row.role === 'assistant'));
      await pause(300);
      expect(await storedMessages(token)).toEqual(messages);
      expect(messages.map((row) => row.role)).toEqual(['user', 'assistant']);
      const synced = await sendSync(second, agentId);
      const original = synced.ok ? synced.messages[0] : undefined;
      expect(ack).toEqual({ ok: true, conversationId: original?.conversationId, messageId: original?.id, replying: true });
    });

    it('acks a duplicate with the original ids and does not answer again', async () => {
      const token = visitorToken();
      const socket = await visitor(token);
      const payload = chatPayload(agentId, 'Can I bring my dog?');
      const responses = recordEvents<ResponsePayload>(socket, 'response');
      const firstAck = await sendChat(socket, payload);
      await eventually(async () => responses, (seen) => seen.length === 1);

      const secondAck = await sendChat(socket, payload);
      await pause(300);

      expect(secondAck).toEqual(firstAck);
      expect(responses).toHaveLength(1);
      expect((await storedMessages(token)).map((row) => row.role)).toEqual(['user', 'assistant']);
    });

    it('lets a reconnecting widget catch up on the replies it missed', async () => {
      const token = visitorToken();
      const first = await visitor(token);
      const firstResponse = nextEvent<ResponsePayload>(first, 'response');
      await sendChat(first, chatPayload(agentId, 'hello there'));
      const seen = (await firstResponse).message;
      first.emit('chat', chatPayload(agentId, 'Can I bring my dog?'), () => undefined);
      await eventually(() => storedMessages(token), (rows) => rows.length >= 3);
      first.disconnect();
      await eventually(() => storedMessages(token), (rows) => rows.length === 4);
      // Written while the widget is away: only a sync can bring it.
      await api()
        .post(`/api/conversations/${seen.conversationId}/messages`)
        .set('Cookie', owner.cookie)
        .send({ message: 'Sam here, happy to help with anything else.' })
        .expect(201);

      const second = await visitor(token);
      const missed = await sendSync(second, agentId, seen.id);
      const everything = await sendSync(second, agentId);

      expect(missed).toEqual({
        ok: true,
        conversationId: seen.conversationId,
        messages: [
          expect.objectContaining({ role: 'user', content: 'Can I bring my dog?' }),
          expect.objectContaining({ role: 'assistant', content: expect.stringContaining('$50') }),
          expect.objectContaining({ role: 'human', content: 'Sam here, happy to help with anything else.' }),
        ],
      });
      expect(everything.ok && everything.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'human']);
    });

    it('refuses a sync after something that is not a message id', async () => {
      const socket = await visitor();

      expect(await sendSync(socket, agentId, 'not-an-id')).toEqual({ ok: false, error: 'afterMessageId must be a message id' });
    });

    it('syncs an empty conversation for a visitor who has not written yet', async () => {
      const socket = await visitor();

      expect(await sendSync(socket, agentId)).toEqual({ ok: true, conversationId: null, messages: [] });
    });
  });

  describe('who may connect', () => {
    it.each([
      ['an agent still training', { status: 'training' as const, channels: ['webchat' as const] }],
      ['an agent without the webchat channel', { status: 'active' as const, channels: ['sms' as const] }],
    ])('refuses a widget for %s with agent_unavailable, then disconnects it', async (_label, fields) => {
      const agent = await createAgent(app, owner.cookie, fields);
      const socket = track(visitorSocket(url, { agentId: agent.id }));
      const error = chatErrorOf(socket);
      const disconnected = nextEvent<string>(socket, 'disconnect');

      expect(await error).toEqual<ChatErrorPayload>({ code: 'agent_unavailable', message: expect.any(String) });
      expect(await disconnected).toBe('io server disconnect');
    });

    it('refuses a widget for an agent that does not exist', async () => {
      const socket = track(visitorSocket(url, { agentId: '6a0c5e52-4f5e-4d0e-9d8a-2b1f3c4d5e6f' }));

      expect((await chatErrorOf(socket)).code).toBe('agent_unavailable');
    });

    it('refuses a visitor token shorter than 16 characters', async () => {
      const socket = track(visitorSocket(url, { agentId, token: 'short' }));

      expect((await chatErrorOf(socket)).code).toBe('invalid');
    });

    it('stops answering a connected widget soon after the agent is deactivated', async () => {
      const agent = await createAgent(app, owner.cookie, { status: 'active' });
      const socket = await visitor(visitorToken(), agent.id);
      await api().patch(`/api/agents/${agent.id}`).set('Cookie', owner.cookie).send({ channels: ['sms'] }).expect(200);

      const refused = await eventually(
        () => sendChat(socket, chatPayload(agent.id, 'hello')),
        (ack) => !ack.ok,
        8_000,
      );

      expect(refused).toEqual({ ok: false, error: expect.any(String) });
    });

    describe('with allowed origins', () => {
      let restrictedId: string;
      /** An active agent that lists one website, https://shop.example.com. */
      const shopAgent = async () =>
        (await createAgent(app, owner.cookie, { status: 'active', configuration: { widgetConfig: { allowedOrigins: ['https://shop.example.com'] } } })).id;
      const takeShopOffList = (id: string) =>
        api()
          .patch(`/api/agents/${id}`)
          .set('Cookie', owner.cookie)
          .send({ configuration: { widgetConfig: { allowedOrigins: ['https://new-shop.example.com'] } } })
          .expect(200);
      /** The ack of the first message refused, within the few seconds an agent is cached for. */
      const refusalOnceOffList = (socket: VisitorSocket, id: string) =>
        eventually(
          () => sendChat(socket, chatPayload(id, 'still there?')),
          (ack) => !ack.ok,
          8_000,
        );

      beforeAll(async () => {
        restrictedId = (
          await createAgent(app, owner.cookie, {
            status: 'active',
            configuration: { widgetConfig: { allowedOrigins: ['https://shop.example.com'] } },
          })
        ).id;
      });

      it('accepts a listed origin', async () => {
        const socket = track(visitorSocket(url, { agentId: restrictedId, origin: 'https://shop.example.com' }));
        await connected(socket);

        expect((await sendChat(socket, chatPayload(restrictedId, 'hello'))).ok).toBe(true);
      });

      it('accepts the widget page served by this host', async () => {
        const socket = track(visitorSocket(url, { agentId: restrictedId, origin: url }));
        await connected(socket);

        expect((await sendChat(socket, chatPayload(restrictedId, 'hello'))).ok).toBe(true);
      });

      it('stops a connected widget chatting, and catching up, once its website is no longer allowed', async () => {
        const agentId = await shopAgent();
        const socket = track(visitorSocket(url, { agentId, origin: 'https://shop.example.com' }));
        await connected(socket);
        expect((await sendChat(socket, chatPayload(agentId, 'hello'))).ok).toBe(true);

        await takeShopOffList(agentId);

        expect(await refusalOnceOffList(socket, agentId)).toEqual({ ok: false, error: ORIGIN_NOT_ALLOWED.message });
        expect(await sendSync(socket, agentId)).toEqual({ ok: false, error: ORIGIN_NOT_ALLOWED.message });
      });

      it("lets the designer's preview chat: the widget page framed by this server's dashboard", async () => {
        // Long polling's first request is same-origin, so it carries no Origin header.
        const socket = track(visitorSocket(url, { agentId: restrictedId, embeddedIn: url }));
        await connected(socket);

        expect((await sendChat(socket, chatPayload(restrictedId, 'hello'))).ok).toBe(true);
      });

      it('stops the widget page chatting once the website framing it is no longer allowed', async () => {
        const agentId = await shopAgent();
        // The embedded widget page connects from this server, and says which website frames it.
        const socket = track(visitorSocket(url, { agentId, origin: url, embeddedIn: 'https://shop.example.com' }));
        await connected(socket);
        expect((await sendChat(socket, chatPayload(agentId, 'hello'))).ok).toBe(true);
        const elsewhere = track(visitorSocket(url, { agentId, origin: url, embeddedIn: 'https://elsewhere.example.net' }));
        expect((await chatErrorOf(elsewhere)).code).toBe('origin_not_allowed');

        await takeShopOffList(agentId);

        expect(await refusalOnceOffList(socket, agentId)).toEqual({ ok: false, error: ORIGIN_NOT_ALLOWED.message });
      });

      it('refuses any other origin with origin_not_allowed', async () => {
        const socket = track(visitorSocket(url, { agentId: restrictedId, origin: 'https://elsewhere.example.net' }));

        expect((await chatErrorOf(socket)).code).toBe('origin_not_allowed');
      });
    });

    it('refuses a dashboard socket without a session cookie', async () => {
      const socket = track(dashboardSocket(url));

      expect((await connectError(socket)).message).toBe('Not signed in');
    });

    it('refuses a dashboard socket with a session cookie that is no longer valid', async () => {
      const user = await signUp(app);
      await api().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
      const socket = track(dashboardSocket(url, user.cookie));

      expect((await connectError(socket)).message).toBe('Not signed in');
    });

    it('refuses a handshake that names no role', async () => {
      const socket = track(dashboardSocket(url, owner.cookie));
      socket.auth = {};

      expect((await connectError(socket)).message).toContain('role');
    });

    it('refuses a dashboard socket opened from another site even with the cookie', async () => {
      const { io } = await import('socket.io-client');
      const socket = track(
        io(url, {
          path: '/ws',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          auth: { role: 'dashboard' },
          extraHeaders: { cookie: owner.cookie, origin: 'https://attacker.example' },
        }),
      );

      expect((await connectError(socket)).message).toContain('only accepted from this site');
    });
  });

  describe('dashboards', () => {
    it("receive their own account's messages and nothing of another account", async () => {
      const other = await signUp(app);
      const mine = track(dashboardSocket(url, owner.cookie));
      const theirs = track(dashboardSocket(url, other.cookie));
      await Promise.all([connected(mine), connected(theirs)]);
      const leaked = recordEvents<unknown>(theirs, 'new_message');
      const leakedUpdates = recordEvents<unknown>(theirs, 'conversation_updated');
      const mineSeen = recordEvents<NewMessagePayload>(mine, 'new_message');
      const created = nextEvent<ConversationUpdatedPayload>(mine, 'conversation_updated');
      const socket = await visitor();

      const ack = await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
      await eventually(async () => mineSeen, (seen) => seen.length === 2);
      await pause(200);

      expect(mineSeen.map(({ conversationId, message }) => [conversationId, message.role])).toEqual([
        [ack.ok && ack.conversationId, 'user'],
        [ack.ok && ack.conversationId, 'assistant'],
      ]);
      expect((await created).conversation).toMatchObject({ id: ack.ok && ack.conversationId, status: 'open', channel: 'webchat', agentId });
      expect(leaked).toEqual([]);
      expect(leakedUpdates).toEqual([]);
    });

    it('answer a chat or sync sent from a dashboard with a clear refusal in the ack', async () => {
      const dashboard = track(dashboardSocket(url, owner.cookie));
      await connected(dashboard);
      const emit = (event: string) =>
        (dashboard as unknown as { emitWithAck(event: string, payload: unknown): Promise<unknown> }).emitWithAck(event, chatPayload(agentId, 'hello'));

      expect(await emit('chat')).toEqual({ ok: false, error: 'Only a widget connection can chat' });
      expect(await emit('sync')).toEqual({ ok: false, error: 'Only a widget connection can chat' });
    });
  });

  describe('a manager taking over', () => {
    /** A visitor's first question, answered by the AI: their socket and conversation. */
    async function answeredConversation(question: string, token = visitorToken()) {
      const socket = await visitor(token);
      const reply = nextEvent<ResponsePayload>(socket, 'response');
      const ack = await sendChat(socket, chatPayload(agentId, question));
      await reply;
      return { socket, conversationId: ack.ok ? ack.conversationId : '' };
    }
    const post = (conversationId: string, action: string) =>
      api().post(`/api/conversations/${conversationId}/${action}`).set('Cookie', owner.cookie);
    it('reaches the visitor live as role human, keeps the AI silent, and hands back', async () => {
      const token = visitorToken();
      const { socket, conversationId } = await answeredConversation('Can I bring my dog?', token);
      const dashboard = track(dashboardSocket(url, owner.cookie));
      await connected(dashboard);
      const dashboardMessage = nextEvent<NewMessagePayload>(dashboard, 'new_message');
      const dashboardUpdate = nextEvent<ConversationUpdatedPayload>(dashboard, 'conversation_updated');
      const humanReply = nextEvent<ResponsePayload>(socket, 'response');

      const sent = await api()
        .post(`/api/conversations/${conversationId}/messages`)
        .set('Cookie', owner.cookie)
        .send({ message: ' Hi, this is Sam from the office. ' })
        .expect(201);

      expect(sent.body).toEqual({
        id: expect.any(String),
        conversationId,
        role: 'human',
        content: 'Hi, this is Sam from the office.',
        clientMessageId: null,
        createdAt: expect.any(String),
      });
      expect((await humanReply).message).toEqual(sent.body);
      expect((await dashboardMessage).message).toEqual(sent.body);
      expect((await dashboardUpdate).conversation).toMatchObject({ id: conversationId, status: 'human' });

      const responses = recordEvents<ResponsePayload>(socket, 'response');
      const typing = recordEvents<TypingPayload>(socket, 'typing');
      // The ack says no reply is coming, so the widget drops its typing dots at once.
      expect(await sendChat(socket, chatPayload(agentId, 'Can I bring my cat too?'))).toMatchObject({ ok: true, replying: false });
      await pause(500);
      expect(responses).toEqual([]);
      expect(typing).toEqual([]);
      expect((await storedMessages(token)).map((row) => row.role)).toEqual(['user', 'assistant', 'human', 'user']);

      const handedBack = await post(conversationId, 'handback').expect(200);
      expect(handedBack.body).toMatchObject({ id: conversationId, status: 'open' });
      const aiAgain = nextEvent<ResponsePayload>(socket, 'response');
      await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
      expect((await aiAgain).message).toMatchObject({ role: 'assistant', content: expect.stringContaining('$50') });
    });

    it('answers on hand-back the question a takeover left without its reply', async () => {
      const token = visitorToken();
      const { socket, conversationId } = await answeredConversation('Is there parking?', token);
      await post(conversationId, 'takeover').expect(200);
      await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
      const answered = nextEvent<ResponsePayload>(socket, 'response');

      await post(conversationId, 'handback').expect(200);

      expect((await answered).message).toMatchObject({ role: 'assistant', content: expect.stringContaining('$50') });
      expect((await storedMessages(token)).map((row) => row.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    });

    it('answers nothing on hand-back when the team had the last word, or the visitor was answering the team', async () => {
      const token = visitorToken();
      const { socket, conversationId } = await answeredConversation('Can I bring my dog?', token);
      await post(conversationId, 'takeover').expect(200);
      await sendChat(socket, chatPayload(agentId, 'Can I bring my cat too?'));
      await api().post(`/api/conversations/${conversationId}/messages`).set('Cookie', owner.cookie).send({ message: 'Yes, cats are fine.' }).expect(201);
      const responses = recordEvents<ResponsePayload>(socket, 'response');

      await post(conversationId, 'handback').expect(200);

      await pause(500);
      expect(responses).toEqual([]);
      expect((await storedMessages(token)).map((row) => row.role)).toEqual(['user', 'assistant', 'user', 'human']);

      await post(conversationId, 'takeover').expect(200);
      await sendChat(socket, chatPayload(agentId, 'Great, the 14th to the 18th of March then.'));
      await post(conversationId, 'handback').expect(200);

      await pause(500);
      expect(responses).toEqual([]);
      expect((await storedMessages(token)).map((row) => row.role)).toEqual(['user', 'assistant', 'user', 'human', 'user']);
    });

    it('reopens a resolved conversation when the visitor writes again', async () => {
      const { socket, conversationId } = await answeredConversation('Can I bring my dog?');
      await post(conversationId, 'resolve').expect(200);
      const dashboard = track(dashboardSocket(url, owner.cookie));
      await connected(dashboard);
      const reopened = nextEvent<ConversationUpdatedPayload>(dashboard, 'conversation_updated');
      const answered = nextEvent<ResponsePayload>(socket, 'response');

      await sendChat(socket, chatPayload(agentId, 'and a second dog?'));

      expect((await reopened).conversation).toMatchObject({ id: conversationId, status: 'open' });
      expect((await answered).message.role).toBe('assistant');
    });

    it('leaves a resolved conversation resolved when the widget resends a message it had stored', async () => {
      const socket = await visitor();
      const reply = nextEvent<ResponsePayload>(socket, 'response');
      const payload = chatPayload(agentId, 'Can I bring my dog?', 'resent-after-resolve');
      const ack = await sendChat(socket, payload);
      await reply;
      const conversationId = ack.ok ? ack.conversationId : '';
      const resolved = await post(conversationId, 'resolve').expect(200);

      const resent = await sendChat(socket, payload);

      expect(resent).toEqual(ack);
      const [row]: { status: string; updated_at: Date }[] = await app
        .get(DataSource)
        .query(`SELECT status, updated_at FROM conversations WHERE id = $1`, [conversationId]);
      expect(row?.status).toBe('resolved');
      expect(row?.updated_at.toISOString()).toBe(resolved.body.updatedAt);
    });
  });
});
