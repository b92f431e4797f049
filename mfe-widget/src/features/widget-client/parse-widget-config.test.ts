import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { defaultWidgetConfig, historyHeight, parseWidgetConfig } from './parse-widget-config';

const defaults = {
  welcomeMessage: 'Hi! How can I help you with your property search today?',
  agentName: 'Property Assistant',
  primaryColor: '#000000',
  backgroundColor: '#ffffff',
  textColor: '#000000',
  borderRadius: 12,
  position: 'bottom-right',
  placeholder: 'Type a message...',
  height: 600,
  width: 380,
  showAgentAvatar: true,
  enableFileUpload: true,
  enableVoiceInput: true,
  logoUrl: '',
};

describe('parseWidgetConfig', () => {
  it('gives the shared defaults', () => {
    expect(defaultWidgetConfig()).toEqual(defaults);
    expect(parseWidgetConfig(null)).toEqual(defaults);
    expect(parseWidgetConfig('')).toEqual(defaults);
    expect(parseWidgetConfig('{}')).toEqual(defaults);
  });

  it.each(['{', 'not json', '{"agentName": "Sam",}', '[1,2]', '"text"', '42', 'null', 'true'])('falls back to the defaults for %s', (raw) => {
    expect(parseWidgetConfig(raw)).toEqual(defaults);
  });

  it('merges the given fields over the defaults, including where the widget sits and how wide it is', () => {
    const given = {
      agentName: 'Harbour Help',
      primaryColor: '#1d4ed8',
      height: 520,
      width: 420,
      position: 'top-left',
      borderRadius: 4,
      textColor: '#111827',
      logoUrl: 'https://harbour.example/logo.png',
      enableFileUpload: false,
    };
    expect(parseWidgetConfig(JSON.stringify(given))).toEqual({ ...defaults, ...given });
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
        position: 'middle',
        showAgentAvatar: 'false',
        logoUrl: 'javascript:alert(1)',
        enableVoiceInput: false,
      }),
    );
    expect(config).toEqual({ ...defaults, placeholder: 'Ask me anything', backgroundColor: '#fafafa', enableVoiceInput: false });
  });

  it('shows any logo address the API accepts, up to 2,000 characters', () => {
    const long = `https://cdn.example.com/logo.png?signature=${'a'.repeat(1900)}`;
    expect(parseWidgetConfig(JSON.stringify({ logoUrl: long })).logoUrl).toBe(long);
    expect(parseWidgetConfig(JSON.stringify({ logoUrl: `${long}${'a'.repeat(100)}` })).logoUrl).toBe('');
  });

  it('refuses sizes that leave no room for messages or are not finite', () => {
    for (const height of [100, 140, 299, 901, 5000, -600]) {
      expect(parseWidgetConfig(JSON.stringify({ height })).height).toBe(600);
    }
    expect(parseWidgetConfig('{"height": 1e400}').height).toBe(600);
    expect(parseWidgetConfig('{"width": 50}').width).toBe(380);
    expect(parseWidgetConfig('{"width": 601}').width).toBe(380);
    expect(parseWidgetConfig('{"borderRadius": -3}').borderRadius).toBe(12);
    expect(parseWidgetConfig('{"borderRadius": 48}').borderRadius).toBe(48);
  });

  it('ignores unknown fields, overlong texts and the allowed origins, and never takes fields from the prototype', () => {
    const config = parseWidgetConfig(JSON.stringify({ theme: 'dark', allowedOrigins: ['https://a.example'], agentName: 'x'.repeat(501) }));
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
    expect(historyHeight({ height: 600 })).toBe(460);
    expect(historyHeight({ height: 320 })).toBe(180);
  });
});
