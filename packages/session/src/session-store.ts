import { apiRequest, UNAUTHORIZED_EVENT } from '@app/api-client/request';
import { toApiError, type ApiError } from '@app/api-client/errors';
import type { LoginRequest, SignupRequest, User } from '@app/contracts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User }
  /** `ended`: the person signed out here, rather than arriving without a session or losing it. */
  | { status: 'signed-out'; ended: boolean }
  /** The API could not say who is signed in; `retrying` while it is asked again. */
  | { status: 'unavailable'; error: ApiError; retrying: boolean };

let state: SessionState = { status: 'loading' };
let started = false;
let watching = false;
/** Counts sign-ins, sign-ups, sign-outs and resets: an answer about an older session is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function update(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function changeSession(next: SessionState): void {
  generation += 1;
  started = true;
  update(next);
}

/** Written to localStorage when this tab signs in, up or out; other tabs hear it as a `storage` event. */
const SESSION_CHANGED_KEY = 'session-changed';

function announceChange(): void {
  try {
    localStorage.setItem(SESSION_CHANGED_KEY, `${Date.now()}:${Math.random()}`);
  } catch {
    // Storage may be off (a private window's quota): the other tabs find out at their next call.
  }
}

/**
 * The session can end or change outside this tab: another tab signs out or in as someone else,
 * or it expires. Another tab's change makes this one ask the API again; a call the API answers
 * 401 (other than the auth calls, which answer 401 for a wrong password) ends it here too.
 */
function watchForChangesElsewhere(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_CHANGED_KEY) void loadSession();
  });
  window.addEventListener(UNAUTHORIZED_EVENT, (event) => {
    const path = (event as CustomEvent<string>).detail;
    if (!path.startsWith('/api/auth/') && state.status === 'signed-in') changeSession({ status: 'signed-out', ended: false });
  });
}

export function currentSession(): SessionState {
  return state;
}

/** Calls `listener` after every change; the first subscriber starts asking the API. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  watchForChangesElsewhere();
  if (!started) void loadSession();
  return () => listeners.delete(listener);
}

/** Asks the API who is signed in (GET /api/auth/me). Never rejects: failures become the state. */
export async function loadSession(): Promise<void> {
  started = true;
  const asked = generation;
  if (state.status === 'unavailable') update({ ...state, retrying: true });
  let next: SessionState;
  try {
    next = { status: 'signed-in', user: await apiRequest<User>('/api/auth/me') };
  } catch (error) {
    const failure = toApiError(error);
    next = failure.status === 401 ? { status: 'signed-out', ended: false } : { status: 'unavailable', error: failure, retrying: false };
  }
  if (asked === generation) update(next);
}

/** Rejects with the API's error (wrong password, rate limit, ...) and leaves the state as it was. */
export async function signIn(credentials: LoginRequest): Promise<User> {
  const user = await apiRequest<User>('/api/auth/login', { method: 'POST', body: credentials });
  changeSession({ status: 'signed-in', user });
  announceChange();
  return user;
}

export async function signUp(details: SignupRequest): Promise<User> {
  const user = await apiRequest<User>('/api/auth/signup', { method: 'POST', body: details });
  changeSession({ status: 'signed-in', user });
  announceChange();
  return user;
}

/** Rejects when the API could not sign out; a session the API no longer knows counts as ended. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (toApiError(error).status !== 401) throw error;
  }
  changeSession({ status: 'signed-out', ended: true });
  announceChange();
}

/** Sign-in has been shown after signing out: from now on the session is simply absent. */
export function settleSignOut(): void {
  if (state.status === 'signed-out' && state.ended) update({ status: 'signed-out', ended: false });
}

/** Forgets what is known, so the next subscriber asks the API again (a fresh start, in tests). */
export function resetSession(): void {
  generation += 1;
  started = false;
  update({ status: 'loading' });
}
