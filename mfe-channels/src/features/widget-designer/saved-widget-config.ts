import { WIDGET_CONFIG_DEFAULTS, WIDGET_POSITIONS, type Agent, type WidgetConfig } from '@app/contracts';

type LookKey = Exclude<keyof WidgetConfig, 'allowedOrigins'>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The widget configuration saved on an agent over the shared defaults. A field of the wrong type
 * (an older or hand-edited configuration) falls back to its default rather than breaking the form.
 */
export function savedWidgetConfig(agent: Agent | undefined): WidgetConfig {
  const config: WidgetConfig = { ...WIDGET_CONFIG_DEFAULTS, allowedOrigins: [] };
  const saved = agent?.configuration['widgetConfig'];
  if (!isPlainObject(saved)) {
    return config;
  }
  for (const key of Object.keys(WIDGET_CONFIG_DEFAULTS) as LookKey[]) {
    const value = saved[key];
    const fits = typeof value === typeof WIDGET_CONFIG_DEFAULTS[key] && (key !== 'position' || (WIDGET_POSITIONS as readonly unknown[]).includes(value));
    if (fits) {
      Object.assign(config, { [key]: value });
    }
  }
  const origins = saved['allowedOrigins'];
  if (Array.isArray(origins) && origins.every((origin) => typeof origin === 'string')) {
    config.allowedOrigins = origins as string[];
  }
  return config;
}
