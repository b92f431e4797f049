import { api, createAppStore } from '@app/api-client';
import { currentSession, subscribeSession } from '@app/session';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/** The dashboard's one store, created when the first screen that shows data is opened. */
const store = createAppStore();

function signedInUserId(): string | undefined {
  const session = currentSession();
  return session.status === 'signed-in' ? session.user.id : undefined;
}

// What the cache holds belongs to the person signed in when it was fetched.
let cachedFor = signedInUserId();
subscribeSession(() => {
  const userId = signedInUserId();
  if (userId !== cachedFor) {
    cachedFor = userId;
    store.dispatch(api.util.resetApiState());
  }
});

export interface StoreProviderProps {
  children: ReactNode;
}

export function StoreProvider({ children }: StoreProviderProps) {
  return <Provider store={store}>{children}</Provider>;
}
