import { randomInt } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { sessionCookie, signUp, signupBody, uniqueEmail } from './support/factories';
import { createTestApp } from './support/test-app';

/** A documentation-range address per call, so rate-limit counts never leak between tests. */
function testIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function setCookieHeader(response: request.Response): string {
  const header = response.headers['set-cookie'] as unknown as string[];
  return header.find((cookie) => cookie.startsWith('sid=')) ?? '';
}

describe('auth', () => {
  let app: NestFastifyApplication;
  /** Behind a proxy: X-Forwarded-For and X-Forwarded-Proto are honoured. */
  let proxied: NestFastifyApplication;
  /** Behind a proxy, with the default sign-up limit. */
  let limited: NestFastifyApplication;

  beforeAll(async () => {
    [app, proxied, limited] = await Promise.all([
      createTestApp(),
      createTestApp({ TRUST_PROXY: 'true' }),
      createTestApp({ TRUST_PROXY: 'true', SIGNUP_RATE_LIMIT: '10' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), proxied.close(), limited.close()]);
  });

  describe('signup', () => {
    it('creates an account named after the user, returns the user and starts a session', async () => {
      const body = signupBody({ name: '  Morgan Lee  ', email: `  ${uniqueEmail('Morgan').toUpperCase()} ` });

      const response = await request(app.getHttpServer()).post('/api/auth/signup').send(body).expect(201);

      expect(response.body).toEqual({
        id: expect.any(String),
        accountId: expect.any(String),
        name: 'Morgan Lee',
        email: body.email.trim().toLowerCase(),
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
      const me = await request(app.getHttpServer())
        .get('/api/auth/me')
        .set('Cookie', sessionCookie(response))
        .expect(200);
      expect(me.body).toEqual(response.body);
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      const { email } = await signUp(app);

      const response = await request(app.getHttpServer())
        .post('/api/auth/signup')
        .send(signupBody({ email: email.toUpperCase() }))
        .expect(409);

      expect(response.body).toEqual({
        statusCode: 409,
        message: 'An account with this email already exists',
        error: 'Conflict',
      });
    });

    it.each([
      ['a blank name', { name: '   ' }, 'name must not be empty'],
      ['a name of invisible characters only', { name: '\u200b\u200b' }, 'name must not be empty'],
      ['an invalid email', { email: 'not-an-email' }, 'email must be a valid email address'],
      [
        'a short password',
        { password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) },
        `password must be longer than or equal to ${PASSWORD_MIN_LENGTH} characters`,
      ],
      ['a 201-character password', { password: 'x'.repeat(201) }, 'password must be shorter than or equal to 200 characters'],
      ['a password of spaces only', { password: ' '.repeat(PASSWORD_MIN_LENGTH) }, 'password must not be only spaces'],
      // The type is what is wrong, not a length or a pattern.
      ['a name that is a number', { name: 5 }, 'name must be a string'],
      ['a password that is a number', { password: 12345678 }, 'password must be a string'],
      ['no password', { password: undefined }, 'password must be a string'],
    ])('refuses %s', async (_label, overrides, message) => {
      const response = await request(app.getHttpServer())
        .post('/api/auth/signup')
        .send({ ...signupBody(), ...overrides })
        .expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    });
  });

  describe('signup limit', () => {
    it('refuses an address more than 10 sign-ups in 15 minutes, so a list of emails cannot be tried against it', async () => {
      const address = testIp();
      const first = signupBody();
      const signUpFrom = (ip: string, body = signupBody()) =>
        request(limited.getHttpServer()).post('/api/auth/signup').set('X-Forwarded-For', ip).send(body);
      await signUpFrom(address, first).expect(201);
      for (let i = 1; i < 10; i += 1) {
        await signUpFrom(address).expect(201);
      }

      const refused = await signUpFrom(address).expect(429);

      expect(refused.body).toEqual({ statusCode: 429, message: 'Too many sign-ups from this address. Try again later.', error: 'Too Many Requests' });
      await signUpFrom(testIp()).expect(201);
      // Sign-ups, refused ones too, are not failed logins: past 30 of them the address still signs in.
      for (let i = 0; i < 25; i += 1) {
        await signUpFrom(address).expect(429);
      }
      await request(limited.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: first.email, password: first.password })
        .expect(200);
    });
  });

  describe('session cookie', () => {
    it('is HttpOnly, SameSite=Lax, Path=/ and lasts 30 days, without Secure over plain http', async () => {
      const response = await request(app.getHttpServer()).post('/api/auth/signup').send(signupBody()).expect(201);

      const cookie = setCookieHeader(response);
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(cookie).not.toContain('Secure');
    });

    it('is Secure behind a trusted proxy that says the request was https', async () => {
      const response = await request(proxied.getHttpServer())
        .post('/api/auth/signup')
        .set('X-Forwarded-Proto', 'https')
        .send(signupBody())
        .expect(201);

      expect(setCookieHeader(response)).toContain('Secure');
    });

    it('ignores X-Forwarded-Proto unless TRUST_PROXY is on', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/auth/signup')
        .set('X-Forwarded-Proto', 'https')
        .send(signupBody())
        .expect(201);

      expect(setCookieHeader(response)).not.toContain('Secure');
    });
  });

  describe('login', () => {
    it.each([
      ['an empty body', {}, ['email must be a string', 'password must be a string']],
      ['an email that is a number', { email: 5, password: 'x' }, ['email must be a string']],
      ['something that is no email', { email: '(signup)', password: 'x' }, ['email must be a valid email address']],
    ])('refuses %s with what is wrong', async (_label, body, message) => {
      const response = await request(app.getHttpServer()).post('/api/auth/login').send(body).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });

    it('signs in with the right password, case-insensitively on the email', async () => {
      const { email, password, user } = await signUp(app);

      const response = await request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: ` ${email.toUpperCase()} `, password })
        .expect(200);

      expect(response.body).toEqual(user);
      await request(app.getHttpServer()).get('/api/auth/me').set('Cookie', sessionCookie(response)).expect(200);
    });

    it('refuses a sign-in or sign-up posted from another site, so no page can sign a visitor in as someone else', async () => {
      const { email, password } = await signUp(app);
      const body = signupBody();

      const login = await request(app.getHttpServer())
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send({ email, password })
        .expect(403);
      const signup = await request(app.getHttpServer()).post('/api/auth/signup').set('Origin', 'https://evil.example').send(body).expect(403);

      for (const response of [login, signup]) {
        expect(response.body).toEqual({ statusCode: 403, message: 'Signing in is only accepted from this site', error: 'Forbidden' });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      // The account was not created: signing up with that email from this site still works.
      await request(app.getHttpServer()).post('/api/auth/signup').send(body).expect(201);
    });

    it('refuses a change posted from another site with a valid session, and takes it from this site', async () => {
      const { cookie } = await signUp(app);
      const create = (origin: string) =>
        request(app.getHttpServer()).post('/api/agents').set('Cookie', cookie).set('Origin', origin).send({ name: 'Harbour Lets' });

      const refused = await create('https://evil.example').expect(403);
      const sibling = await create('https://admin.127.0.0.1.example').expect(403);
      // supertest sends Host: 127.0.0.1:<port>; a page of this site names the same host.
      await create('http://127.0.0.1').expect(201);

      expect(refused.body).toEqual({ statusCode: 403, message: 'Changes are only accepted from this site', error: 'Forbidden' });
      expect(sibling.body.message).toBe('Changes are only accepted from this site');
      const agents = await request(app.getHttpServer()).get('/api/agents').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(200);
      expect((agents.body as { name: string }[]).map((agent) => agent.name)).toEqual(['Harbour Lets']);
    });

    it('accepts a sign-in posted by a page of this site', async () => {
      const { email, password } = await signUp(app);

      await request(app.getHttpServer())
        .post('/api/auth/login')
        .set('Host', 'agents.example.com')
        .set('Origin', 'https://agents.example.com')
        .send({ email, password })
        .expect(200);
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      const { email } = await signUp(app);
      const expected = { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' };

      const wrongPassword = await request(proxied.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', testIp())
        .send({ email, password: 'not the password' })
        .expect(401);
      const unknownEmail = await request(proxied.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', testIp())
        .send({ email: uniqueEmail('nobody'), password: 'whatever it is' })
        .expect(401);

      expect(wrongPassword.body).toEqual(expected);
      expect(unknownEmail.body).toEqual(expected);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    });

    it('answers 429 after 5 failures for one email from one address, even with the right password', async () => {
      const { email, password } = await signUp(app);
      const ip = testIp();
      const login = (pass: string, from = ip) =>
        request(proxied.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password: pass });

      for (let attempt = 0; attempt < 5; attempt++) {
        await login('wrong password').expect(401);
      }
      const limited = await login(password).expect(429);

      expect(limited.body).toEqual({
        statusCode: 429,
        message: 'Too many login attempts. Try again later.',
        error: 'Too Many Requests',
      });
      await login(password, testIp()).expect(200);
    });

    it('counts failures by the address the proxy appended, whatever the client put before it', async () => {
      const { email, password } = await signUp(app);
      const ip = testIp();
      const login = (pass: string, spoofed: string) =>
        request(proxied.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', `${spoofed}, ${ip}`).send({ email, password: pass });

      for (let attempt = 0; attempt < 5; attempt++) {
        await login('wrong password', testIp()).expect(401);
      }

      await login(password, 'x'.repeat(100)).expect(429);
    });

    it('lets no more than 5 of many guesses sent at once through to the password check', async () => {
      const { email, password } = await signUp(app);
      const ip = testIp();
      const login = (pass: string) => request(proxied.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password: pass });

      const statuses = (await Promise.all(Array.from({ length: 12 }, () => login('guessed password')))).map((response) => response.status);

      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
      await login(password).expect(429);
    });

    it('forgets the failures of an email and address after a successful login', async () => {
      const { email, password } = await signUp(app);
      const ip = testIp();
      const login = (pass: string) =>
        request(proxied.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password: pass });

      for (let attempt = 0; attempt < 4; attempt++) {
        await login('wrong password').expect(401);
      }
      await login(password).expect(200);
      for (let attempt = 0; attempt < 4; attempt++) {
        await login('wrong password').expect(401);
      }
      await login(password).expect(200);
    });

    it('answers 429 after 30 failures from one address, whatever the emails', async () => {
      const ip = testIp();
      const { email, password } = await signUp(app);
      const login = (body: { email: string; password: string }) =>
        request(proxied.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

      for (let attempt = 0; attempt < 30; attempt++) {
        await login({ email: uniqueEmail('spray'), password: 'guessed password' }).expect(401);
      }

      await login({ email, password }).expect(429);
    });
  });

  describe('logout and me', () => {
    it('ends the session: the cookie is cleared and no longer works', async () => {
      const { cookie } = await signUp(app);

      const response = await request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', cookie).expect(204);

      expect(setCookieHeader(response)).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
      const me = await request(app.getHttpServer()).get('/api/auth/me').set('Cookie', cookie).expect(401);
      expect(me.body).toEqual({ statusCode: 401, message: 'Not signed in', error: 'Unauthorized' });
    });

    it('keeps other sessions of the same user', async () => {
      const { cookie, email, password } = await signUp(app);
      const second = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password }).expect(200);

      await request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', cookie).expect(204);

      await request(app.getHttpServer()).get('/api/auth/me').set('Cookie', sessionCookie(second)).expect(200);
    });

    it.each([
      ['no cookie', undefined],
      ['a malformed cookie', 'sid=not-a-token'],
      ['an unknown token', `sid=${'A'.repeat(43)}`],
    ])('answers 401 to me with %s', async (_label, cookie) => {
      const call = request(app.getHttpServer()).get('/api/auth/me');
      if (cookie) {
        void call.set('Cookie', cookie);
      }

      const response = await call.expect(401);

      expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in', error: 'Unauthorized' });
    });
  });
});
