/**
 * A fake HTTP layer for screen tests: the real store and request helper run, and only `fetch`
 * answers from routes registered by the test ("METHOD /path", query string ignored).
 */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Answers every matching request with this JSON body (status 200 unless given). */
  reply(route: string, body: unknown, status?: number): void;
  /** Answers with whatever the handler returns, for replies that depend on the request. */
  handle(route: string, handler: FakeHandler): void;
  /** Holds matching requests open until `release` is called. */
  hold(route: string, reply?: FakeReply): { release: () => void };
  /** Requests made so far, optionally only those of one route. */
  requests(route?: string): RecordedRequest[];
}

function routeOf(method: string, url: string): string {
  return `${method} ${url.split('?')[0]}`;
}

function toResponse({ status = 200, body }: FakeReply): Response {
  if (status === 204) {
    return new Response(null, { status });
  }
  return new Response(JSON.stringify(body ?? null), { status, headers: { 'content-type': 'application/json' } });
}

export function installFakeApi(): FakeApi {
  const handlers = new Map<string, FakeHandler>();
  const recorded: RecordedRequest[] = [];

  // The request helper logs every failure; tests that provoke failures assert on the screen instead.
  const consoleError = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'API Request failed') {
      consoleError(...args);
    }
  });

  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request = { method, url, body };
    recorded.push(request);
    const handler = handlers.get(routeOf(method, url));
    if (!handler) {
      return toResponse({ status: 404, body: { statusCode: 404, message: `No fake route for ${method} ${url}`, error: 'Not Found' } });
    }
    return toResponse(await handler(request));
  });

  return {
    reply(route, body, status = 200) {
      handlers.set(route, () => ({ status, body }));
    },
    handle(route, handler) {
      handlers.set(route, handler);
    },
    hold(route, reply = { body: null }) {
      const waiting: Array<() => void> = [];
      let released = false;
      handlers.set(route, () =>
        released
          ? reply
          : new Promise<FakeReply>((resolve) => {
              waiting.push(() => resolve(reply));
            }),
      );
      return {
        release() {
          released = true;
          waiting.splice(0).forEach((resolve) => resolve());
        },
      };
    },
    requests(route) {
      return route ? recorded.filter((request) => routeOf(request.method, request.url) === route) : [...recorded];
    },
  };
}
