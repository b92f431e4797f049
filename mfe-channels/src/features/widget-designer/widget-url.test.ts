import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { widgetClientUrl } from './widget-url';

describe('widgetClientUrl', () => {
  it('points at the widget page with the agent and only the fields the page reads', () => {
    const url = new URL(widgetClientUrl('a 1', { ...WIDGET_CONFIG_DEFAULTS, agentName: 'Sam & Co', width: 420 }), 'http://host');
    expect(url.pathname).toBe('/widget-client');
    expect(url.searchParams.get('agentId')).toBe('a 1');
    const config = JSON.parse(url.searchParams.get('config')!);
    expect(config).toEqual({
      welcomeMessage: WIDGET_CONFIG_DEFAULTS.welcomeMessage,
      agentName: 'Sam & Co',
      primaryColor: '#000000',
      backgroundColor: '#ffffff',
      placeholder: 'Type a message...',
      height: 600,
      showAgentAvatar: true,
      enableFileUpload: true,
      enableVoiceInput: true,
    });
  });
});
