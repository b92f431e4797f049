import type { ComponentType } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import IntegrationsScreen from '../screens/integrations-screen';
import PlaygroundScreen from '../screens/playground-screen';
import SettingsScreen from '../screens/settings-screen';

const SCREENS: { path: string; label: string; Screen: ComponentType }[] = [
  { path: '/integrations', label: 'Integrations', Screen: IntegrationsScreen },
  { path: '/playground', label: 'Playground', Screen: PlaygroundScreen },
  { path: '/settings', label: 'Settings', Screen: SettingsScreen },
];

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

/** The tool screens on their own, for working on this remote without the shell. */
export function StandaloneApp() {
  return (
    <>
      <StyledNav aria-label="Tool screens">
        {SCREENS.map(({ path, label }) => (
          <NavLink key={path} to={path}>
            {label}
          </NavLink>
        ))}
      </StyledNav>
      <StyledMain>
        <Routes>
          {SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<Navigate to="/integrations" replace />} />
        </Routes>
      </StyledMain>
    </>
  );
}
