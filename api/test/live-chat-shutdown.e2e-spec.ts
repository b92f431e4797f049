import type { ResponsePayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { VisitorChatService } from '../src/live-chat/visitor-chat.service';
import type { FakeOpenAi } from './support/fake-openai';
import { chatPayload, connected, nextEvent, sendChat, startAnsweringApp, type VisitorSocket, visitorSocket } from './support/live-chat';

describe('live chat while the process shuts down', () => {
  const MODEL_TIMEOUT_MS = 1500;
  let fake: FakeOpenAi;
  let app: NestFastifyApplication;
  let url: string;
  let agentId: string;
  const sockets: VisitorSocket[] = [];

  beforeAll(async () => {
    ({ app, url, fake, agentId } = await startAnsweringApp(MODEL_TIMEOUT_MS));
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app.close();
    await fake.close();
  });

  it('answers every message it took before stopping, and takes no new one: that widget keeps it for its next connection', async () => {
    // The model stalls, so the reply comes from the knowledge when its time runs out.
    fake.respondWith({ pieces: ['Dogs are'], thenHang: true });
    const early = visitorSocket(url, { agentId });
    const late = visitorSocket(url, { agentId });
    sockets.push(early, late);
    await Promise.all([connected(early), connected(late)]);
    const reply = nextEvent<ResponsePayload>(early, 'response');
    const ack = await sendChat(early, chatPayload(agentId, 'Can I bring my dog?'));
    expect(ack.ok).toBe(true);

    let stopped = false;
    const stopping = app
      .get(VisitorChatService)
      .beforeApplicationShutdown()
      .then(() => {
        stopped = true;
      });
    const acks: unknown[] = [];
    late.emit('chat', chatPayload(agentId, 'Is there parking?'), (answer: unknown) => acks.push(answer));
    await new Promise<void>((resolve) => late.once('disconnect', () => resolve()));
    expect(stopped).toBe(false);

    expect((await reply).message.content).toContain('$50');
    await stopping;
    expect(acks).toEqual([]);
  });
});
