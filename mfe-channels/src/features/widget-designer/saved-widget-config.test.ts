import { WIDGET_CONFIG_DEFAULTS } from '@app/contracts';
import { makeAgent } from '@app/testing';
import { savedWidgetConfig } from './saved-widget-config';

describe('savedWidgetConfig', () => {
  it('gives the defaults, allowing every site, when nothing is saved', () => {
    expect(savedWidgetConfig(undefined)).toEqual({ ...WIDGET_CONFIG_DEFAULTS, allowedOrigins: [] });
    expect(savedWidgetConfig(makeAgent({ configuration: { smsPhoneNumber: '+15550100' } }))).toEqual({ ...WIDGET_CONFIG_DEFAULTS, allowedOrigins: [] });
    expect(savedWidgetConfig(makeAgent({ configuration: { widgetConfig: 'blue' } }))).toEqual({ ...WIDGET_CONFIG_DEFAULTS, allowedOrigins: [] });
  });

  it('puts the saved fields over the defaults and ignores those of the wrong type', () => {
    const agent = makeAgent({
      configuration: {
        widgetConfig: {
          primaryColor: '#1d4ed8',
          height: 520,
          position: 'top-left',
          showAgentAvatar: false,
          allowedOrigins: ['https://harbour.example'],
          width: '420',
          placeholder: null,
          agentName: 7,
        },
      },
    });
    expect(savedWidgetConfig(agent)).toEqual({
      ...WIDGET_CONFIG_DEFAULTS,
      primaryColor: '#1d4ed8',
      height: 520,
      position: 'top-left',
      showAgentAvatar: false,
      allowedOrigins: ['https://harbour.example'],
    });
    expect(savedWidgetConfig(makeAgent({ configuration: { widgetConfig: { position: 'middle' } } })).position).toBe('bottom-right');
  });
});
