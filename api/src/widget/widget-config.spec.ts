import { isWidgetOrigin, WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { effectiveWidgetConfig, widgetConfigProblem } from './widget-config';

const LOGO_PROBLEM = 'configuration.widgetConfig.logoUrl must be empty or a full http(s) address such as https://example.com/logo.png';

describe('widgetConfigProblem', () => {
  it('accepts nothing, null and an empty object', () => {
    expect(widgetConfigProblem(undefined)).toBeNull();
    expect(widgetConfigProblem(null)).toBeNull();
    expect(widgetConfigProblem({})).toBeNull();
  });

  it('refuses a key that is no widget setting, such as a misspelt one', () => {
    expect(widgetConfigProblem({ primaryColour: '#000000' })).toBe('configuration.widgetConfig.primaryColour is not a widget setting');
  });

  it('accepts the defaults', () => {
    expect(widgetConfigProblem({ ...WIDGET_CONFIG_DEFAULTS })).toBeNull();
  });

  it.each([
    [{ borderRadius: 0 }, null],
    [{ borderRadius: -1 }, 'configuration.widgetConfig.borderRadius must be a whole number from 0 to 48 (px)'],
    [{ height: 300 }, null],
    [{ height: 600.5 }, 'configuration.widgetConfig.height must be a whole number from 300 to 900 (px)'],
    [{ height: Number.NaN }, 'configuration.widgetConfig.height must be a whole number from 300 to 900 (px)'],
    [{ width: 600 }, null],
    [{ width: 279 }, 'configuration.widgetConfig.width must be a whole number from 280 to 600 (px)'],
    [{ primaryColor: '#ABC' }, null],
    [{ primaryColor: '#abcg00' }, 'configuration.widgetConfig.primaryColor must be a colour such as #1a73e8 or #fff'],
    [{ logoUrl: 'https://cdn.example.com/logo.png?v=2' }, null],
    [{ logoUrl: 'ftp://files.example.com/logo.png' }, LOGO_PROBLEM],
    // new URL() takes these, but they are not addresses as written, and a browser may not either.
    [{ logoUrl: 'http:/cdn.example.com/logo.png' }, LOGO_PROBLEM],
    [{ logoUrl: 'https:cdn.example.com/logo.png' }, LOGO_PROBLEM],
    [{ logoUrl: 'https://exa%mple.com/logo.png' }, LOGO_PROBLEM],
    [{ logoUrl: 'https://cdn.example.com:99999/logo.png' }, LOGO_PROBLEM],
    [{ placeholder: 'x'.repeat(500) }, null],
  ])('%j -> %s', (config, problem) => {
    expect(widgetConfigProblem(config)).toBe(problem);
  });

  it('refuses more than 50 allowed origins', () => {
    const origins = Array.from({ length: 51 }, (_, index) => `https://site${index}.example.com`);

    expect(widgetConfigProblem({ allowedOrigins: origins })).toContain('allowedOrigins');
    expect(widgetConfigProblem({ allowedOrigins: origins.slice(0, 50) })).toBeNull();
  });

  it('refuses texts that, URL-encoded, would make the widget page address too long to load', () => {
    const han = '家'.repeat(500);

    expect(widgetConfigProblem({ welcomeMessage: han })).toBeNull();
    expect(widgetConfigProblem({ welcomeMessage: han, placeholder: han })).toMatch(
      /^configuration\.widgetConfig is too long for the widget's address: \d+ characters once encoded, at most 6000/,
    );
  });
});

describe('isWidgetOrigin', () => {
  it.each([
    ['https://www.example.com', true],
    ['http://localhost:8080', true],
    ['https://www.example.com/', false],
    ['https://www.example.com:443', false],
    ['www.example.com', false],
    ['file:///tmp', false],
  ])('%s: %s', (value, expected) => {
    expect(isWidgetOrigin(value)).toBe(expected);
  });
});

describe('effectiveWidgetConfig', () => {
  it('lays valid saved fields over the defaults and ignores broken ones', () => {
    expect(effectiveWidgetConfig({ primaryColor: '#123456', height: 5000, extra: 1 })).toEqual({
      ...WIDGET_CONFIG_DEFAULTS,
      allowedOrigins: [],
      primaryColor: '#123456',
    });
  });

  it('is the defaults for anything that is not an object', () => {
    expect(effectiveWidgetConfig('blue')).toEqual({ ...WIDGET_CONFIG_DEFAULTS, allowedOrigins: [] });
  });
});
