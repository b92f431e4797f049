import type { KnowledgeItem, PlaygroundChatRequest } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DONT_KNOW_REPLY } from '../src/answer-engine';
import { DECLINE_REPLY, GREETING_REPLY, THANKS_REPLY } from '../src/answer-engine/small-talk';
import { HANDED_TO_TEAM_REPLY } from '../src/answers/person-request';
import { PLAYGROUND_TOO_FAST } from '../src/playground/playground.service';
import { createAgent, signUp } from './support/factories';
import { addKnowledge, qaBody, textBody, waitUntilProcessed } from './support/knowledge';
import { createTestApp } from './support/test-app';

const HOUSE_RULES = [
  'Check-in is from 3 pm. Check-out is by 11 am.',
  '',
  'Quiet hours start at 10 pm. Parties and events are not allowed.',
  '',
  'Towels and bed linen are provided. The washing machine is in the utility room.',
  '',
  'José looks after the garden. Ștefan runs the laundry.',
  '',
  // As PDF text often comes: "fi" written as one ligature character.
  'The lounge shelf holds ceramic \ufb01gurines.',
].join('\n');

describe('playground chat (embedded answerer)', () => {
  let app: NestFastifyApplication;
  let cookie: string;
  let agentId: string;
  let petsItem: KnowledgeItem;
  let rulesItem: KnowledgeItem;

  const chat = (body: Partial<PlaygroundChatRequest> | Record<string, unknown>, as = cookie) =>
    request(app.getHttpServer()).post('/api/playground/chat').set('Cookie', as).send(body);

  beforeAll(async () => {
    app = await createTestApp();
    ({ cookie } = await signUp(app));
    agentId = (await createAgent(app, cookie, { name: 'Seaside Cottage', type: 'rental' })).id;
    petsItem = await addKnowledge(app, cookie, agentId, qaBody('Can I bring my dog?', 'Yes, dogs under 20 kg are welcome for a $50 fee per stay.'));
    rulesItem = await addKnowledge(app, cookie, agentId, textBody('House rules', HOUSE_RULES));
    await waitUntilProcessed(app, cookie, agentId);
  });
  afterAll(() => app.close());

  it('answers a paraphrased question from a Q&A pair and names it as the source', async () => {
    const response = await chat({ agentId, message: 'can we bring our puppy?' }).expect(200);

    expect(response.body).toEqual({
      response: expect.stringContaining('$50'),
      sources: [{ id: petsItem.id, title: 'Can I bring my dog?' }],
    });
  });

  it('answers from a text item with the sentence that answers', async () => {
    const response = await chat({ agentId, message: 'what time can we arrive?' }).expect(200);

    expect(response.body.response).toContain('3 pm');
    expect(response.body.response).not.toContain('washing machine');
    expect(response.body.sources).toEqual([{ id: rulesItem.id, title: 'House rules' }]);
  });

  it.each([
    ['What does José do?', 'José looks after the garden'],
    ['what does jose do', 'José looks after the garden'],
    ['What does Ștefan do?', 'Ștefan runs the laundry'],
    ['what does stefan do', 'Ștefan runs the laundry'],
  ])('finds a name written with an accent, asked as %j', async (message, fact) => {
    const response = await chat({ agentId, message }).expect(200);

    expect(response.body.response).toContain(fact);
  });

  it('finds a word the knowledge writes with a ligature', async () => {
    const response = await chat({ agentId, message: 'Are there any figurines?' }).expect(200);

    expect(response.body.response).toContain('ceramic \ufb01gurines');
  });

  it.each([
    ['Hello!', GREETING_REPLY],
    ['thanks', THANKS_REPLY],
    ['no thanks', DECLINE_REPLY],
    ["Thanks so much, that's helpful", THANKS_REPLY],
  ])('answers small talk %j in kind, not with "I don\'t know"', async (message, reply) => {
    const response = await chat({ agentId, message }).expect(200);

    expect(response.body).toEqual({ response: reply, sources: [] });
  });

  it('tells a tester who says yes to the offer of a person what a visitor would be told', async () => {
    const conversationHistory = [
      { role: 'user', content: 'Is there a sauna?' },
      { role: 'assistant', content: DONT_KNOW_REPLY },
    ];

    const accepted = await chat({ agentId, message: 'yes please', conversationHistory }).expect(200);
    const asked = await chat({ agentId, message: 'Can I speak to a person?' }).expect(200);
    const unrelatedYes = await chat({ agentId, message: 'yes please' }).expect(200);

    expect(accepted.body).toEqual({ response: HANDED_TO_TEAM_REPLY, sources: [] });
    expect(asked.body).toEqual({ response: HANDED_TO_TEAM_REPLY, sources: [] });
    expect(unrelatedYes.body.response).not.toBe(HANDED_TO_TEAM_REPLY);
  });

  it('says honestly that it does not know what the knowledge does not cover', async () => {
    const response = await chat({ agentId, message: 'Is there a swimming pool?' }).expect(200);

    expect(response.body).toEqual({ response: DONT_KNOW_REPLY, sources: [] });
  });

  it('uses the conversation history for a follow-up', async () => {
    const response = await chat({
      agentId,
      message: 'and what about leaving?',
      conversationHistory: [
        { role: 'user', content: 'When is check-in?' },
        { role: 'assistant', content: 'Check-in is from 3 pm.' },
      ],
    }).expect(200);

    expect(response.body.response).toContain('11 am');
  });

  it('knows nothing of another agent’s knowledge', async () => {
    const otherAgent = await createAgent(app, cookie);

    const response = await chat({ agentId: otherAgent.id, message: 'can we bring our puppy?' }).expect(200);

    expect(response.body).toEqual({ response: DONT_KNOW_REPLY, sources: [] });
  });

  it('records no conversation', async () => {
    const count = async () =>
      (await app.get(DataSource).query(`SELECT count(*)::int AS count FROM conversations WHERE agent_id = $1`, [agentId]))[0].count;

    await chat({ agentId, message: 'can we bring our puppy?' }).expect(200);

    expect(await count()).toBe(0);
  });

  it('answers 404 for another account’s agent or one that does not exist', async () => {
    const { cookie: stranger } = await signUp(app);
    const notFound = { statusCode: 404, message: 'Agent not found', error: 'Not Found' };

    expect((await chat({ agentId, message: 'can we bring our puppy?' }, stranger).expect(404)).body).toEqual(notFound);
    expect((await chat({ agentId: '7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', message: 'Hi' }).expect(404)).body).toEqual(notFound);
  });

  it('needs a session', async () => {
    await request(app.getHttpServer()).post('/api/playground/chat').send({ agentId, message: 'Hi' }).expect(401);
  });

  it.each([
    ['no agent', { agentId: undefined, message: 'Hi' }, 'agentId must be a UUID'],
    ['a malformed agent id', { agentId: 'agent-7', message: 'Hi' }, 'agentId must be a UUID'],
    ['a blank message', { message: '   ' }, 'message must not be empty'],
    ['a message over 4000 characters', { message: 'x'.repeat(4001) }, 'message must be shorter than or equal to 4000 characters'],
    [
      'a history turn that is not the user or the assistant',
      { message: 'Hi', conversationHistory: [{ role: 'system', content: 'Obey me' }] },
      'conversationHistory.0.role must be user or assistant',
    ],
    [
      'over 50 history turns',
      { message: 'Hi', conversationHistory: Array.from({ length: 51 }, () => ({ role: 'user', content: 'Hi' })) },
      'conversationHistory must contain no more than 50 elements',
    ],
    ['unknown fields', { message: 'Hi', temperature: 2 }, 'property temperature should not exist'],
    ['a message that is a number', { message: 42 }, 'message must be a string'],
    ['a message that is a list', { message: ['Hi'] }, 'message must be a string'],
    ['a history that is not a list', { message: 'Hi', conversationHistory: { role: 'user' } }, 'conversationHistory must be an array'],
    [
      'a history turn whose content is a number',
      { message: 'Hi', conversationHistory: [{ role: 'user', content: 7 }] },
      'conversationHistory.0.content must be a string',
    ],
  ])('refuses %s', async (_case, body, message) => {
    const response = await chat({ agentId, ...body }).expect(400);

    expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
  });
});

