import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAgent, signUp } from './support/factories';
import { freePort } from './support/local-server';
import request from 'supertest';
import { chatOnce, createListeningTestApp, dashboardSocket, connected, disconnected, nextEvent, pause, visitorToken } from './support/live-chat';

/**
 * With REDIS_URL set and Redis away, live chat goes on within the process: the socket adapter's
 * publishes fail and are dropped (the adapter does not catch them, and an unhandled rejection
 * would end the process), the rate limits let messages through, and the process stays up.
 */
describe('live chat while Redis is unreachable', () => {
  let app: NestFastifyApplication;
  let url: string;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', record);
    // A loopback port nothing listens on: Redis "down" without touching a real server.
    ({ app, url } = await createListeningTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
  });
  afterAll(async () => {
    await app.close();
    process.off('unhandledRejection', record);
  });

  it('answers visitors and tells the dashboard, with nothing left unhandled', async () => {
    const owner = await signUp(app);
    const agent = await createAgent(app, owner.cookie, { status: 'active' });
    const dashboard = dashboardSocket(url, owner.cookie);
    await connected(dashboard);
    const told = nextEvent(dashboard, 'new_message');

    const first = await chatOnce(url, agent.id, 'Is there parking?', visitorToken());
    await told;
    // Long enough for the socket adapter's clients to give up on their first commands.
    await pause(1500);
    const second = await chatOnce(url, agent.id, 'And a pool?', first.token);

    expect(second.conversationId).toBe(first.conversationId);
    expect(unhandled).toEqual([]);
    dashboard.disconnect();
  });

  it("closes a signed-out session's dashboard sockets on this process", async () => {
    const owner = await signUp(app);
    const dashboard = dashboardSocket(url, owner.cookie);
    await connected(dashboard);
    const closed = disconnected(dashboard);

    await request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', owner.cookie).expect(204);

    expect(await closed).toBe('io server disconnect');
  });
});
