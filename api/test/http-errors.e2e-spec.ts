import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { signUp } from './support/factories';
import { createTestApp } from './support/test-app';

const SOME_ID = '7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const PUBLIC_OPERATIONS = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'GET /api/health',
  // The embed loader and the widget page read it on visitors' behalf.
  `GET /api/widget/agents/${SOME_ID}`,
]);

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

describe('HTTP errors', () => {
  let app: NestFastifyApplication;
  let cookie: string;

  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    ({ cookie } = await signUp(app));
  });
  afterAll(() => app.close());

  it('every documented /api operation except signup, login and health answers 401 without a session', async () => {
    const document = (await api().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, SOME_ID) })),
    );
    const guarded = operations.filter(({ method, path }) => !PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${path}`));

    expect(guarded.length).toBeGreaterThanOrEqual(9);
    for (const { method, path } of guarded) {
      const response = await api()[method as 'get'](path).send({});
      expect({ operation: `${method} ${path}`, status: response.status, body: response.body }).toEqual({
        operation: `${method} ${path}`,
        status: 401,
        body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' },
      });
    }
  });

  it('an unknown /api route is a JSON 404, signed in or not', async () => {
    const anonymous = await api().get('/api/xyz').set('Accept', 'text/html').expect(404);
    const signedIn = await api().post('/api/agents/x/y').set('Cookie', cookie).send({}).expect(404);

    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    expect(anonymous.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/xyz', error: 'Not Found' });
    expect(signedIn.body).toEqual({ statusCode: 404, message: 'Cannot POST /api/agents/x/y', error: 'Not Found' });
  });

  it('a malformed JSON body is a 400', async () => {
    const response = await api()
      .post('/api/agents')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"name": "unterminated')
      .expect(400);

    expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(/JSON/), error: 'Bad Request' });
  });

  it.each([
    ['a JSON list', '[]'],
    ['a JSON string', '"just text"'],
    ['JSON null', 'null'],
    ['a number', '42'],
  ])('a body that is %s is a 400, never a 500', async (_label, body) => {
    const response = await api()
      .post('/api/agents')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(body);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('a body over the limit is a 413', async () => {
    const response = await api()
      .post('/api/agents')
      .set('Cookie', cookie)
      .send({ name: 'Big', description: 'x'.repeat(600 * 1024) })
      .expect(413);

    expect(response.body).toEqual({ statusCode: 413, message: expect.any(String), error: 'Payload Too Large' });
  });

  it('a body of an unsupported content type is a 415', async () => {
    const response = await api()
      .post('/api/agents')
      .set('Cookie', cookie)
      .set('Content-Type', 'text/plain')
      .send('name=Plain')
      .expect(415);

    expect(response.body).toEqual({ statusCode: 415, message: expect.any(String), error: 'Unsupported Media Type' });
  });

  it("refuses a form's url-encoded body, which a page on another port of this host could post with the cookie", async () => {
    const before = (await api().get('/api/agents').set('Cookie', cookie).expect(200)).body as unknown[];

    const response = await api()
      .post('/api/agents')
      .set('Cookie', cookie)
      .set('Origin', 'http://127.0.0.1:9999')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('name=csrf')
      .expect(415);

    expect(response.body).toEqual({ statusCode: 415, message: 'Send the request body as JSON', error: 'Unsupported Media Type' });
    expect((await api().get('/api/agents').set('Cookie', cookie).expect(200)).body).toHaveLength(before.length);
  });

  it.each([
    ['sign-in, before any session', '/api/auth/login', undefined, { email: 'a@example.com', password: 'x' }],
    ["an agent's metadata", '/api/agents', 'session', { name: 'Deep', metadata: {} as Record<string, unknown> }],
  ])('refuses a body nested thousands of levels deep (%s) with a 400, changing nothing', async (_label, path, withSession, body) => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 3000; level += 1) deep = [deep];
    const before = (await api().get('/api/agents').set('Cookie', cookie).expect(200)).body as unknown[];

    const sent = api().post(path).set('Content-Type', 'application/json');
    if (withSession) sent.set('Cookie', cookie);
    const response = await sent.send(JSON.stringify({ ...body, metadata: { deep } })).expect(400);

    expect(response.body).toEqual({ statusCode: 400, message: 'The request body nests more than 64 levels', error: 'Bad Request' });
    expect((await api().get('/api/agents').set('Cookie', cookie).expect(200)).body).toHaveLength(before.length);
  });

  it('a prototype-polluting body is refused without touching the server', async () => {
    const response = await api()
      .post('/api/agents')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"name":"Proto","__proto__":{"admin":true}}');

    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
