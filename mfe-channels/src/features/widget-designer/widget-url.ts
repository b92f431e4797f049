import { WIDGET_CLIENT_CONFIG_KEYS, type WidgetClientConfig, type WidgetConfig } from '@app/contracts';

export const WIDGET_CLIENT_PATH = '/widget-client';

/** The widget page's address for an agent, carrying only the fields that page reads. */
export function widgetClientUrl(agentId: string, config: WidgetConfig): string {
  const clientConfig = Object.fromEntries(WIDGET_CLIENT_CONFIG_KEYS.map((key) => [key, config[key]])) as WidgetClientConfig;
  const query = new URLSearchParams({ agentId, config: JSON.stringify(clientConfig) });
  return `${WIDGET_CLIENT_PATH}?${query.toString()}`;
}
