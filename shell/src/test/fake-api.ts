import type { User } from '@app/contracts';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function userFactory(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Morgan Lee',
    email: 'morgan@example.com',
    accountId: 'account-1',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export function apiError(status: number, message: string, error = 'Error'): Response {
  return json(status, { statusCode: status, message, error });
}

/**
 * Replaces fetch with a small in-memory API: handlers keyed by "METHOD /path". Unknown calls
 * answer 404 like the real API, so a test notices a request it did not expect.
 */
export function installFakeApi(handlers: Record<string, Handler>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(request) : apiError(404, `Cannot ${method} ${url.pathname}`, 'Not Found');
  }) as typeof fetch;
  return requests;
}
