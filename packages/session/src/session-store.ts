import { apiRequest } from '@app/api-client/request';
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
const listeners = new Set<() => void>();

function update(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function currentSession(): SessionState {
  return state;
}

/** Calls `listener` after every change; the first subscriber starts asking the API. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) void loadSession();
  return () => listeners.delete(listener);
}

/** Asks the API who is signed in (GET /api/auth/me). Never rejects: failures become the state. */
export async function loadSession(): Promise<void> {
  started = true;
  if (state.status === 'unavailable') update({ ...state, retrying: true });
  try {
    update({ status: 'signed-in', user: await apiRequest<User>('/api/auth/me') });
  } catch (error) {
    const failure = toApiError(error);
    update(failure.status === 401 ? { status: 'signed-out', ended: false } : { status: 'unavailable', error: failure, retrying: false });
  }
}

/** Rejects with the API's error (wrong password, rate limit, ...) and leaves the state as it was. */
export async function signIn(credentials: LoginRequest): Promise<User> {
  const user = await apiRequest<User>('/api/auth/login', { method: 'POST', body: credentials });
  started = true;
  update({ status: 'signed-in', user });
  return user;
}

export async function signUp(details: SignupRequest): Promise<User> {
  const user = await apiRequest<User>('/api/auth/signup', { method: 'POST', body: details });
  started = true;
  update({ status: 'signed-in', user });
  return user;
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST' });
  update({ status: 'signed-out', ended: true });
}

/** Forgets what is known, so the next subscriber asks the API again (a fresh start, in tests). */
export function resetSession(): void {
  started = false;
  update({ status: 'loading' });
}