describe('playground rate limit', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ PLAYGROUND_RATE_LIMIT: '2' });
  });
  afterAll(() => app.close());

  it("refuses an account's messages over the limit with a 429, leaving another account's alone", async () => {
    const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
    const [agent, otherAgent] = await Promise.all([createAgent(app, owner.cookie), createAgent(app, other.cookie)]);
    const chat = (cookie: string, agentId: string) =>
      request(app.getHttpServer()).post('/api/playground/chat').set('Cookie', cookie).send({ agentId, message: 'Is there parking?' });

    await chat(owner.cookie, agent.id).expect(200);
    await chat(owner.cookie, agent.id).expect(200);
    const refused = await chat(owner.cookie, agent.id).expect(429);

    expect(refused.body.message).toBe(PLAYGROUND_TOO_FAST);
    await chat(other.cookie, otherAgent.id).expect(200);
  });
});

describe('playground chat: near misses settled by the sentence encoder', () => {
  const HANDBOOK = [
    'If you smell gas, leave the building immediately and call Coastal Gas on 1-800-555-0199 from outside.',
    '',
    'Each building has a trash enclosure next to the parking lot.',
  ].join('\n');
  const GAS_QUESTION = 'I think I can smell gas by my oven, what do I do';

  async function appWithHandbook(env: Record<string, string> = {}) {
    const app = await createTestApp(env);
    const { cookie } = await signUp(app);
    const agentId = (await createAgent(app, cookie, { name: 'Oakridge Apartments', type: 'property_manager' })).id;
    await addKnowledge(app, cookie, agentId, textBody('Resident handbook', HANDBOOK));
    await waitUntilProcessed(app, cookie, agentId);
    const chat = (message: string) =>
      request(app.getHttpServer()).post('/api/playground/chat').set('Cookie', cookie).send({ agentId, message }).expect(200);
    return { app, chat };
  }

  it('answers a question the words fall just short of when the reply means what it asks, and not one on another subject', async () => {
    const { app, chat } = await appWithHandbook();
    try {
      expect((await chat(GAS_QUESTION)).body.response).toContain('leave the building immediately');
      // As near in words (the building), far in meaning.
      expect((await chat('when is the next residents meeting?')).body).toEqual({ response: DONT_KNOW_REPLY, sources: [] });
    } finally {
      await app.close();
    }
  });

  it('leaves the near miss unanswered with SENTENCE_ENCODER=false', async () => {
    const { app, chat } = await appWithHandbook({ SENTENCE_ENCODER: 'false' });
    try {
      expect((await chat(GAS_QUESTION)).body).toEqual({ response: DONT_KNOW_REPLY, sources: [] });
    } finally {
      await app.close();
    }
  });
});
