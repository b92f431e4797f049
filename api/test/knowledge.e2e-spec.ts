import type { KnowledgeItem } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAgent, signUp } from './support/factories';
import {
  addKnowledge,
  listKnowledge,
  passagesOf,
  qaBody,
  textBody,
  urlBody,
  waitForItem,
  waitUntilProcessed,
} from './support/knowledge';
import { createTestApp } from './support/test-app';

const MISSING_ID = '7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

describe('knowledge items', () => {
  let app: NestFastifyApplication;
  let cookie: string;
  let agentId: string;

  const api = () => request(app.getHttpServer());
  const post = (body: unknown, agent = agentId) => api().post(`/api/agents/${agent}/knowledge`).set('Cookie', cookie).send(body as object);

  beforeAll(async () => {
    app = await createTestApp();
    ({ cookie } = await signUp(app));
  });
  beforeEach(async () => {
    agentId = (await createAgent(app, cookie)).id;
  });
  afterAll(() => app.close());

  describe('Q&A', () => {
    it('starts processing, derives the title from the question, ignores a client title and becomes trained', async () => {
      const question = 'Is there parking for a second car near the cottage, and does it cost extra?';
      const created = await addKnowledge(app, cookie, agentId, {
        ...qaBody(`  ${question}  `, ' Yes, a second space on Gull Lane for $10 a night. '),
        title: 'Anything the client says',
        source: 'somewhere-else',
      });

      expect(created).toEqual({
        id: expect.any(String),
        agentId,
        type: 'qa',
        title: question.slice(0, 50),
        content: JSON.stringify({ question, answer: 'Yes, a second space on Gull Lane for $10 a night.' }),
        source: 'manual_qa',
        processed: false,
        status: 'processing',
        error: null,
        passageCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const trained = await waitForItem(app, cookie, agentId, created.id);
      expect(trained).toMatchObject({ processed: true, status: 'trained', error: null, passageCount: 1 });
      expect(await passagesOf(app, created.id)).toEqual([
        { kind: 'qa', title: question.slice(0, 50), question, content: 'Yes, a second space on Gull Lane for $10 a night.' },
      ]);
    });

    it.each([
      ['blank question', JSON.stringify({ question: '  ', answer: 'Yes' })],
      ['missing answer', JSON.stringify({ question: 'Pets?' })],
      ['answer not text', JSON.stringify({ question: 'Pets?', answer: 5 })],
      ['not JSON', 'Pets? Yes'],
      ['a JSON array', '["Pets?", "Yes"]'],
      ['no content', undefined],
    ])('refuses a %s with the dashboard message', async (_case, content) => {
      const response = await post({ type: 'qa', content }).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: 'Both question and answer required', error: 'Bad Request' });
      expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
    });
  });

  describe('website', () => {
    it.each([['not a url'], ['ftp://files.example.com/rules.txt'], ['//example.com/page'], ['   '], ['mailto:host@example.com']])(
      'refuses %j as Invalid URL',
      async (content) => {
        const response = await post(urlBody(content)).expect(400);

        expect(response.body).toEqual({ statusCode: 400, message: 'Invalid URL', error: 'Bad Request' });
      },
    );

    it('titles the item with the host, port included, and keeps the address as content', async () => {
      const created = await addKnowledge(app, cookie, agentId, { ...urlBody(' https://Example.com:8443/house-rules?x=1 '), title: 'ignored' });

      expect(created).toMatchObject({
        type: 'url',
        title: 'example.com:8443',
        content: 'https://example.com:8443/house-rules?x=1',
        source: null,
        status: 'processing',
        processed: false,
      });
    });
  });

  describe('text', () => {
    it('stores trimmed title and content and splits the text into passages', async () => {
      const created = await addKnowledge(app, cookie, agentId, {
        ...textBody('  Parking  ', '  Guests park on Gull Lane.\n\nThe garage is for the owners only.  '),
        source: 'handbook',
      });

      expect(created).toMatchObject({ type: 'text', title: 'Parking', source: 'handbook', status: 'processing' });
      expect(created.content).toBe('Guests park on Gull Lane.\n\nThe garage is for the owners only.');
      const trained = await waitForItem(app, cookie, agentId, created.id);
      expect(trained.status).toBe('trained');
      const passages = await passagesOf(app, created.id);
      expect(trained.passageCount).toBe(passages.length);
      expect(passages.map((passage) => passage.content).join(' ')).toContain('The garage is for the owners only.');
      expect(passages.every((passage) => passage.kind === 'passage' && passage.title.startsWith('Parking'))).toBe(true);
    });

    it('trains a megabyte on one line with no sentence end, in passages small enough to index', async () => {
      // Before passages were capped this became one passage whose tsvector PostgreSQL refuses
      // (over 1 MB), and the item stayed 'Processing' for ever.
      const words = Array.from({ length: 130_000 }, (_, i) => `w${i}`).join(' ');
      const created = await addKnowledge(app, cookie, agentId, textBody('Word list', words.slice(0, 1024 * 1024)));

      const trained = await waitForItem(app, cookie, agentId, created.id);

      expect(trained).toMatchObject({ status: 'trained', error: null });
      const passages = await passagesOf(app, created.id);
      expect(Math.max(...passages.map((passage) => passage.content.length))).toBeLessThanOrEqual(700);
    });

    it.each([
      [{ type: 'text', title: '  ', content: 'Some text' }],
      [{ type: 'text', title: 'Parking', content: ' \n ' }],
      [{ type: 'text', content: 'No title' }],
      [{ type: 'text', title: 'No content' }],
    ])('refuses %j with the dashboard message', async (body) => {
      const response = await post(body).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: 'Title and content required', error: 'Bad Request' });
    });

    it('accepts 1 MB of text, above the global body limit, and refuses more', async () => {
      const paragraph = 'The heating is controlled from the panel in the hallway.\n';
      const megabyte = paragraph.repeat(Math.floor((1024 * 1024) / paragraph.length));

      await post(textBody('Heating', megabyte)).expect(201);
      const tooLong = await post(textBody('Heating', `${megabyte}${'x'.repeat(paragraph.length)}`)).expect(400);
      expect(tooLong.body).toEqual({ statusCode: 400, message: ['content must be at most 1 MB'], error: 'Bad Request' });
      await post(textBody('Heating', 'x'.repeat(3 * 1024 * 1024))).expect(413);
    });
  });

  it('refuses unknown fields, unknown types and documents sent as JSON', async () => {
    const unknown = await post({ ...textBody('A', 'B'), processed: true }).expect(400);
    expect(unknown.body.message).toEqual(['property processed should not exist']);

    const wrongType = await post({ type: 'document', title: 'A', content: 'B' }).expect(400);
    expect(wrongType.body.message).toEqual(['type must be one of: url, qa, text']);
  });

  it('lists the agent’s items newest first, and only that agent’s', async () => {
    const first = await addKnowledge(app, cookie, agentId, textBody('First', 'One'));
    const second = await addKnowledge(app, cookie, agentId, qaBody('Second?', 'Two'));
    const otherAgent = await createAgent(app, cookie);
    await addKnowledge(app, cookie, otherAgent.id, textBody('Elsewhere', 'Three'));

    const items = await listKnowledge(app, cookie, agentId);

    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('deletes an item with its passages', async () => {
    const created = await addKnowledge(app, cookie, agentId, textBody('Bins', 'Bins go out on Thursday night.'));
    await waitForItem(app, cookie, agentId, created.id);
    expect((await passagesOf(app, created.id)).length).toBeGreaterThan(0);

    await api().delete(`/api/knowledge/${created.id}`).set('Cookie', cookie).expect(204);

    expect(await listKnowledge(app, cookie, agentId)).toEqual([]);
    expect(await passagesOf(app, created.id)).toEqual([]);
    const again = await api().delete(`/api/knowledge/${created.id}`).set('Cookie', cookie).expect(404);
    expect(again.body).toEqual({ statusCode: 404, message: 'Knowledge item not found', error: 'Not Found' });
  });

  it('re-syncs only website items', async () => {
    const created = await addKnowledge(app, cookie, agentId, textBody('Bins', 'Bins go out on Thursday night.'));

    const response = await api().post(`/api/knowledge/${created.id}/resync`).set('Cookie', cookie).expect(400);

    expect(response.body).toEqual({ statusCode: 400, message: 'Only website items can be re-synced', error: 'Bad Request' });
  });

  it('deleting the agent deletes its knowledge and passages', async () => {
    const created = await addKnowledge(app, cookie, agentId, textBody('Bins', 'Bins go out on Thursday night.'));
    await waitForItem(app, cookie, agentId, created.id);

    await api().delete(`/api/agents/${agentId}`).set('Cookie', cookie).expect(204);

    const [{ count }] = await app.get(DataSource).query(`SELECT count(*)::int AS count FROM knowledge_items WHERE id = $1`, [created.id]);
    expect(count).toBe(0);
    expect(await passagesOf(app, created.id)).toEqual([]);
  });

  describe('scoping', () => {
    let item: KnowledgeItem;
    let stranger: string;

    beforeEach(async () => {
      item = await addKnowledge(app, cookie, agentId, urlBody('https://example.com/rules'));
      ({ cookie: stranger } = await signUp(app));
    });

    it('answers 404 for another account’s agent on every agent route', async () => {
      const notFound = { statusCode: 404, message: 'Agent not found', error: 'Not Found' };
      const as = (route: request.Test) => route.set('Cookie', stranger);

      expect((await as(api().get(`/api/agents/${agentId}/knowledge`)).expect(404)).body).toEqual(notFound);
      expect((await as(api().post(`/api/agents/${agentId}/knowledge`)).send(textBody('A', 'B')).expect(404)).body).toEqual(notFound);
      const upload = as(api().post(`/api/agents/${agentId}/knowledge/upload`)).attach('files', Buffer.from('Hello'), 'a.txt');
      expect((await upload.expect(404)).body).toEqual(notFound);
      expect(await listKnowledge(app, cookie, agentId)).toHaveLength(1);
    });

    it('answers 404 for another account’s item, and for ids that name nothing', async () => {
      const notFound = { statusCode: 404, message: 'Knowledge item not found', error: 'Not Found' };

      for (const id of [item.id, MISSING_ID, 'not-a-uuid']) {
        expect((await api().delete(`/api/knowledge/${id}`).set('Cookie', stranger).expect(404)).body).toEqual(notFound);
        expect((await api().post(`/api/knowledge/${id}/resync`).set('Cookie', stranger).expect(404)).body).toEqual(notFound);
      }
      expect((await api().get('/api/agents/not-a-uuid/knowledge').set('Cookie', cookie).expect(404)).body.message).toBe('Agent not found');
      expect(await listKnowledge(app, cookie, agentId)).toHaveLength(1);
    });

    it('needs a session', async () => {
      await api().get(`/api/agents/${agentId}/knowledge`).expect(401);
      await api().post(`/api/agents/${agentId}/knowledge`).send(textBody('A', 'B')).expect(401);
      await api().post(`/api/agents/${agentId}/knowledge/upload`).attach('files', Buffer.from('Hello'), 'a.txt').expect(401);
      await api().delete(`/api/knowledge/${item.id}`).expect(401);
      await api().post(`/api/knowledge/${item.id}/resync`).expect(401);
    });
  });

  it('an item left processing by a stopped process is processed when the next one starts', async () => {
    const created = await addKnowledge(app, cookie, agentId, textBody('Bins', 'Bins go out on Thursday night.'));
    await waitForItem(app, cookie, agentId, created.id);
    const db = app.get(DataSource);
    // What a process that died mid-job leaves behind: processing, no passages, its lease run out.
    await db.query(`DELETE FROM knowledge_passages WHERE item_id = $1`, [created.id]);
    await db.query(
      `UPDATE knowledge_items SET status = 'processing', passage_count = 0, lease_expires_at = now() - interval '1 second' WHERE id = $1`,
      [created.id],
    );

    const next = await createTestApp();
    try {
      const items = await waitUntilProcessed(next, cookie, agentId);
      expect(items).toEqual([expect.objectContaining({ id: created.id, status: 'trained', passageCount: 1 })]);
      expect(await passagesOf(next, created.id)).toHaveLength(1);
    } finally {
      await next.close();
    }
  });
});
