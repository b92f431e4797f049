import { currentSession, loadSession, resetSession, settleSignOut, signIn, signOut, subscribeSession, type SessionState } from './session-store';

const user = { id: 'u1', name: 'Dana Reyes', email: 'dana@harbour.test', accountId: 'a1', createdAt: '2026-01-05T10:00:00.000Z' };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers by "METHOD /path" and records every request. */
function fakeApi(routes: Record<string, () => Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return route ? route() : answer(404, { statusCode: 404, message: 'Not Found', error: 'Not Found' });
  });
}

/** Every state the session passes through until the returned promise of `action` settles. */
async function statesDuring(action: () => Promise<unknown>): Promise<SessionState[]> {
  const seen: SessionState[] = [];
  const stop = subscribeSession(() => seen.push(currentSession()));
  await action().catch(() => undefined);
  stop();
  return seen;
}

beforeEach(() => {
  resetSession();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the session', () => {
  it('is asked of the API by its first subscriber, and is signed in with the user it answers', async () => {
    const fetch = fakeApi({ 'GET /api/auth/me': () => answer(200, user) });
    const stop = subscribeSession(() => undefined);
    subscribeSession(() => undefined)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(currentSession()).toEqual({ status: 'signed-in', user });
  });

  it('is signed out, not ended, when the API answers 401', async () => {
    fakeApi({ 'GET /api/auth/me': () => answer(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }) });
    await loadSession();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
  });

  it('is unavailable with the failure text when the API fails, and retrying while asked again', async () => {
    let up = false;
    fakeApi({ 'GET /api/auth/me': () => (up ? answer(200, user) : answer(503, { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable' })) });
    await loadSession();
    expect(currentSession()).toMatchObject({ status: 'unavailable', retrying: false, error: { status: 503, message: 'Database unavailable' } });

    up = true;
    const states = await statesDuring(loadSession);
    expect(states.map((state) => (state.status === 'unavailable' ? `unavailable retrying=${state.retrying}` : state.status))).toEqual([
      'unavailable retrying=true',
      'signed-in',
    ]);
  });

  it('keeps its state and rejects with the API message when signing in fails', async () => {
    fakeApi({
      'GET /api/auth/me': () => answer(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }),
      'POST /api/auth/login': () => answer(401, { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' }),
    });
    await loadSession();
    await expect(signIn({ email: 'dana@harbour.test', password: 'wrong' })).rejects.toThrow('401: {"statusCode":401,"message":"Invalid email or password"');
    expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
  });

  it('is signed in after signing in, and signed out (ended) after signing out', async () => {
    const fetch = fakeApi({
      'POST /api/auth/login': () => answer(200, user),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await expect(signIn({ email: 'dana@harbour.test', password: 'long enough password' })).resolves.toEqual(user);
    expect(currentSession()).toEqual({ status: 'signed-in', user });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ email: 'dana@harbour.test', password: 'long enough password' });

    await signOut();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: true });
  });

  it('stays signed in when signing out fails', async () => {
    fakeApi({
      'POST /api/auth/login': () => answer(200, user),
      'POST /api/auth/logout': () => answer(500, { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }),
    });
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    await expect(signOut()).rejects.toThrow('500');
    expect(currentSession()).toEqual({ status: 'signed-in', user });
  });

  it('counts a session the API no longer knows as signed out', async () => {
    fakeApi({
      'POST /api/auth/login': () => answer(200, user),
      'POST /api/auth/logout': () => answer(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }),
    });
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    await signOut();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: true });
  });

  it('is simply absent once sign-in has been shown after signing out', async () => {
    fakeApi({
      'POST /api/auth/login': () => answer(200, user),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    settleSignOut();
    expect(currentSession()).toEqual({ status: 'signed-in', user });

    await signOut();
    settleSignOut();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
  });

  it('drops an answer about who is signed in that arrives after signing in', async () => {
    let answerMe: (response: Response) => void = () => undefined;
    fakeApi({
      'GET /api/auth/me': () => answer(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }),
      'POST /api/auth/login': () => answer(200, user),
    });
    jest.mocked(globalThis.fetch).mockImplementationOnce(() => new Promise((resolve) => (answerMe = resolve)));
    const asking = loadSession();
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    answerMe(answer(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }));
    await asking;
    expect(currentSession()).toEqual({ status: 'signed-in', user });
  });
});
