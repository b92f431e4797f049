import type { Agent } from '@app/contracts';

export type FakeAnswer = { status?: number; body?: unknown };
export type FakeRoutes = Record<string, FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>)>;

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Answers fetch by "METHOD /path" (query string ignored) the way the API would; anything not
 * listed gets the API's 404 body, so a screen calling an endpoint it should not call shows up.
 */
export function fakeApi(routes: FakeRoutes) {
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    if (!route) {
      return json(404, { statusCode: 404, message: `Cannot ${key}`, error: 'Not Found' });
    }
    const answer = typeof route === 'function' ? await route(request) : route;
    return json(answer.status ?? 200, answer.body ?? null);
  });
  return {
    spy,
    calls: () => spy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`),
    /** Parsed JSON bodies of the requests sent to "METHOD /path", in order. */
    bodies: (key: string) =>
      spy.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key)
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown),
  };
}

let sequence = 0;

export function makeAgent(overrides: Partial<Agent> = {}): Agent {
  sequence += 1;
  return {
    id: `agent-${sequence}`,
    name: `Agent ${sequence}`,
    description: null,
    type: 'rental',
    systemPrompt: null,
    channels: ['webchat'],
    status: 'training',
    configuration: {},
    metadata: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
