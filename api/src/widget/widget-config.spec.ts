import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { effectiveWidgetConfig, isOrigin, widgetConfigProblem } from './widget-config';

describe('widgetConfigProblem', () => {
  it('accepts nothing, null, an empty object and unknown extra keys', () => {
    expect(widgetConfigProblem(undefined)).toBeNull();
    expect(widgetConfigProblem(null)).toBeNull();
    expect(widgetConfigProblem({})).toBeNull();
    expect(widgetConfigProblem({ theme: 'dark' })).toBeNull();
  });

  it('accepts the defaults', () => {
    expect(widgetConfigProblem({ ...WIDGET_CONFIG_DEFAULTS })).toBeNull();
  });

  it.each([
    [{ borderRadius: 0 }, null],
    [{ borderRadius: -1 }, 'configuration.widgetConfig.borderRadius must be a number from 0 to 48 (px)'],
    [{ height: 300 }, null],
    [{ height: Number.NaN }, 'configuration.widgetConfig.height must be a number from 300 to 900 (px)'],
    [{ width: 600 }, null],
    [{ width: 279 }, 'configuration.widgetConfig.width must be a number from 280 to 600 (px)'],
    [{ primaryColor: '#ABC' }, null],
    [{ primaryColor: '#abcg00' }, 'configuration.widgetConfig.primaryColor must be a colour such as #1a73e8 or #fff'],
    [{ logoUrl: 'ftp://files.example.com/logo.png' }, 'configuration.widgetConfig.logoUrl must be empty or an http(s) URL'],
    [{ placeholder: 'x'.repeat(500) }, null],
  ])('%j -> %s', (config, problem) => {
    expect(widgetConfigProblem(config)).toBe(problem);
  });

  it('refuses more than 50 allowed origins', () => {
    const origins = Array.from({ length: 51 }, (_, index) => `https://site${index}.example.com`);

    expect(widgetConfigProblem({ allowedOrigins: origins })).toContain('allowedOrigins');
    expect(widgetConfigProblem({ allowedOrigins: origins.slice(0, 50) })).toBeNull();
  });
});

describe('isOrigin', () => {
  it.each([
    ['https://www.example.com', true],
    ['http://localhost:8080', true],
    ['https://www.example.com/', false],
    ['https://www.example.com:443', false],
    ['www.example.com', false],
    ['file:///tmp', false],
  ])('%s: %s', (value, expected) => {
    expect(isOrigin(value)).toBe(expected);
  });
});

describe('effectiveWidgetConfig', () => {
  it('lays valid saved fields over the defaults and ignores broken ones', () => {
    expect(effectiveWidgetConfig({ primaryColor: '#123456', height: 5000, extra: 1 })).toEqual({
      ...WIDGET_CONFIG_DEFAULTS,
      primaryColor: '#123456',
    });
  });

  it('is the defaults for anything that is not an object', () => {
    expect(effectiveWidgetConfig('blue')).toEqual(WIDGET_CONFIG_DEFAULTS);
  });
});
