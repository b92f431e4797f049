import { WIDGET_CONFIG_DEFAULTS, WIDGET_HISTORY_HEIGHT_OFFSET, type WidgetConfig, widgetConfigOver } from '@app/contracts';

/** Everything the widget page shows; which sites may embed it is the server's business. */
export type WidgetLook = Omit<WidgetConfig, 'allowedOrigins'>;

export function defaultWidgetConfig(): WidgetLook {
  const { allowedOrigins: _ignored, ...look } = WIDGET_CONFIG_DEFAULTS;
  return look;
}

/** The given fields over the defaults; unknown fields and fields breaking their rule are ignored. */
export function mergeWidgetConfig(given: unknown): WidgetLook {
  return widgetConfigOver(defaultWidgetConfig(), given);
}

/**
 * The widget page's `config` query parameter (JSON, already URL-decoded) over the defaults.
 * Malformed JSON gives the defaults.
 */
export function parseWidgetConfig(raw: string | null): WidgetLook {
  try {
    return mergeWidgetConfig(JSON.parse(raw ?? '{}'));
  } catch {
    return defaultWidgetConfig();
  }
}

export function historyHeight(config: Pick<WidgetConfig, 'height'>): number {
  return config.height - WIDGET_HISTORY_HEIGHT_OFFSET;
}
