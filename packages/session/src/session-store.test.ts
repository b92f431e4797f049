import { fakeApi, type FakeAnswer } from '@app/testing';
import { apiRequest } from '@app/api-client/request';
import { currentSession, loadSession, resetSession, settleSignOut, signIn, signOut, subscribeSession, type SessionState } from './session-store';

const user = { id: 'u1', name: 'Dana Reyes', email: 'dana@harbour.test', accountId: 'a1', createdAt: '2026-01-05T10:00:00.000Z' };

const UNAUTHORIZED: FakeAnswer = { status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } };

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
    const api = fakeApi({ 'GET /api/auth/me': { body: user } });
    const stop = subscribeSession(() => undefined);
    subscribeSession(() => undefined)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();

    expect(api.spy).toHaveBeenCalledTimes(1);
    expect(api.spy.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(currentSession()).toEqual({ status: 'signed-in', user });
  });

  it('is signed out, not ended, when the API answers 401', async () => {
    fakeApi({ 'GET /api/auth/me': UNAUTHORIZED });
    await loadSession();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
  });

  it('is unavailable with the failure text when the API fails, and retrying while asked again', async () => {
    let up = false;
    fakeApi({
      'GET /api/auth/me': () => (up ? { body: user } : { status: 503, body: { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable' } }),
    });
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
      'GET /api/auth/me': UNAUTHORIZED,
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' } },
    });
    await loadSession();
    await expect(signIn({ email: 'dana@harbour.test', password: 'wrong' })).rejects.toThrow('401: {"statusCode":401,"message":"Invalid email or password"');
    expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
  });

  it('is signed in after signing in, and signed out (ended) after signing out', async () => {
    const api = fakeApi({
      'POST /api/auth/login': { body: user },
      'POST /api/auth/logout': { status: 204 },
    });
    await expect(signIn({ email: 'dana@harbour.test', password: 'long enough password' })).resolves.toEqual(user);
    expect(currentSession()).toEqual({ status: 'signed-in', user });
    expect(api.bodies('POST /api/auth/login')).toEqual([{ email: 'dana@harbour.test', password: 'long enough password' }]);

    await signOut();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: true });
  });

  it('stays signed in when signing out fails', async () => {
    fakeApi({
      'POST /api/auth/login': { body: user },
      'POST /api/auth/logout': { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } },
    });
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    await expect(signOut()).rejects.toThrow('500');
    expect(currentSession()).toEqual({ status: 'signed-in', user });
  });

  it('counts a session the API no longer knows as signed out', async () => {
    fakeApi({
      'POST /api/auth/login': { body: user },
      'POST /api/auth/logout': UNAUTHORIZED,
    });
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    await signOut();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: true });
  });

  it('is simply absent once sign-in has been shown after signing out', async () => {
    fakeApi({
      'POST /api/auth/login': { body: user },
      'POST /api/auth/logout': { status: 204 },
    });
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    settleSignOut();
    expect(currentSession()).toEqual({ status: 'signed-in', user });

    await signOut();
    settleSignOut();
    expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
  });

  it('drops an answer about who is signed in that arrives after signing in', async () => {
    let answerMe: (answer: FakeAnswer) => void = () => undefined;
    fakeApi({
      'GET /api/auth/me': () => new Promise<FakeAnswer>((resolve) => (answerMe = resolve)),
      'POST /api/auth/login': { body: user },
    });
    const asking = loadSession();
    await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
    answerMe(UNAUTHORIZED);
    await asking;
    expect(currentSession()).toEqual({ status: 'signed-in', user });
  });

  describe('changed outside this tab', () => {
    const other = { ...user, id: 'u2', name: 'Sam Ortiz', email: 'sam@harbour.test' };
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('ends when any other call is answered 401, but not for a wrong password', async () => {
      let signedIn = false;
      fakeApi({ 'POST /api/auth/login': () => (signedIn ? UNAUTHORIZED : { body: user }), 'GET /api/agents': UNAUTHORIZED });
      const stop = subscribeSession(() => undefined);
      await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
      signedIn = true;

      await signIn({ email: 'dana@harbour.test', password: 'wrong password' }).catch(() => undefined);
      expect(currentSession()).toEqual({ status: 'signed-in', user });

      await apiRequest('/api/agents').catch(() => undefined);
      expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
      stop();
    });

    it('asks the API again when another tab signs in or out, and tells other tabs when this one does', async () => {
      let signedInAs: typeof user | null = user;
      fakeApi({ 'GET /api/auth/me': () => (signedInAs ? { body: signedInAs } : UNAUTHORIZED), 'POST /api/auth/login': { body: user } });
      const stop = subscribeSession(() => undefined);
      await flush();
      const before = localStorage.getItem('session-changed');
      await signIn({ email: 'dana@harbour.test', password: 'long enough password' });
      expect(localStorage.getItem('session-changed')).not.toBe(before);

      signedInAs = other;
      window.dispatchEvent(new StorageEvent('storage', { key: 'session-changed' }));
      await flush();
      expect(currentSession()).toEqual({ status: 'signed-in', user: other });

      signedInAs = null;
      window.dispatchEvent(new StorageEvent('storage', { key: 'session-changed' }));
      await flush();
      expect(currentSession()).toEqual({ status: 'signed-out', ended: false });
      stop();
    });
  });
});
