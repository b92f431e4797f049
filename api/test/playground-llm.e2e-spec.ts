import type { KnowledgeItem } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ANSWER_UNAVAILABLE_REPLY } from '../src/answers/reply-texts';
import { REPLY_MAX_TOKENS } from '../src/llm/openai-chat-model';
import { MODEL_FAILED_NOTICE } from '../src/playground/playground.service';
import { createAgent, signUp } from './support/factories';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai';
import { addKnowledge, qaBody, textBody, waitUntilProcessed } from './support/knowledge';
import { createTestApp } from './support/test-app';

const INSTRUCTIONS = 'Always sign off with "Warm regards, the Driftwood team".';
const TIMEOUT_MS = 400;

describe('playground chat with a language model', () => {
  let fake: FakeOpenAi;
  let app: NestFastifyApplication;
  let cookie: string;
  let agentId: string;
  let rules: KnowledgeItem;
  let parking: KnowledgeItem;

  const ask = (message: string, conversationHistory?: { role: 'user' | 'assistant'; content: string }[]) =>
    request(app.getHttpServer()).post('/api/playground/chat').set('Cookie', cookie).send({ agentId, message, conversationHistory });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await createTestApp({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'test-model',
      OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    ({ cookie } = await signUp(app));
    agentId = (await createAgent(app, cookie, { name: 'Driftwood Helper', type: 'rental', systemPrompt: INSTRUCTIONS })).id;
    rules = await addKnowledge(app, cookie, agentId, textBody('House rules', 'Check-in is from 4:00 pm.\n\nQuiet hours start at 10 pm.'));
    parking = await addKnowledge(app, cookie, agentId, qaBody('Where do we park?', 'Park in the two spaces on Gull Lane.'));
    await waitUntilProcessed(app, cookie, agentId);
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('sends the agent, its instructions and the retrieved passages, and returns the model’s reply with its cited sources', async () => {
    fake.respondWith({ reply: 'You can check in from 4:00 pm [1]. Warm regards, the Driftwood team' });

    const response = await ask('what time is check in?', [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi! How can I help?' },
    ]).expect(200);

    expect(response.body).toEqual({
      response: 'You can check in from 4:00 pm. Warm regards, the Driftwood team',
      sources: [{ id: rules.id, title: 'House rules' }],
    });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.model).toBe('test-model');
    expect(fake.authorizations.at(-1)).toBe('Bearer sk-test-key');
    const [system, ...conversation] = sent.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Driftwood Helper');
    expect(system?.content).toContain(INSTRUCTIONS);
    expect(system?.content).toContain('[1] House rules');
    expect(system?.content).toContain('Check-in is from 4:00 pm.');
    expect(system?.content).toMatch(/only from the knowledge passages/);
    expect(system?.content).toMatch(/member of the team/);
    expect(conversation).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi! How can I help?' },
      { role: 'user', content: 'what time is check in?' },
    ]);
  });

  it('names no source when the model cites none', async () => {
    fake.respondWith({ reply: "I don't have that information. Shall I connect you with a member of the team?" });

    const response = await ask('Is there a hot tub?').expect(200);

    expect(response.body).toEqual({
      response: "I don't have that information. Shall I connect you with a member of the team?",
      sources: [],
    });
  });

  it('falls back to the embedded answer when the provider fails', async () => {
    fake.respondWith({ status: 500 });

    const response = await ask('where do we park?').expect(200);

    expect(response.body).toEqual({
      response: 'Park in the two spaces on Gull Lane.',
      sources: [{ id: parking.id, title: 'Where do we park?' }],
      notice: MODEL_FAILED_NOTICE,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back when the provider does not answer in time, without hanging', async () => {
    fake.respondWith({ hang: true });
    const started = Date.now();

    const response = await ask('where do we park?').expect(200);

    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(response.body.response).toBe('Park in the two spaces on Gull Lane.');
  });

  it('says it cannot reply right now when the provider fails and the knowledge has no answer', async () => {
    fake.respondWith({ status: 500 });

    const response = await ask('Is there a hot tub?').expect(200);

    expect(response.body).toEqual({ response: ANSWER_UNAVAILABLE_REPLY, sources: [], notice: MODEL_FAILED_NOTICE });
  });

  it.each(['length', 'content_filter'])('treats a reply the model stopped writing (%s) as a failure', async (finishReason) => {
    fake.respondWith({ reply: 'You can park in the two spa', finishReason });

    const response = await ask('where do we park?').expect(200);

    expect(response.body.response).toBe('Park in the two spaces on Gull Lane.');
  });

  it('treats an empty reply from the model as a failure', async () => {
    fake.respondWith({ reply: '  ' });

    const response = await ask('where do we park?').expect(200);

    expect(response.body.response).toBe('Park in the two spaces on Gull Lane.');
  });

  it('bounds the reply it asks for, and takes a reply that runs on regardless for a failure', async () => {
    fake.respondWith({ reply: `Check-in is from 4:00 pm [1]. ${'And so on. '.repeat(800)}` });

    const response = await ask('where do we park?').expect(200);

    expect(fake.requests[0]?.max_tokens).toBe(REPLY_MAX_TOKENS);
    expect(response.body.response).toBe('Park in the two spaces on Gull Lane.');
  });

  it('keeps NUL and half an emoji out of the reply, which could not be stored with them', async () => {
    fake.respondWith({ reply: 'Check-in is from 4:00 pm\u0000 [1]. Enjoy \ud83d' });

    const response = await ask('when is check-in?').expect(200);

    expect(response.body.response).toBe('Check-in is from 4:00 pm. Enjoy \ufffd');
  });
});
