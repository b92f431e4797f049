import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { createAppStore } from '@app/api-client';
import { StandaloneApp, type StandaloneRoute } from '@app/ui';
import ElevenLabsVoiceScreen from './screens/elevenlabs-voice-screen';
import SmsScreen from './screens/sms-screen';
import SmsSimpleScreen from './screens/sms-simple-screen';
import VapiVoiceScreen from './screens/vapi-voice-screen';
import VoiceAgentScreen from './screens/voice-agent-screen';
import VoiceSimpleScreen from './screens/voice-simple-screen';
import WebWidgetScreen from './screens/web-widget-screen';

const SCREENS: StandaloneRoute[] = [
  { path: '/web-widget', label: 'Web Widget', element: <WebWidgetScreen /> },
  { path: '/sms', label: 'SMS (numbers)', element: <SmsScreen /> },
  { path: '/sms-simple', label: 'SMS (simple)', element: <SmsSimpleScreen /> },
  { path: '/voice-agent', label: 'Voice (basic)', element: <VoiceAgentScreen /> },
  { path: '/vapi-voice', label: 'Voice (platform)', element: <VapiVoiceScreen /> },
  { path: '/elevenlabs-voice', label: 'Voice (speech)', element: <ElevenLabsVoiceScreen /> },
  { path: '/voice-simple', label: 'Voice (simple)', element: <VoiceSimpleScreen /> },
];

// The designer's preview frame asks for the widget page, which only the full dashboard serves.
const FRAMED_PAGES: StandaloneRoute[] = [{ path: '/widget-client', element: 'The widget page is served by the full dashboard.' }];

// The channel screens on their own, for working on this remote without the shell.
createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <StandaloneApp
        label="Channel screens"
        routes={SCREENS}
        bareRoutes={FRAMED_PAGES}
        fallback={<Navigate to="/web-widget" replace />}
      />
    </Provider>
  </StrictMode>,
);
