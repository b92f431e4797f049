import type { RemoteName } from '@app/contracts';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { DataLayerUnavailableError, loadStoreProvider } from '../store/load-store-provider';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteLoading } from './remote-loading';
import type { RemoteModuleLoader } from './remote-module';
import { reloadPage } from './reload-page';

interface CachedScreen {
  component: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

// React.lazy remembers a rejection forever, so screens are cached here per loader: a screen that
// failed is loaded afresh when its section is opened again or on Retry.
const screens = new WeakMap<RemoteModuleLoader, Map<string, CachedScreen>>();

/** The remote's screen, inside the shell's store unless `withStore` is false. */
function screenWithStore(load: RemoteModuleLoader, remote: RemoteName, module: string, withStore: boolean) {
  if (!withStore) {
    return load(remote, module);
  }
  return Promise.all([load(remote, module), loadStoreProvider()]).then(([{ default: Screen }, StoreProvider]) => ({
    default: function ScreenWithStore() {
      return (
        <StoreProvider>
          <Screen />
        </StoreProvider>
      );
    },
  }));
}

function lazyScreen(load: RemoteModuleLoader, { remote, module, withStore = true }: RemoteScreenProps, fresh: boolean) {
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
      screenWithStore(load, remote, module, withStore).catch((error: unknown) => {
        entry.failed = true;
        throw error;
      }),
    ),
  };
  cache.set(key, entry);
  return entry.component;
}

export interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module, e.g. './Dashboard'. */
  module: string;
  /** False for a screen that reads no dashboard data (the visitor widget): no store is fetched. */
  withStore?: boolean;
}

function LoadedRemoteScreen(props: RemoteScreenProps) {
  const load = useRemoteLoader();
  const { pathname } = useLocation();
  const [Screen, setScreen] = useState(() => lazyScreen(load, props, false));

  function retry() {
    const fresh = lazyScreen(load, props, true);
    setScreen(() => fresh);
  }

  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onRetry={retry}
      fallback={(error, onRetry) => (
        <RemoteFallback error={error} onRetry={error instanceof DataLayerUnavailableError ? reloadPage : onRetry} />
      )}
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
export function RemoteScreen(props: RemoteScreenProps) {
  return <LoadedRemoteScreen key={`${props.remote}/${props.module}`} {...props} />;
}
