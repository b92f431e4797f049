import type { User } from '@app/contracts';
import { api } from './base-api';
import { authApi } from './auth';
import type { AppDispatch } from './store';

/**
 * Signing in, up or out changes whose data the cache holds: drop everything cached for the
 * previous person, then remember who is signed in now.
 */
export function startSession(dispatch: AppDispatch, user: User): void {
  dispatch(api.util.resetApiState());
  void dispatch(authApi.util.upsertQueryData('getMe', undefined, user));
}

export function endSession(dispatch: AppDispatch): void {
  dispatch(api.util.resetApiState());
}
