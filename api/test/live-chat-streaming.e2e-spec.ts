import type { ChunkPayload, ConversationMessage, ResponsePayload, TypingPayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { SignedUp } from './support/factories';
import type { FakeOpenAi } from './support/fake-openai';
import {
  chatPayload,
  connected,
  nextEvent,
  sendChat,
  startAnsweringApp,
  type VisitorSocket,
  visitorSocket,
} from './support/live-chat';

type Heard = { event: 'chunk'; payload: ChunkPayload } | { event: 'response'; payload: ResponsePayload };

describe('live chat replies streamed as the language model writes them', () => {
  const TIMEOUT_MS = 1500;
  let fake: FakeOpenAi;
  let app: NestFastifyApplication;
  let url: string;
  let owner: SignedUp;
  let agentId: string;
  const sockets: VisitorSocket[] = [];

  /** A visitor asks once; everything the widget hears up to and including the response, in order. */
  async function ask(message: string): Promise<{ heard: Heard[]; reply: ConversationMessage; conversationId: string }> {
    const socket = visitorSocket(url, { agentId });
    sockets.push(socket);
    await connected(socket);
    const heard: Heard[] = [];
    socket.on('chunk', (payload) => heard.push({ event: 'chunk', payload }));
    socket.on('response', (payload) => heard.push({ event: 'response', payload }));
    const response = nextEvent<ResponsePayload>(socket, 'response');
    const ack = await sendChat(socket, chatPayload(agentId, message));
    if (!ack.ok) {
      throw new Error(ack.error);
    }
    const { message: reply } = await response;
    return { heard, reply, conversationId: ack.conversationId };
  }

  const chunksOf = (heard: Heard[]) => heard.flatMap((item) => (item.event === 'chunk' ? [item.payload] : []));

  async function storedReplies(conversationId: string): Promise<ConversationMessage[]> {
    const response = await request(app.getHttpServer())
      .get(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', owner.cookie)
      .expect(200);
    return (response.body as ConversationMessage[]).filter((message) => message.role === 'assistant');
  }

  beforeAll(async () => {
    ({ app, url, fake, owner, agentId } = await startAnsweringApp(TIMEOUT_MS));
  });
  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.disconnect());
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('sends the reply in chunks that add up to the response, without citation markers, and stores it once', async () => {
    fake.respondWith({ pieces: ['Yes, dogs ', 'are welcome [', '1] for a ', '$50 fee [1', ', 2]', '. Please tell us', ' before you arrive.'] });

    const { heard, reply, conversationId } = await ask('Can I bring my dog?');

    const chunks = chunksOf(heard);
    expect(fake.requests[0]?.stream).toBe(true);
    expect(reply.content).toBe('Yes, dogs are welcome for a $50 fee. Please tell us before you arrive.');
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((chunk) => chunk.delta).join('')).toBe(reply.content);
    // Each part says where it starts, so a widget that joins part way can tell.
    expect(chunks.map((chunk) => chunk.offset)).toEqual(chunks.map((_, index) => chunks.slice(0, index).map((chunk) => chunk.delta).join('').length));
    expect(chunks.every((chunk) => !/[[\]]/.test(chunk.delta))).toBe(true);
    expect(chunks.every((chunk) => chunk.messageId === reply.id && chunk.conversationId === conversationId)).toBe(true);
    expect(heard.at(-1)?.event).toBe('response');
    expect(await storedReplies(conversationId)).toEqual([expect.objectContaining({ id: reply.id, content: reply.content })]);
  });

  it('takes a stream whose chunks carry an empty finish_reason until the last for a whole reply', async () => {
    fake.respondWith({ pieces: ['Dogs are fine here', ' for a small fee.'], unfinishedReason: '' });

    const { reply } = await ask('Can I bring my dog?');

    expect(reply.content).toBe('Dogs are fine here for a small fee.');
  });

  it('replaces what was streamed with the knowledge’s own answer when the model stalls mid-reply', async () => {
    fake.respondWith({ pieces: ['Dogs are', ' welcome, but'], thenHang: true });

    const { heard, reply, conversationId } = await ask('Can I bring my dog?');

    const chunks = chunksOf(heard);
    expect(chunks.map((chunk) => chunk.delta).join('')).toBe('Dogs are welcome, but');
    expect(chunks.every((chunk) => chunk.messageId === reply.id)).toBe(true);
    expect(reply.content).toContain('$50');
    expect(await storedReplies(conversationId)).toEqual([expect.objectContaining({ id: reply.id, content: reply.content })]);
  });

  it('stops writing a streamed reply when a team member takes over, and tells the widget it is over', async () => {
    fake.respondWith({ pieces: ['Dogs are', ' welcome, but'], thenHang: true });
    const socket = visitorSocket(url, { agentId });
    sockets.push(socket);
    await connected(socket);
    let responded = false;
    socket.on('response', () => {
      responded = true;
    });
    const firstChunk = nextEvent<ChunkPayload>(socket, 'chunk');
    const typingOff = nextEvent<TypingPayload>(socket, 'typing', (payload) => !payload.typing);

    const ack = await sendChat(socket, chatPayload(agentId, 'Can I bring my dog?'));
    if (!ack.ok) throw new Error(ack.error);
    await firstChunk;
    const tookOver = Date.now();
    await request(app.getHttpServer()).post(`/api/conversations/${ack.conversationId}/takeover`).set('Cookie', owner.cookie).expect(200);

    expect(await typingOff).toEqual({ conversationId: ack.conversationId, typing: false });
    // The writing stopped at the takeover, not when the stalled model's time ran out.
    expect(Date.now() - tookOver).toBeLessThan(TIMEOUT_MS * 0.6);
    expect(responded).toBe(false);
    expect(await storedReplies(ack.conversationId)).toEqual([]);
  });
});
