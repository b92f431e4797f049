import { type WidgetConfig, widgetLookParam } from '@app/contracts';

export const WIDGET_CLIENT_PATH = '/widget-client';

/** The widget page's address for an agent and a look (which sites may embed it stays on the server). */
export function widgetClientUrl(agentId: string, config: WidgetConfig): string {
  return `${WIDGET_CLIENT_PATH}?agentId=${encodeURIComponent(agentId)}&config=${encodeURIComponent(widgetLookParam(config))}`;
}

/** The one line a site adds to show the widget, loading the loader from this dashboard's host. */
export function embedSnippet(origin: string, agentId: string): string {
  return `<script src="${origin}/embed.js" data-agent-id="${agentId}" async></script>`;
}
