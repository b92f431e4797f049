import type { ComponentType } from 'react';
import type { StoreProviderProps } from './store-provider';

/**
 * The data layer could not be fetched. The federation runtime keeps a failed shared library's
 * promise for the life of the page, so only reloading the page can fetch it again.
 */
export class DataLayerUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The dashboard's data layer could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DataLayerUnavailableError';
  }
}

/**
 * The store and the libraries behind it (Redux Toolkit, RTK Query, react-redux, the api client)
 * are a chunk of their own: screens that show data fetch it together with their remote, and the
 * shell's frame, sign-in and Page Not Found never wait for it.
 */
export function loadStoreProvider(): Promise<ComponentType<StoreProviderProps>> {
  return import('./store-provider').then(
    (module) => module.StoreProvider,
    (error: unknown) => {
      throw new DataLayerUnavailableError(error);
    },
  );
}
