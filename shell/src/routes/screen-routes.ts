import type { RemoteName } from '@app/contracts';

export interface ScreenRoute {
  path: string;
  title: string;
  remote: RemoteName;
  module: string;
  /** False for a screen that reads no dashboard data: it is shown without fetching the store. */
  withStore?: boolean;
}

/** Every dashboard path inside the sidebar layout and the remote screen that serves it. */
export const SCREEN_ROUTES: ScreenRoute[] = [
  { path: '/', title: 'Dashboard', remote: 'mfe_agents', module: './Dashboard' },
  { path: '/agents', title: 'Agents', remote: 'mfe_agents', module: './Agents' },
  { path: '/agents/:id', title: 'Agent', remote: 'mfe_agents', module: './AgentDetail' },
  // Knowledge is edited per agent in its configuration dialog, so the dashboard's
  // knowledge-base link leads to the agents.
  { path: '/knowledge-base', title: 'Agents', remote: 'mfe_agents', module: './Agents' },
  { path: '/conversations', title: 'Conversations', remote: 'mfe_agents', module: './Conversations' },
  { path: '/playground', title: 'Agent Playground', remote: 'mfe_tools', module: './Playground' },
  { path: '/web-widget', title: 'Web Widget', remote: 'mfe_channels', module: './WebWidget' },
  { path: '/voice-agent', title: 'Voice Calling', remote: 'mfe_channels', module: './VoiceAgent' },
  { path: '/vapi-voice', title: 'Voice Calling', remote: 'mfe_channels', module: './VapiVoice' },
  { path: '/elevenlabs-voice', title: 'Voice Calls', remote: 'mfe_channels', module: './ElevenLabsVoice' },
  { path: '/sms', title: 'SMS Texting', remote: 'mfe_channels', module: './Sms' },
  { path: '/voice-simple', title: 'Voice Calls', remote: 'mfe_channels', module: './VoiceSimple' },
  { path: '/sms-simple', title: 'SMS Texting', remote: 'mfe_channels', module: './SmsSimple' },
  { path: '/integrations', title: 'Integrations', remote: 'mfe_tools', module: './Integrations' },
  { path: '/settings', title: 'Settings', remote: 'mfe_tools', module: './Settings' },
];

/** The visitor chat widget: full page, outside the sidebar layout, no sign-in. */
export const WIDGET_ROUTE: ScreenRoute = {
  path: '/widget-client',
  title: 'Chat',
  remote: 'mfe_widget',
  module: './WidgetClient',
  withStore: false,
};

export const APP_TITLE = 'AI Agents Console';
