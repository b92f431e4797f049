import type { ConversationUpdatedPayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UNANSWERED_CHECK_INTERVAL_MS, UnansweredRecovery } from '../src/live-chat/unanswered-recovery';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { chatOnce, chatPayload, connected, createListeningTestApp, dashboardSocket, nextEvent, sendChat, visitorSocket } from './support/live-chat';

describe('conversations left unanswered by a process that stopped', () => {
  let app: NestFastifyApplication;
  let url: string;
  let agentId: string;
  let owner: SignedUp;

  beforeAll(async () => {
    ({ app, url } = await createListeningTestApp({ CHAT_ADDRESS_RATE_LIMIT: '100000' }));
    owner = await signUp(app);
    agentId = (await createAgent(app, owner.cookie, { status: 'active' })).id;
  });
  afterAll(() => app.close());

  /** Moves a conversation and its messages `minutes` into the past, as if written then. */
  async function age(conversationId: string, minutes: number): Promise<void> {
    const db = app.get(DataSource);
    await db.query(`UPDATE conversations SET updated_at = updated_at - make_interval(mins => $2) WHERE id = $1`, [conversationId, minutes]);
    await db.query(`UPDATE messages SET created_at = created_at - make_interval(mins => $2) WHERE conversation_id = $1`, [conversationId, minutes]);
  }

  const api = () => request(app.getHttpServer());
  const statusOf = async (id: string): Promise<string> =>
    ((await app.get(DataSource).query(`SELECT status FROM conversations WHERE id = $1`, [id])) as { status: string }[])[0]!.status;

  it("hands to a person an open conversation whose visitor's last message got no reply, and only that one", async () => {
    const answered = await chatOnce(url, agentId, 'Hello');
    const stranded = await chatOnce(url, agentId, 'Hello');
    const recent = await chatOnce(url, agentId, 'Hello');
    const db = app.get(DataSource);
    // The reply of `stranded` and `recent` never came: their process stopped after storing the message.
    for (const { conversationId } of [stranded, recent]) {
      await db.query(`DELETE FROM messages WHERE conversation_id = $1 AND role = 'assistant'`, [conversationId]);
      // As the receive statement left it: touched when the visitor's message was stored, not since.
      await db.query(
        `UPDATE conversations c SET status = 'open', updated_at = (SELECT max(created_at) FROM messages m WHERE m.conversation_id = c.id)
          WHERE id = $1`,
        [conversationId],
      );
    }
    await db.query(`UPDATE conversations SET status = 'open' WHERE id = $1`, [answered.conversationId]);
    await age(answered.conversationId, 5);
    await age(stranded.conversationId, 5);

    const dashboard = dashboardSocket(url, owner.cookie);
    await connected(dashboard);
    const told = nextEvent<ConversationUpdatedPayload>(dashboard, 'conversation_updated');

    expect(await app.get(UnansweredRecovery).run()).toBe(1);

    expect((await told).conversation).toMatchObject({ id: stranded.conversationId, status: 'needs_human' });
    dashboard.disconnect();
    expect(await statusOf(stranded.conversationId)).toBe('needs_human');
    expect(await statusOf(answered.conversationId)).toBe('open');
    // Two minutes is far longer than any answer takes, but this one may still be under way.
    expect(await statusOf(recent.conversationId)).toBe('open');
  });

  it('leaves alone a conversation handed back to the AI after the visitor wrote during a takeover', async () => {
    const chat = await chatOnce(url, agentId, 'Hello');
    await api().post(`/api/conversations/${chat.conversationId}/takeover`).set('Cookie', owner.cookie).expect(200);
    const socket = visitorSocket(url, { agentId, token: chat.token });
    await connected(socket);
    const ack = await sendChat(socket, chatPayload(agentId, 'Are you there?'));
    socket.disconnect();
    expect(ack.ok).toBe(true);
    await api().post(`/api/conversations/${chat.conversationId}/handback`).set('Cookie', owner.cookie).expect(200);
    await age(chat.conversationId, 5);

    expect(await app.get(UnansweredRecovery).run()).toBe(0);
    expect(await statusOf(chat.conversationId)).toBe('open');
  });

  it('looks again every minute, not only when the process starts', async () => {
    const recovery = app.get(UnansweredRecovery);
    // Stops the timer the app started, to start one under fake timers.
    await recovery.beforeApplicationShutdown();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const run = jest.spyOn(recovery, 'run');
      recovery.onApplicationBootstrap();
      jest.advanceTimersByTime(UNANSWERED_CHECK_INTERVAL_MS * 2);
      expect(run).toHaveBeenCalledTimes(3);
      await recovery.beforeApplicationShutdown();
      jest.advanceTimersByTime(UNANSWERED_CHECK_INTERVAL_MS * 2);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
