import type { RemoteName } from '@app/contracts';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { loadStoreProvider } from '../store/load-store-provider';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteLoading } from './remote-loading';
import type { RemoteModuleLoader } from './remote-module';

interface CachedScreen {
  component: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

// React.lazy remembers a rejection forever, so screens are cached here per loader: a screen that
// failed is loaded afresh when its section is opened again or on Retry.
const screens = new WeakMap<RemoteModuleLoader, Map<string, CachedScreen>>();

function lazyScreen(load: RemoteModuleLoader, remote: RemoteName, module: string, fresh: boolean) {
  let cache = screens.get(load);
  if (!cache) {
    cache = new Map();
    screens.set(load, cache);
  }
  const key = `${remote}/${module}`;
  const cached = cache.get(key);
  if (cached && !cached.failed && !fresh) {
    return cached.component;
  }
  const entry: CachedScreen = {
    failed: false,
    component: lazy(() =>
      Promise.all([load(remote, module), loadStoreProvider()]).then(
        ([{ default: Screen }, StoreProvider]) => ({
          default: function ScreenWithStore() {
            return (
              <StoreProvider>
                <Screen />
              </StoreProvider>
            );
          },
        }),
        (error: unknown) => {
          entry.failed = true;
          throw error;
        },
      ),
    ),
  };
  cache.set(key, entry);
  return entry.component;
}

export interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module, e.g. './Dashboard'. */
  module: string;
}

function LoadedRemoteScreen({ remote, module }: RemoteScreenProps) {
  const load = useRemoteLoader();
  const { pathname } = useLocation();
  const [Screen, setScreen] = useState(() => lazyScreen(load, remote, module, false));

  function retry() {
    const fresh = lazyScreen(load, remote, module, true);
    setScreen(() => fresh);
  }

  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onRetry={retry}
      fallback={(error, onRetry) => <RemoteFallback error={error} onRetry={onRetry} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * One remote screen inside its own Suspense and error boundary: a remote that cannot be fetched
 * or a screen that throws shows a fallback with Retry here, and nowhere else.
 */
export function RemoteScreen({ remote, module }: RemoteScreenProps) {
  return <LoadedRemoteScreen key={`${remote}/${module}`} remote={remote} module={module} />;
}
