import { parseWidgetConfig, type WidgetLook } from './parse-widget-config';

export interface WidgetParams {
  agentId: string;
  config: WidgetLook;
  /** Inside the embed loader's frame: starts collapsed and closes when the visitor clicks beside it. */
  embedded: boolean;
}

/** The agent and look the embedding page asked for, from the page's query string. */
export function readWidgetParams(search: string): WidgetParams {
  const params = new URLSearchParams(search);
  return { agentId: params.get('agentId') ?? '', config: parseWidgetConfig(params.get('config')), embedded: params.get('embedded') === '1' };
}
