import type { ConversationUpdatedPayload } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { UNANSWERED_CHECK_INTERVAL_MS, UnansweredRecovery } from '../src/live-chat/unanswered-recovery';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { chatOnce, connected, createListeningTestApp, dashboardSocket, nextEvent } from './support/live-chat';

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
      await db.query(`UPDATE conversations SET status = 'open' WHERE id = $1`, [conversationId]);
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
