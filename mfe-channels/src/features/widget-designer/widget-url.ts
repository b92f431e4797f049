import type { WidgetConfig } from '@app/contracts';

export const WIDGET_CLIENT_PATH = '/widget-client';

/** The widget page's address for an agent and a look (which sites may embed it stays on the server). */
export function widgetClientUrl(agentId: string, config: WidgetConfig): string {
  const { allowedOrigins: _serverOnly, ...look } = config;
  const query = new URLSearchParams({ agentId, config: JSON.stringify(look) });
  return `${WIDGET_CLIENT_PATH}?${query.toString()}`;
}

/** The one line a site adds to show the widget, loading the loader from this dashboard's host. */
export function embedSnippet(origin: string, agentId: string): string {
  return `<script src="${origin}/embed.js" data-agent-id="${agentId}" async></script>`;
}
