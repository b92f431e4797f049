import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { createTestApp } from './support/test-app';

const FILES: Record<string, string> = {
  'shell/dist/index.html': '<!doctype html><title>shell</title>',
  'mfe-widget/dist/index.html': '<!doctype html><title>widget</title>',
  'mfe-widget/dist/embed.js': '(function () { /* loader */ })();',
};
const SOME_ID = '7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

describe('widget', () => {
  let webRoot: string;
  let app: NestFastifyApplication;
  let owner: SignedUp;

  const api = () => request(app.getHttpServer());
  const saveWidgetConfig = (agentId: string, widgetConfig: unknown, method: 'put' | 'patch' = 'put') =>
    api()[method](`/api/agents/${agentId}`).set('Cookie', owner.cookie).send({ configuration: { widgetConfig } });

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'widget-web-root-'));
    for (const [path, content] of Object.entries(FILES)) {
      await mkdir(dirname(join(webRoot, path)), { recursive: true });
      await writeFile(join(webRoot, path), content);
    }
    app = await createTestApp({ WEB_ROOT: webRoot });
    owner = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  describe('saving the configuration on an agent', () => {
    const valid = {
      primaryColor: '#1a73e8',
      backgroundColor: '#fff',
      textColor: '#222222',
      borderRadius: 48,
      position: 'top-left',
      welcomeMessage: 'Welcome to Harbour Lets!',
      placeholder: 'Ask about a flat...',
      agentName: 'Harbour Helper',
      showAgentAvatar: false,
      enableFileUpload: false,
      enableVoiceInput: true,
      height: 900,
      width: 280,
      logoUrl: 'https://cdn.example.com/logo.png',
      allowedOrigins: ['https://www.example.com', 'http://localhost:8080'],
    };

    it.each(['put', 'patch'] as const)('accepts a complete, valid configuration through %s', async (method) => {
      const agent = await createAgent(app, owner.cookie);

      const response = await saveWidgetConfig(agent.id, valid, method).expect(200);

      expect(response.body.configuration.widgetConfig).toEqual(valid);
    });

    it('accepts a partial configuration, an empty logo and removing it with null', async () => {
      const agent = await createAgent(app, owner.cookie);

      await saveWidgetConfig(agent.id, { primaryColor: '#ABCDEF', logoUrl: '' }).expect(200);
      const removed = await saveWidgetConfig(agent.id, null).expect(200);

      expect(removed.body.configuration).toEqual({});
    });

    it.each([
      [{ primaryColor: 'blue' }, 'configuration.widgetConfig.primaryColor must be a colour such as #1a73e8 or #fff'],
      [{ backgroundColor: '#ffff' }, 'configuration.widgetConfig.backgroundColor must be a colour such as #1a73e8 or #fff'],
      [{ textColor: 0 }, 'configuration.widgetConfig.textColor must be a colour such as #1a73e8 or #fff'],
      [{ borderRadius: 49 }, 'configuration.widgetConfig.borderRadius must be a whole number from 0 to 48 (px)'],
      [{ borderRadius: '12' }, 'configuration.widgetConfig.borderRadius must be a whole number from 0 to 48 (px)'],
      [{ height: 299 }, 'configuration.widgetConfig.height must be a whole number from 300 to 900 (px)'],
      [{ width: 601 }, 'configuration.widgetConfig.width must be a whole number from 280 to 600 (px)'],
      [{ position: 'center' }, 'configuration.widgetConfig.position must be one of: bottom-right, bottom-left, top-right, top-left'],
      [{ showAgentAvatar: 'yes' }, 'configuration.widgetConfig.showAgentAvatar must be true or false'],
      [{ enableVoiceInput: 1 }, 'configuration.widgetConfig.enableVoiceInput must be true or false'],
      [{ welcomeMessage: 'x'.repeat(501) }, 'configuration.widgetConfig.welcomeMessage must be text of at most 500 characters'],
      [{ agentName: 42 }, 'configuration.widgetConfig.agentName must be text of at most 500 characters'],
      [{ logoUrl: 'javascript:alert(1)' }, 'configuration.widgetConfig.logoUrl must be empty or a full http(s) address such as https://example.com/logo.png'],
      [{ logoUrl: 'https://cdn.example.com/our logo.png' }, 'configuration.widgetConfig.logoUrl must be empty or a full http(s) address such as https://example.com/logo.png'],
      [{ logoUrl: `https://cdn.example.com/${'x'.repeat(2000)}` }, 'configuration.widgetConfig.logoUrl must be empty or a full http(s) address such as https://example.com/logo.png'],
      [{ allowedOrigins: 'https://www.example.com' }, expect.stringContaining('configuration.widgetConfig.allowedOrigins must be a list')],
      [{ allowedOrigins: ['https://www.example.com/shop'] }, expect.stringContaining('configuration.widgetConfig.allowedOrigins must be a list')],
      [{ allowedOrigins: ['https://WWW.example.com'] }, expect.stringContaining('configuration.widgetConfig.allowedOrigins')],
      [{ height: 600.5 }, 'configuration.widgetConfig.height must be a whole number from 300 to 900 (px)'],
      [{ foo: 1 }, 'configuration.widgetConfig.foo is not a widget setting'],
      ['compact', 'configuration.widgetConfig must be an object'],
    ])('refuses %j with a 400 naming the field', async (widgetConfig, message) => {
      const agent = await createAgent(app, owner.cookie);

      const response = await saveWidgetConfig(agent.id, widgetConfig).expect(400);
      const stored = await api().get(`/api/agents/${agent.id}`).set('Cookie', owner.cookie).expect(200);

      expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
      expect(stored.body.configuration).toEqual({});
    });

    it('checks the widget configuration of a new agent too', async () => {
      const response = await api()
        .post('/api/agents')
        .set('Cookie', owner.cookie)
        .send({ name: 'Bad widget', configuration: { widgetConfig: { height: 10 } } })
        .expect(400);

      expect(response.body.message).toEqual(['configuration.widgetConfig.height must be a whole number from 300 to 900 (px)']);
    });
  });

  describe('GET /api/widget/agents/:id (public)', () => {
    it('answers without a session: name, availability and the configuration over the defaults, without allowed origins', async () => {
      const agent = await createAgent(app, owner.cookie, { name: 'Harbour Lets', status: 'active', channels: ['webchat', 'sms'] });
      await saveWidgetConfig(agent.id, { primaryColor: '#123456', height: 700, allowedOrigins: ['https://www.example.com'] }).expect(200);

      const response = await api().get(`/api/widget/agents/${agent.id}`).expect(200);

      expect(response.body).toEqual({
        agentId: agent.id,
        name: 'Harbour Lets',
        available: true,
        embeddable: true,
        widgetConfig: { ...WIDGET_CONFIG_DEFAULTS, primaryColor: '#123456', height: 700 },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers.vary).toContain('Origin');
    });

    it('tells a site whether it may show the widget, without naming the allowed ones', async () => {
      const agent = await createAgent(app, owner.cookie, { status: 'active' });
      await saveWidgetConfig(agent.id, { allowedOrigins: ['https://www.example.com'] }).expect(200);
      const ask = (origin: string) => api().get(`/api/widget/agents/${agent.id}`).set('Origin', origin).expect(200);

      expect((await ask('https://www.example.com')).body.embeddable).toBe(true);
      expect((await ask('https://example.com')).body.embeddable).toBe(false);
      // Another port of this server's own host name is another site, as the frame policy sees it.
      expect((await ask('http://127.0.0.1:9')).body.embeddable).toBe(false);
      expect(JSON.stringify((await ask('https://example.com')).body)).not.toContain('www.example.com');
    });

    it.each([
      ['training', { status: 'training' as const }],
      ['without webchat', { status: 'active' as const, channels: ['voice' as const] }],
    ])('reports an agent %s as not available', async (_label, fields) => {
      const agent = await createAgent(app, owner.cookie, fields);

      const response = await api().get(`/api/widget/agents/${agent.id}`).expect(200);

      expect(response.body).toMatchObject({ available: false, widgetConfig: WIDGET_CONFIG_DEFAULTS });
    });

    it.each([SOME_ID, 'nope'])('answers 404 for %s', async (id) => {
      const response = await api().get(`/api/widget/agents/${id}`).expect(404);

      expect(response.body).toEqual({ statusCode: 404, message: 'Agent not found', error: 'Not Found' });
    });
  });

  describe('the widget page and the embed loader', () => {
    it('serves /widget-client (any query) from the widget build, not the shell, without caching', async () => {
      const config = encodeURIComponent(JSON.stringify({ primaryColor: '#123456' }));

      const response = await api().get(`/widget-client?agentId=${SOME_ID}&config=${config}`).set('Accept', 'text/html').expect(200);
      const bare = await api().get('/widget-client').expect(200);

      expect(response.text).toBe(FILES['mfe-widget/dist/index.html']);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(bare.text).toBe(FILES['mfe-widget/dist/index.html']);
    });

    it('lets only the listed sites frame the page of an agent with allowed origins', async () => {
      const agent = await createAgent(app, owner.cookie, { status: 'active' });
      await saveWidgetConfig(agent.id, { allowedOrigins: ['https://www.example.com', 'https://shop.example.com'] }).expect(200);

      const response = await api().get(`/widget-client?agentId=${agent.id}`).expect(200);
      // The page chats with the first agentId of the address, so its policy holds however many follow.
      const repeated = await api().get(`/widget-client?agentId=${agent.id}&agentId=x`).expect(200);

      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self' https://www.example.com https://shop.example.com");
      expect(repeated.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
    });

    it('serves /embed.js as JavaScript any site may load, cached briefly', async () => {
      const response = await api().get('/embed.js').set('Origin', 'https://www.example.com').expect(200);

      expect(response.text).toBe(FILES['mfe-widget/dist/embed.js']);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    });

    it('keeps the shell fallback for the dashboard pages', async () => {
      const response = await api().get('/web-widget').set('Accept', 'text/html').expect(200);

      expect(response.text).toBe(FILES['shell/dist/index.html']);
    });
  });
});

describe('widget page without a widget build', () => {
  it('answers 404 for /widget-client and /embed.js', async () => {
    const emptyRoot = await mkdtemp(join(tmpdir(), 'widget-web-root-empty-'));
    const app = await createTestApp({ WEB_ROOT: emptyRoot });
    try {
      await request(app.getHttpServer()).get('/widget-client').set('Accept', 'text/html').expect(404);
      await request(app.getHttpServer()).get('/embed.js').expect(404);
    } finally {
      await app.close();
      await rm(emptyRoot, { recursive: true, force: true });
    }
  });
});
