import { randomUUID } from 'node:crypto';
import type { NewMessagePayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import IORedis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAgent, sessionCookie, signUp, type SignedUp } from './support/factories';
import {
  chatOnce,
  connected,
  createListeningTestApp,
  type DashboardSocket,
  dashboardSocket,
  disconnected,
  eventually,
  recordEvents,
} from './support/live-chat';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A second sign-in of the same manager, as from another browser: its own session and cookie. */
async function signInAgain(app: NestFastifyApplication, user: SignedUp): Promise<string> {
  const response = await request(app.getHttpServer()).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return sessionCookie(response);
}

function signOut(app: NestFastifyApplication, cookie: string) {
  return request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', cookie).expect(204);
}

describe('signing out closes the dashboard’s live connection', () => {
  const sockets: DashboardSocket[] = [];
  const track = (socket: DashboardSocket) => {
    sockets.push(socket);
    return socket;
  };
  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.disconnect());
  });

  describe('on one API process', () => {
    let app: NestFastifyApplication;
    let url: string;

    beforeAll(async () => {
      ({ app, url } = await createListeningTestApp());
    });
    afterAll(() => app.close());

    it('disconnects that session’s dashboards, which then hear nothing, and leaves its other sessions connected', async () => {
      const owner = await signUp(app);
      const agentId = (await createAgent(app, owner.cookie, { status: 'active' })).id;
      const otherBrowser = await signInAgain(app, owner);
      const [firstTab, secondTab] = [track(dashboardSocket(url, owner.cookie)), track(dashboardSocket(url, owner.cookie))];
      const stillIn = track(dashboardSocket(url, otherBrowser));
      await Promise.all([firstTab, secondTab, stillIn].map(connected));
      const heardAfterSignOut = [recordEvents(firstTab, 'new_message'), recordEvents(secondTab, 'new_message')];
      const heardByOther = recordEvents<NewMessagePayload>(stillIn, 'new_message');
      const closed = Promise.all([disconnected(firstTab), disconnected(secondTab)]);

      await signOut(app, owner.cookie);

      expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
      const { conversationId } = await chatOnce(url, agentId, 'Is the flat still available?');
      await eventually(async () => heardByOther, (payloads) => payloads.length === 2);
      expect(heardByOther.map((payload) => payload.conversationId)).toEqual([conversationId, conversationId]);
      expect(heardAfterSignOut.flat()).toEqual([]);
      expect(stillIn.connected).toBe(true);
    });

    it('disconnects a dashboard when its session expires, though it sends nothing', async () => {
      const owner = await signUp(app);
      await app
        .get(DataSource)
        .query(`UPDATE sessions SET expires_at = now() + interval '1 second' WHERE user_id = $1`, [owner.user.id]);
      const tab = track(dashboardSocket(url, owner.cookie));
      await connected(tab);

      expect(await disconnected(tab)).toBe('io server disconnect');
    });
  });

  describe('on every API process sharing Redis', () => {
    const prefix = `test-sign-out-${randomUUID().slice(0, 8)}`;
    let first: { app: NestFastifyApplication; url: string };
    let second: { app: NestFastifyApplication; url: string };

    beforeAll(async () => {
      const env = { REDIS_URL, JOB_QUEUE_PREFIX: prefix };
      [first, second] = await Promise.all([createListeningTestApp(env), createListeningTestApp(env)]);
    });
    afterAll(async () => {
      await Promise.all([first.app.close(), second.app.close()]);
      const redis = new IORedis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) {
        await redis.del(...keys);
      }
      await redis.quit();
    });

    it('disconnects the dashboard on the other process too', async () => {
      const owner = await signUp(first.app);
      const otherBrowser = await signInAgain(first.app, owner);
      const signedOut = track(dashboardSocket(first.url, owner.cookie));
      const stillIn = track(dashboardSocket(first.url, otherBrowser));
      await Promise.all([connected(signedOut), connected(stillIn)]);
      const closed = disconnected(signedOut);

      await signOut(second.app, owner.cookie);

      expect(await closed).toBe('io server disconnect');
      expect(stillIn.connected).toBe(true);
    });
  });
});
