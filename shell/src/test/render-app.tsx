import { resetSession } from '@app/session';
import { UiProvider } from '@app/ui';
import { render } from '@testing-library/react';
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

/** The whole app at `path`, knowing nothing yet of who is signed in (it asks the fake API). */
export function renderApp(path: string, load: RemoteModuleLoader = namedScreensLoader) {
  resetSession();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <RemoteLoaderContext.Provider value={load}>
          <App />
          <LocationProbe />
        </RemoteLoaderContext.Provider>
      </MemoryRouter>
    </UiProvider>,
  );
}
