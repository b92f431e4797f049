import type { Agent } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { agentBody, createAgent, signUp } from './support/factories';
import { createTestApp } from './support/test-app';

describe('agents', () => {
  let app: NestFastifyApplication;
  let cookie: string;
  let otherCookie: string;

  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    [{ cookie }, { cookie: otherCookie }] = await Promise.all([signUp(app), signUp(app)]);
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('applies the defaults: type rental, channels webchat, status training, empty objects', async () => {
      const response = await api().post('/api/agents').set('Cookie', cookie).send({ name: 'Lettings Desk' }).expect(201);

      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Lettings Desk',
        description: null,
        type: 'rental',
        systemPrompt: null,
        channels: ['webchat'],
        status: 'training',
        configuration: {},
        metadata: {},
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('stores no key sent as null, as an update would remove it', async () => {
      const response = await api()
        .post('/api/agents')
        .set('Cookie', cookie)
        .send({ name: 'Null keys', configuration: { smsPhoneNumber: null, tone: 'warm' }, metadata: { voiceGreeting: null } })
        .expect(201);

      expect(response.body.configuration).toEqual({ tone: 'warm' });
      expect(response.body.metadata).toEqual({});
    });

    it('keeps every field it is given, trimming name and description', async () => {
      const body = {
        name: '  Downtown Sales  ',
        description: '  Sells flats downtown ',
        type: 'realtor' as const,
        systemPrompt: 'Be brief.\n',
        channels: ['sms' as const, 'voice' as const],
        status: 'active' as const,
        configuration: { widgetConfig: { primaryColor: '#112233' } },
        metadata: { voiceGreeting: 'Hello' },
      };

      const response = await api().post('/api/agents').set('Cookie', cookie).send(body).expect(201);

      expect(response.body).toMatchObject({
        ...body,
        name: 'Downtown Sales',
        description: 'Sells flats downtown',
      });
      const stored = await api().get(`/api/agents/${response.body.id}`).set('Cookie', cookie).expect(200);
      expect(stored.body).toEqual(response.body);
    });

    it('stores an empty description as null', async () => {
      const agent = await createAgent(app, cookie, { description: '   ' });

      expect(agent.description).toBeNull();
    });

    it.each([
      ['a missing name', { name: undefined }, ['name must not be empty']],
      ['a name that is not text', { name: 42 }, ['name must be a string']],
      ['a blank name', { name: '   ' }, ['name must not be empty']],
      ['a name of invisible characters only', { name: '\u202e\u200b' }, ['name must not be empty']],
      ['a name over 120 characters', { name: 'n'.repeat(121) }, ['name must be shorter than or equal to 120 characters']],
      ['an unknown type', { type: 'landlord' }, ['type must be one of: realtor, rental, property_manager']],
      ['an unknown channel', { channels: ['webchat', 'fax'] }, ['each channel must be one of: webchat, whatsapp, sms, voice']],
      ['a duplicate channel', { channels: ['sms', 'sms'] }, ['channels must not contain duplicates']],
      ['channels that are not a list', { channels: 'sms' }, ['channels must be an array']],
      ['an unknown status', { status: 'paused' }, ['status must be one of: training, active']],
      ['a configuration that is a list', { configuration: [] }, ['configuration must be an object']],
      ['metadata that is null', { metadata: null }, ['metadata must be an object']],
      [
        'a configuration over 64 KB',
        { configuration: { blob: 'x'.repeat(64 * 1024) } },
        ['configuration must be at most 65536 bytes as JSON'],
      ],
      ['a description over 2000 characters', { description: 'd'.repeat(2001) }, ['description must be shorter than or equal to 2000 characters']],
      ['an unknown field', { colour: 'blue' }, ['property colour should not exist']],
      [
        'several bad fields, one message each',
        { name: '', type: 'landlord', channels: ['fax', 'fax'] },
        [
          'name must not be empty',
          'type must be one of: realtor, rental, property_manager',
          'each channel must be one of: webchat, whatsapp, sms, voice',
        ],
      ],
    ])('refuses %s with 400', async (_label, overrides, message) => {
      const response = await api()
        .post('/api/agents')
        .set('Cookie', cookie)
        .send({ ...agentBody(), ...overrides })
        .expect(400);

      expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });
  });

  describe('list', () => {
    it("lists only the caller's agents, newest first", async () => {
      const { cookie: freshCookie } = await signUp(app);
      const first = await createAgent(app, freshCookie, { name: 'First' });
      const second = await createAgent(app, freshCookie, { name: 'Second' });
      await createAgent(app, otherCookie, { name: 'Someone else' });

      const response = await api().get('/api/agents').set('Cookie', freshCookie).expect(200);

      expect((response.body as Agent[]).map((agent) => agent.id)).toEqual([second.id, first.id]);
    });

    it('lists each agent exactly as GET /api/agents/:id returns it', async () => {
      const { cookie: freshCookie } = await signUp(app);
      const agent = await createAgent(app, freshCookie, {
        systemPrompt: 'Quote "exactly" and keep \\ backslashes',
        channels: ['voice', 'webchat'],
        configuration: { widgetConfig: { height: 600, showAgentAvatar: true } },
        metadata: { endCallPhrases: ['goodbye', 'bye'], nested: { empty: {} } },
      });
      await api().patch(`/api/agents/${agent.id}`).set('Cookie', freshCookie).send({ status: 'active' }).expect(200);

      const list = await api().get('/api/agents').set('Cookie', freshCookie).expect(200);
      const one = await api().get(`/api/agents/${agent.id}`).set('Cookie', freshCookie).expect(200);

      expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(list.body).toEqual([one.body]);
    });

    it('shows every change on the next read, including one written outside this process', async () => {
      const { cookie: freshCookie } = await signUp(app);
      const list = async () => (await api().get('/api/agents').set('Cookie', freshCookie).expect(200)).body as Agent[];
      const first = await createAgent(app, freshCookie, { name: 'First' });
      expect((await list()).map((agent) => agent.name)).toEqual(['First']);

      const second = await createAgent(app, freshCookie, { name: 'Second' });
      expect((await list()).map((agent) => agent.name)).toEqual(['Second', 'First']);

      await api().patch(`/api/agents/${first.id}`).set('Cookie', freshCookie).send({ name: 'Renamed' }).expect(200);
      expect((await list()).map((agent) => agent.name)).toEqual(['Second', 'Renamed']);

      // Another API process (or a migration) writing the row directly.
      await app.get(DataSource).query(`UPDATE agents SET status = 'active' WHERE id = $1`, [second.id]);
      expect((await list()).map((agent) => agent.status)).toEqual(['active', 'training']);

      await api().delete(`/api/agents/${second.id}`).set('Cookie', freshCookie).expect(204);
      expect((await list()).map((agent) => agent.name)).toEqual(['Renamed']);
    });

    it('is an empty list for an account without agents', async () => {
      const { cookie: freshCookie } = await signUp(app);

      const response = await api().get('/api/agents').set('Cookie', freshCookie).expect(200);

      expect(response.body).toEqual([]);
    });
  });

  describe('update', () => {
    it('PATCH changes only the fields it is given', async () => {
      const agent = await createAgent(app, cookie, { name: 'Before', description: 'Kept' });

      const response = await api()
        .patch(`/api/agents/${agent.id}`)
        .set('Cookie', cookie)
        .send({ name: ' After ', status: 'active', channels: ['webchat', 'sms'] })
        .expect(200);

      expect(response.body).toEqual({
        ...agent,
        name: 'After',
        status: 'active',
        channels: ['webchat', 'sms'],
        updatedAt: expect.any(String),
      });
      expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(agent.updatedAt).getTime());
    });

    it.each(['patch', 'put'] as const)(
      '%s merges configuration and metadata into what is stored instead of replacing them',
      async (method) => {
        const agent = await createAgent(app, cookie, {
          configuration: { smsPhoneNumber: '+15550100', widgetConfig: { primaryColor: '#000000' } },
          metadata: { voiceGreeting: 'Hi', vapiConfig: { enabled: false } },
        });

        const client = api();
        const response = await client[method](`/api/agents/${agent.id}`)
          .set('Cookie', cookie)
          .send({
            configuration: { widgetConfig: { primaryColor: '#ff0000' } },
            metadata: { elevenLabsConfig: { enabled: true }, voiceGreeting: null },
          })
          .expect(200);

        expect(response.body.configuration).toEqual({
          smsPhoneNumber: '+15550100',
          widgetConfig: { primaryColor: '#ff0000' },
        });
        // A key sent as null is removed.
        expect(response.body.metadata).toEqual({
          vapiConfig: { enabled: false },
          elevenLabsConfig: { enabled: true },
        });
        const stored = await api().get(`/api/agents/${agent.id}`).set('Cookie', cookie).expect(200);
        expect(stored.body.metadata).toEqual(response.body.metadata);
      },
    );

    it('removes the phone number sent as null, and refuses one that is no phone number, changing nothing', async () => {
      const agent = await createAgent(app, cookie, { configuration: { smsPhoneNumber: '+1 (555) 010-0199' } });

      const refused = await api()
        .patch(`/api/agents/${agent.id}`)
        .set('Cookie', cookie)
        .send({ configuration: { smsPhoneNumber: '<b>x</b> not a phone' } })
        .expect(400);
      const kept = await api().get(`/api/agents/${agent.id}`).set('Cookie', cookie).expect(200);
      const removed = await api().patch(`/api/agents/${agent.id}`).set('Cookie', cookie).send({ configuration: { smsPhoneNumber: null } }).expect(200);

      expect(refused.body.message).toEqual(['configuration.smsPhoneNumber must be a phone number such as +1 555 010 0199 (7 to 15 digits)']);
      expect(kept.body.configuration).toEqual({ smsPhoneNumber: '+1 (555) 010-0199' });
      expect(removed.body.configuration).toEqual({});
    });

    it('PUT accepts the same partial body as PATCH', async () => {
      const agent = await createAgent(app, cookie);

      const response = await api().put(`/api/agents/${agent.id}`).set('Cookie', cookie).send({ type: 'property_manager' }).expect(200);

      expect(response.body).toMatchObject({ name: agent.name, type: 'property_manager' });
    });

    it('an empty body changes nothing', async () => {
      const agent = await createAgent(app, cookie);

      const response = await api().patch(`/api/agents/${agent.id}`).set('Cookie', cookie).send({}).expect(200);

      expect(response.body).toEqual(agent);
    });

    it.each([
      ['a blank name', { name: '' }, ['name must not be empty']],
      ['a null name', { name: null }, ['name must not be empty']],
      ['a null type', { type: null }, ['type must be one of: realtor, rental, property_manager']],
      ['null channels', { channels: null }, ['channels must be an array']],
      ['an unknown field', { accountId: '00000000-0000-4000-8000-000000000000' }, ['property accountId should not exist']],
    ])('refuses %s with 400', async (_label, body, message) => {
      const agent = await createAgent(app, cookie);

      const response = await api().patch(`/api/agents/${agent.id}`).set('Cookie', cookie).send(body).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });

    it('refuses text with a NUL character in configuration or metadata with 400, changing nothing', async () => {
      const agent = await createAgent(app, cookie);

      const patched = await api()
        .patch(`/api/agents/${agent.id}`)
        .set('Cookie', cookie)
        .send({ configuration: { greeting: 'Hi\u0000' } })
        .expect(400);
      const created = await api()
        .post('/api/agents')
        .set('Cookie', cookie)
        .send({ ...agentBody(), metadata: { voiceGreeting: 'Hi\u0000' } })
        .expect(400);

      for (const response of [patched, created]) {
        expect(response.body).toEqual({ statusCode: 400, message: 'Text cannot contain NUL characters', error: 'Bad Request' });
      }
      expect((await api().get(`/api/agents/${agent.id}`).set('Cookie', cookie).expect(200)).body).toEqual(agent);
    });

    it('stores half an emoji (a lone surrogate) in configuration or metadata as U+FFFD instead of failing', async () => {
      const created = await api()
        .post('/api/agents')
        .set('Cookie', cookie)
        .send({ ...agentBody(), metadata: { greeting: 'Hi \ud83d' } })
        .expect(201);
      const patched = await api()
        .patch(`/api/agents/${created.body.id as string}`)
        .set('Cookie', cookie)
        .send({ configuration: { ['\udc4b']: 'wave' } })
        .expect(200);

      expect(patched.body.metadata).toEqual({ greeting: 'Hi \ufffd' });
      expect(patched.body.configuration).toEqual({ '\ufffd': 'wave' });
    });

    it('clears description and systemPrompt with null', async () => {
      const agent = await createAgent(app, cookie, { description: 'Old', systemPrompt: 'Old prompt' });

      const response = await api()
        .patch(`/api/agents/${agent.id}`)
        .set('Cookie', cookie)
        .send({ description: null, systemPrompt: null })
        .expect(200);

      expect(response.body).toMatchObject({ description: null, systemPrompt: null });
    });
  });

  describe('delete', () => {
    it('removes the agent: 204, then 404', async () => {
      const agent = await createAgent(app, cookie);

      const response = await api().delete(`/api/agents/${agent.id}`).set('Cookie', cookie).expect(204);

      expect(response.text).toBe('');
      await api().get(`/api/agents/${agent.id}`).set('Cookie', cookie).expect(404);
    });
  });

  describe("another account's agent", () => {
    const notFound = { statusCode: 404, message: 'Agent not found', error: 'Not Found' };
    let foreign: Agent;

    beforeAll(async () => {
      foreign = await createAgent(app, otherCookie, { name: 'Not yours', configuration: { secret: 1 } });
    });

    it.each([
      ['GET', (id: string) => api().get(`/api/agents/${id}`).set('Cookie', cookie)],
      ['PATCH', (id: string) => api().patch(`/api/agents/${id}`).set('Cookie', cookie).send({ name: 'Taken' })],
      ['PUT', (id: string) => api().put(`/api/agents/${id}`).set('Cookie', cookie).send({ configuration: { secret: 2 } })],
      ['DELETE', (id: string) => api().delete(`/api/agents/${id}`).set('Cookie', cookie)],
    ])('%s answers 404 exactly like a missing agent and changes nothing', async (_method, call) => {
      const foreignResponse = await call(foreign.id).expect(404);
      const missingResponse = await call('7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f').expect(404);

      expect(foreignResponse.body).toEqual(notFound);
      expect(missingResponse.body).toEqual(notFound);
      const stored = await api().get(`/api/agents/${foreign.id}`).set('Cookie', otherCookie).expect(200);
      expect(stored.body).toEqual(foreign);
    });

    it('is not listed', async () => {
      const response = await api().get('/api/agents').set('Cookie', cookie).expect(200);

      expect((response.body as Agent[]).map((agent) => agent.id)).not.toContain(foreign.id);
    });
  });

  it.each(['not-a-uuid', '123', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ'])(
    'answers 404 Agent not found for the malformed id %s',
    async (id) => {
      const response = await api().get(`/api/agents/${id}`).set('Cookie', cookie).expect(404);

      expect(response.body).toEqual({ statusCode: 404, message: 'Agent not found', error: 'Not Found' });
      await api().patch(`/api/agents/${id}`).set('Cookie', cookie).send({ name: 'x' }).expect(404);
      await api().delete(`/api/agents/${id}`).set('Cookie', cookie).expect(404);
    },
  );
});
