import { createAppStore } from '@app/api-client';
import { UiProvider } from '@app/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../app';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import type { RemoteModuleLoader } from '../remotes/remote-module';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A loader whose screens just name themselves, e.g. "mfe_agents ./Agents". */
export const namedScreensLoader: RemoteModuleLoader = async (remote, module) => ({
  default: function NamedScreen() {
    return <h1>{`${remote} ${module}`}</h1>;
  },
});

export function renderApp(path: string, load: RemoteModuleLoader = namedScreensLoader) {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <RemoteLoaderContext.Provider value={load}>
            <App />
            <LocationProbe />
          </RemoteLoaderContext.Provider>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { store, ...view };
}
