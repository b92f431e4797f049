import type { ReactNode } from 'react';
import { BrowserRouter, NavLink, Outlet, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { UiProvider } from '../ui-provider';

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.sidebar};
  a {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.sidebarForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a.active { background: ${({ theme }) => theme.colors.sidebarActive}; color: ${({ theme }) => theme.colors.foreground}; }
`;

const StyledMain = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
`;

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
  /** Linked from the navigation under this name; a route without one is reached by its address. */
  label?: string;
}

export interface StandaloneAppProps {
  /** The navigation's accessible name, e.g. "Tool screens". */
  label: string;
  routes: StandaloneRoute[];
  /** What any other address shows. */
  fallback: ReactNode;
  /** Pages drawn without the navigation, such as one that another screen shows in a frame. */
  bareRoutes?: StandaloneRoute[];
}

function StandaloneLayout({ label, routes }: Pick<StandaloneAppProps, 'label' | 'routes'>) {
  return (
    <>
      <StyledNav aria-label={label}>
        {routes.map(({ path, label: name }) =>
          name ? (
            <NavLink key={path} to={path} end={path === '/'}>
              {name}
            </NavLink>
          ) : null,
        )}
      </StyledNav>
      <StyledMain>
        <Outlet />
      </StyledMain>
    </>
  );
}

/**
 * A remote's screens on their own, for working on it without the shell: theme, toasts, a router
 * and a bar of links. The store comes from the remote's entry, as the shell's does. There is no
 * sign-in screen: sign in through the shell or the API on the same host first (cookies are
 * shared across ports).
 */
export function StandaloneApp({ label, routes, fallback, bareRoutes = [] }: StandaloneAppProps) {
  return (
    <UiProvider>
      <BrowserRouter>
        <Routes>
          {bareRoutes.map(({ path, element }) => (
            <Route key={path} path={path} element={<StyledMain>{element}</StyledMain>} />
          ))}
          <Route element={<StandaloneLayout label={label} routes={routes} />}>
            {routes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={fallback} />
          </Route>
        </Routes>
      </BrowserRouter>
    </UiProvider>
  );
}
