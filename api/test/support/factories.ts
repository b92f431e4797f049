import { randomUUID } from 'node:crypto';
import type { Agent, CreateAgentRequest, SignupRequest, User } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

export interface SignedUp {
  user: User;
  /** The `sid=...` pair to send back as the Cookie header. */
  cookie: string;
  email: string;
  password: string;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@example.com`;
}

export function signupBody(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return { name: 'Avery Quinn', email: uniqueEmail(), password: 'long enough password', ...overrides };
}

export function sessionCookie(response: request.Response): string {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const sid = header?.find((cookie) => cookie.startsWith('sid='));
  if (!sid) {
    throw new Error(`No session cookie in response ${response.status}`);
  }
  return sid.split(';', 1)[0] as string;
}

/** A new account with its first user, signed in. */
export async function signUp(app: NestFastifyApplication, overrides: Partial<SignupRequest> = {}): Promise<SignedUp> {
  const body = signupBody(overrides);
  const response = await request(app.getHttpServer()).post('/api/auth/signup').send(body).expect(201);
  return { user: response.body as User, cookie: sessionCookie(response), email: body.email, password: body.password };
}

export function agentBody(overrides: Partial<CreateAgentRequest> = {}): CreateAgentRequest {
  return { name: 'Harbour Lets Assistant', description: 'Answers tenants', ...overrides };
}

export async function createAgent(
  app: NestFastifyApplication,
  cookie: string,
  overrides: Partial<CreateAgentRequest> = {},
): Promise<Agent> {
  const response = await request(app.getHttpServer())
    .post('/api/agents')
    .set('Cookie', cookie)
    .send(agentBody(overrides))
    .expect(201);
  return response.body as Agent;
}
