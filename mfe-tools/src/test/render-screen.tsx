import type { ReactElement } from 'react';
import { render, screen as queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@app/api-client';
import { UiProvider } from '@app/ui';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen the way the shell does: real store, UI providers and a router. */
export function renderScreen(screen: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = createAppStore();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>
          {screen}
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, user, location: () => queries.getByTestId('location').textContent };
}
