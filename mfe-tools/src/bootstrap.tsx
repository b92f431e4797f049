import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { createAppStore } from '@app/api-client';
import { StandaloneApp, type StandaloneRoute } from '@app/ui';
import IntegrationsScreen from './screens/integrations-screen';
import PlaygroundScreen from './screens/playground-screen';
import SettingsScreen from './screens/settings-screen';

const SCREENS: StandaloneRoute[] = [
  { path: '/integrations', label: 'Integrations', element: <IntegrationsScreen /> },
  { path: '/playground', label: 'Playground', element: <PlaygroundScreen /> },
  { path: '/settings', label: 'Settings', element: <SettingsScreen /> },
];

// The tool screens on their own, for working on this remote without the shell.
createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <StandaloneApp label="Tool screens" routes={SCREENS} fallback={<Navigate to="/integrations" replace />} />
    </Provider>
  </StrictMode>,
);
