import { createContext, useContext } from 'react';
import { loadFederatedModule } from './federation-loader';
import type { RemoteModuleLoader } from './remote-module';

/** Tests and stand-alone runs hand in their own loader; the app uses the federation runtime. */
export const RemoteLoaderContext = createContext<RemoteModuleLoader>(loadFederatedModule);

export function useRemoteLoader(): RemoteModuleLoader {
  return useContext(RemoteLoaderContext);
}
