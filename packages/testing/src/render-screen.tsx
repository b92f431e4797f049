import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, type AppStore } from '@app/api-client';
import { UiProvider } from '@app/ui';

export interface RenderScreenOptions {
  /** Where the router starts. */
  url?: string;
  /** The route pattern the screen is mounted on (for useParams). */
  routePath?: string;
  /** For tests on jest's fake timers: lets user-event's pauses move the fake clock. */
  advanceTimers?: (ms: number) => void;
  /** The store of an earlier render, to show the screen again over what it cached. */
  store?: AppStore;
  /** Other screens, by route pattern, that the screen can navigate to (as the shell mounts them). */
  otherRoutes?: Record<string, ReactElement>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen the way the shell does: real store, UI provider with toasts, a router. */
export function renderScreen(
  element: ReactElement,
  { url = '/', routePath = '*', advanceTimers, store = createAppStore(), otherRoutes = {} }: RenderScreenOptions = {},
) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={routePath} element={element} />
            {Object.entries(otherRoutes).map(([path, other]) => (
              <Route key={path} path={path} element={other} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, user, location: () => screen.getByTestId('location').textContent };
}
