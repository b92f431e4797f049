import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { embedSnippet, widgetClientUrl } from './widget-url';

describe('widgetClientUrl', () => {
  it('points at the widget page with the agent and the whole look, but not the allowed sites', () => {
    const url = new URL(
      widgetClientUrl('a 1', { ...WIDGET_CONFIG_DEFAULTS, agentName: 'Sam & Co', width: 420, position: 'top-left', allowedOrigins: ['https://a.example'] }),
      'http://host',
    );
    expect(url.pathname).toBe('/widget-client');
    expect(url.searchParams.get('agentId')).toBe('a 1');
    expect(JSON.parse(url.searchParams.get('config')!)).toEqual({ ...WIDGET_CONFIG_DEFAULTS, agentName: 'Sam & Co', width: 420, position: 'top-left' });
  });
});

describe('embedSnippet', () => {
  it('loads the loader from the given host for the agent', () => {
    expect(embedSnippet('https://app.example.com', 'a1')).toBe('<script src="https://app.example.com/embed.js" data-agent-id="a1" async></script>');
  });
});
