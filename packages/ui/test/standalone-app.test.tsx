import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneApp, type StandaloneRoute } from '../src';

const ROUTES: StandaloneRoute[] = [
  { path: '/', label: 'Overview', element: <h1>Overview screen</h1> },
  { path: '/reports', label: 'Reports', element: <h1>Reports screen</h1> },
  { path: '/reports/:id', element: <h1>One report</h1> },
];

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <StandaloneApp
      label="Demo screens"
      routes={ROUTES}
      fallback={<p>Not part of this remote.</p>}
      bareRoutes={[{ path: '/framed', element: 'Framed page' }]}
    />,
  );
}

describe('StandaloneApp', () => {
  it('links the labelled routes, marks the current one and moves between screens', async () => {
    const user = userEvent.setup();
    renderAt('/reports');
    const nav = screen.getByRole('navigation', { name: 'Demo screens' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Reports']);
    expect(within(nav).getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Reports screen' })).toBeTruthy();

    await user.click(within(nav).getByRole('link', { name: 'Overview' }));
    expect(screen.getByRole('heading', { name: 'Overview screen' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('shows unlinked routes and the fallback inside the navigation, bare routes without it', () => {
    const { unmount } = renderAt('/reports/7');
    expect(screen.getByRole('heading', { name: 'One report' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Demo screens' })).toBeTruthy();
    unmount();

    const fallback = renderAt('/elsewhere');
    expect(screen.getByText('Not part of this remote.')).toBeTruthy();
    fallback.unmount();

    renderAt('/framed');
    expect(screen.getByText('Framed page')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
