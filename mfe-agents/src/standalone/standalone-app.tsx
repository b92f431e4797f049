import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { createAppStore } from '@app/api-client';
import { UiProvider } from '@app/ui';
import AgentDetailScreen from '../screens/agent-detail-screen';
import AgentsScreen from '../screens/agents-screen';
import ConversationsScreen from '../screens/conversations-screen';
import DashboardScreen from '../screens/dashboard-screen';

const StyledNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.sidebar};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.mutedForeground};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.foreground};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledMain = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
`;

/**
 * The remote on its own, for working on it without the shell. It has no sign-in screen: sign in
 * through the shell or the API on the same host first (cookies are shared across ports).
 */
export function StandaloneApp() {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <StyledNav aria-label="Agents remote">
            <NavLink to="/" end>
              Dashboard
            </NavLink>
            <NavLink to="/agents">Agents</NavLink>
            <NavLink to="/conversations">Conversations</NavLink>
          </StyledNav>
          <StyledMain>
            <Routes>
              <Route path="/" element={<DashboardScreen />} />
              <Route path="/agents" element={<AgentsScreen />} />
              <Route path="/knowledge-base" element={<AgentsScreen />} />
              <Route path="/agents/:id" element={<AgentDetailScreen />} />
              <Route path="/conversations" element={<ConversationsScreen />} />
              <Route path="*" element={<p>This screen lives in another part of the dashboard.</p>} />
            </Routes>
          </StyledMain>
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
