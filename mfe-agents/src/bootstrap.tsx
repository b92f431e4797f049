import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createAppStore } from '@app/api-client';
import { StandaloneApp, type StandaloneRoute } from '@app/ui';
import AgentDetailScreen from './screens/agent-detail-screen';
import AgentsScreen from './screens/agents-screen';
import ConversationsScreen from './screens/conversations-screen';
import DashboardScreen from './screens/dashboard-screen';

const SCREENS: StandaloneRoute[] = [
  { path: '/', label: 'Dashboard', element: <DashboardScreen /> },
  { path: '/agents', label: 'Agents', element: <AgentsScreen /> },
  { path: '/knowledge-base', element: <AgentsScreen /> },
  { path: '/agents/:id', element: <AgentDetailScreen /> },
  { path: '/conversations', label: 'Conversations', element: <ConversationsScreen /> },
];

// The agents remote on its own, for working on it without the shell.
createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <Provider store={createAppStore()}>
    <StandaloneApp label="Agents remote" routes={SCREENS} fallback={<p>This screen lives in another part of the dashboard.</p>} />
  </Provider>,
);
