import type { StoreProviderProps } from './store-provider';
import type { ComponentType } from 'react';

/**
 * The store and the libraries behind it (Redux Toolkit, RTK Query, react-redux, the api client)
 * are a chunk of their own: screens that show data fetch it together with their remote, and the
 * shell's frame, sign-in and Page Not Found never wait for it.
 */
export function loadStoreProvider(): Promise<ComponentType<StoreProviderProps>> {
  return import('./store-provider').then((module) => module.StoreProvider);
}
