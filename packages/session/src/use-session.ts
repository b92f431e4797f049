import { useSyncExternalStore } from 'react';
import { currentSession, subscribeSession, type SessionState } from './session-store';

/** The session, kept current; the first component that asks starts loading it. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, currentSession);
}
