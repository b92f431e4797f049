import { useCallback, useState } from 'react';
import type { Agent, WidgetConfig } from '@app/contracts';
import { savedWidgetConfig } from '../saved-widget-config';

export type UpdateWidgetConfig = <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) => void;

/**
 * The designer's working copy of the widget configuration: the chosen agent's saved one (over
 * the defaults), loaded again whenever another agent is chosen.
 */
export function useWidgetConfig(agent: Agent | undefined) {
  const [draft, setDraft] = useState(() => ({ agentId: agent?.id, config: savedWidgetConfig(agent) }));
  let current = draft;
  if (draft.agentId !== agent?.id) {
    current = { agentId: agent?.id, config: savedWidgetConfig(agent) };
    setDraft(current);
  }
  const update: UpdateWidgetConfig = useCallback((key, value) => setDraft((previous) => ({ ...previous, config: { ...previous.config, [key]: value } })), []);
  return { config: current.config, update };
}
