import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseWidgetConfig } from '../parse-widget-config';

/** The agent and look the embedding page asked for, from the address. */
export function useWidgetParams() {
  const [params] = useSearchParams();
  const rawConfig = params.get('config');
  const config = useMemo(() => parseWidgetConfig(rawConfig), [rawConfig]);
  return { agentId: params.get('agentId') ?? '', config };
}
