import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import type { DashboardStats } from '@app/contracts';
import { Conversation } from '../src/conversations/conversation.entity';
import { KnowledgeItem } from '../src/knowledge/knowledge-item.entity';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { createTestApp } from './support/test-app';

describe('dashboard stats', () => {
  let app: NestFastifyApplication;
  let conversations: Repository<Conversation>;
  let knowledgeItems: Repository<KnowledgeItem>;

  async function addConversations(owner: SignedUp, count: number): Promise<void> {
    const agent = await createAgent(app, owner.cookie);
    await conversations.insert(
      Array.from({ length: count }, (_, index) => ({
        accountId: owner.user.accountId,
        agentId: agent.id,
        channel: index % 2 ? ('sms' as const) : ('webchat' as const),
        contactInfo: `visitor-${index}`,
      })),
    );
  }

  beforeAll(async () => {
    app = await createTestApp();
    conversations = app.get(getRepositoryToken(Conversation));
    knowledgeItems = app.get(getRepositoryToken(KnowledgeItem));
  });
  afterAll(() => app.close());

  it('is all zeros for a new account', async () => {
    const { cookie } = await signUp(app);

    const response = await request(app.getHttpServer()).get('/api/dashboard/stats').set('Cookie', cookie).expect(200);

    expect(response.body).toEqual({ conversations: 0, bookings: 0, revenue: 0, properties: 0, setup: { knowledgeAdded: false, channelReady: false, agentTried: false } });
  });

  it("counts only the caller's conversations", async () => {
    const [mine, theirs] = await Promise.all([signUp(app), signUp(app)]);
    await addConversations(mine, 3);
    await addConversations(theirs, 5);

    const response = await request(app.getHttpServer()).get('/api/dashboard/stats').set('Cookie', mine.cookie).expect(200);

    expect(response.body).toEqual({ conversations: 3, bookings: 0, revenue: 0, properties: 0, setup: { knowledgeAdded: false, channelReady: true, agentTried: false } });
  });

  it("stops counting an agent's conversations once the agent is deleted", async () => {
    const owner = await signUp(app);
    await addConversations(owner, 2);
    const [agent] = (await request(app.getHttpServer()).get('/api/agents').set('Cookie', owner.cookie)).body as { id: string }[];

    await request(app.getHttpServer()).delete(`/api/agents/${agent?.id}`).set('Cookie', owner.cookie).expect(204);

    const response = await request(app.getHttpServer()).get('/api/dashboard/stats').set('Cookie', owner.cookie).expect(200);
    expect(response.body.conversations).toBe(0);
  });

  describe('setup state', () => {
    const setupOf = async (cookie: string) =>
      ((await request(app.getHttpServer()).get('/api/dashboard/stats').set('Cookie', cookie).expect(200)).body as DashboardStats).setup;

    it("sees knowledge once an item is added, only the account's own, and not an item that failed", async () => {
      const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
      const agent = await createAgent(app, owner.cookie);
      await request(app.getHttpServer())
        .post(`/api/agents/${agent.id}/knowledge`)
        .set('Cookie', owner.cookie)
        .send({ type: 'text', title: 'House rules', content: 'No parties.' })
        .expect(201);
      const otherAgent = await createAgent(app, other.cookie);
      await knowledgeItems.insert({
        accountId: other.user.accountId,
        agentId: otherAgent.id,
        type: 'url',
        title: 'example.com',
        content: 'https://example.com/',
        status: 'failed',
        error: 'The site could not be reached',
      });

      expect((await setupOf(owner.cookie)).knowledgeAdded).toBe(true);
      expect((await setupOf(other.cookie)).knowledgeAdded).toBe(false);
    });

    it("sees an agent tried once the account's first Playground message is answered", async () => {
      const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
      const agent = await createAgent(app, owner.cookie);

      await request(app.getHttpServer()).post('/api/playground/chat').set('Cookie', owner.cookie).send({ agentId: agent.id, message: 'Is there parking?' }).expect(200);

      expect((await setupOf(owner.cookie)).agentTried).toBe(true);
      expect((await setupOf(other.cookie)).agentTried).toBe(false);
    });

    it('sees a channel once a widget configuration is saved, and not once it is removed', async () => {
      const owner = await signUp(app);
      const agent = await createAgent(app, owner.cookie);
      const saveWidgetConfig = (widgetConfig: unknown) =>
        request(app.getHttpServer()).put(`/api/agents/${agent.id}`).set('Cookie', owner.cookie).send({ configuration: { widgetConfig } }).expect(200);

      expect((await setupOf(owner.cookie)).channelReady).toBe(false);
      await saveWidgetConfig({ primaryColor: '#0f766e' });
      expect((await setupOf(owner.cookie)).channelReady).toBe(true);
      await saveWidgetConfig(null);
      expect((await setupOf(owner.cookie)).channelReady).toBe(false);
    });
  });
});
