import { useCallback, useSyncExternalStore } from 'react';
import type { Agent, WidgetConfig } from '@app/contracts';
import { savedWidgetConfig } from '../saved-widget-config';
import { widgetDrafts } from '../widget-drafts';

export type UpdateWidgetConfig = <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) => void;

/**
 * The designer's working copy of the widget configuration: the chosen agent's saved one (over the
 * defaults) until it is edited. Edits are kept per agent until saved (see widgetDrafts), so
 * choosing another agent, or another screen, and coming back does not throw them away.
 */
export function useWidgetConfig(agent: Agent | undefined) {
  const key = agent?.id ?? '';
  const draft = useSyncExternalStore(widgetDrafts.subscribe, () => widgetDrafts.get(key));
  const config = draft ?? savedWidgetConfig(agent);
  const update: UpdateWidgetConfig = useCallback(
    (field, value) => widgetDrafts.set(key, { ...(widgetDrafts.get(key) ?? savedWidgetConfig(agent)), [field]: value }),
    [key, agent],
  );
  return { config, update };
}
