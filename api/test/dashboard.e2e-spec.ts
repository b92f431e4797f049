import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { Conversation } from '../src/conversations/conversation.entity';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { createTestApp } from './support/test-app';

describe('dashboard stats', () => {
  let app: NestFastifyApplication;
  let conversations: Repository<Conversation>;

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
  });
  afterAll(() => app.close());

  it('is all zeros for a new account', async () => {
    const { cookie } = await signUp(app);

    const response = await request(app.getHttpServer()).get('/api/dashboard/stats').set('Cookie', cookie).expect(200);

    expect(response.body).toEqual({ conversations: 0, bookings: 0, revenue: 0, properties: 0 });
  });

  it("counts only the caller's conversations", async () => {
    const [mine, theirs] = await Promise.all([signUp(app), signUp(app)]);
    await addConversations(mine, 3);
    await addConversations(theirs, 5);

    const response = await request(app.getHttpServer()).get('/api/dashboard/stats').set('Cookie', mine.cookie).expect(200);

    expect(response.body).toEqual({ conversations: 3, bookings: 0, revenue: 0, properties: 0 });
  });

  it("stops counting an agent's conversations once the agent is deleted", async () => {
    const owner = await signUp(app);
    await addConversations(owner, 2);
    const [agent] = (await request(app.getHttpServer()).get('/api/agents').set('Cookie', owner.cookie)).body as { id: string }[];

    await request(app.getHttpServer()).delete(`/api/agents/${agent?.id}`).set('Cookie', owner.cookie).expect(204);

    const response = await request(app.getHttpServer()).get('/api/dashboard/stats').set('Cookie', owner.cookie).expect(200);
    expect(response.body.conversations).toBe(0);
  });
});
