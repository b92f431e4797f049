import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { defaultWidgetClientConfig, historyHeight, parseWidgetConfig } from './parse-widget-config';

const defaults = {
  welcomeMessage: 'Hi! How can I help you with your property search today?',
  agentName: 'Property Assistant',
  primaryColor: '#000000',
  backgroundColor: '#ffffff',
  placeholder: 'Type a message...',
  height: 600,
  showAgentAvatar: true,
  enableFileUpload: true,
  enableVoiceInput: true,
};

describe('parseWidgetConfig', () => {
  it('gives the shared defaults, limited to the fields the widget page reads', () => {
    expect(defaultWidgetClientConfig()).toEqual(defaults);
    expect(parseWidgetConfig(null)).toEqual(defaults);
    expect(parseWidgetConfig('')).toEqual(defaults);
    expect(parseWidgetConfig('{}')).toEqual(defaults);
  });

  it.each(['{', 'not json', '{"agentName": "Sam",}', '[1,2]', '"text"', '42', 'null', 'true'])('falls back to the defaults for %s', (raw) => {
    expect(parseWidgetConfig(raw)).toEqual(defaults);
  });

  it('merges the given fields over the defaults', () => {
    expect(parseWidgetConfig(JSON.stringify({ agentName: 'Harbour Help', primaryColor: '#1d4ed8', height: 520, enableFileUpload: false }))).toEqual({
      ...defaults,
      agentName: 'Harbour Help',
      primaryColor: '#1d4ed8',
      height: 520,
      enableFileUpload: false,
    });
  });

  it('ignores fields of the wrong type and keeps the right ones', () => {
    const config = parseWidgetConfig(
      JSON.stringify({
        agentName: 42,
        welcomeMessage: ['hi'],
        placeholder: 'Ask me anything',
        primaryColor: 'red; background: url(x)',
        backgroundColor: '#fafafa',
        height: '700',
        showAgentAvatar: 'false',
        enableVoiceInput: false,
      }),
    );
    expect(config).toEqual({ ...defaults, placeholder: 'Ask me anything', backgroundColor: '#fafafa', enableVoiceInput: false });
  });

  it('refuses heights that leave no room for messages or are not finite', () => {
    for (const height of [100, 140, 5000, -600]) {
      expect(parseWidgetConfig(JSON.stringify({ height })).height).toBe(600);
    }
    expect(parseWidgetConfig('{"height": 1e400}').height).toBe(600);
  });

  it('ignores fields the widget page does not read', () => {
    const config = parseWidgetConfig(JSON.stringify({ width: 500, position: 'top-left', textColor: '#ff0000' }));
    expect(config).toEqual(defaults);
    expect(parseWidgetConfig('{"__proto__": {"agentName": "Injected"}}').agentName).toBe('Property Assistant');
    expect(Object.keys(config).sort()).toEqual(Object.keys(defaults).sort());
  });

  it('never changes the shared defaults', () => {
    parseWidgetConfig(JSON.stringify({ agentName: 'Changed' }));
    expect(WIDGET_CONFIG_DEFAULTS.agentName).toBe('Property Assistant');
  });
});

describe('historyHeight', () => {
  it('is the configured height minus 140 px', () => {
    expect(historyHeight({ ...defaults, height: 600 })).toBe(460);
    expect(historyHeight({ ...defaults, height: 320 })).toBe(180);
  });
});
