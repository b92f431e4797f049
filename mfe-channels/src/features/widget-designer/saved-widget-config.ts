import { type Agent, WIDGET_CONFIG_DEFAULTS, type WidgetConfig, widgetConfigOver } from '@app/contracts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The widget configuration saved on an agent over the shared defaults. A field breaking its rule
 * (an older or hand-edited configuration) falls back to its default rather than breaking the form;
 * the allowed websites are kept as saved, so saving again never widens them to any website.
 */
export function savedWidgetConfig(agent: Agent | undefined): WidgetConfig {
  const saved = agent?.configuration['widgetConfig'];
  const config = widgetConfigOver<WidgetConfig>({ ...WIDGET_CONFIG_DEFAULTS }, saved);
  const origins = isPlainObject(saved) ? saved['allowedOrigins'] : undefined;
  config.allowedOrigins = Array.isArray(origins) && origins.every((origin) => typeof origin === 'string') ? (origins as string[]) : [];
  return config;
}
