import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Agent, WidgetConfig } from '@app/contracts';
import { savedWidgetConfig } from '../saved-widget-config';
import { widgetDrafts } from '../widget-drafts';

export type UpdateWidgetConfig = <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) => void;

/**
 * The designer's working copy of the widget configuration: the chosen agent's saved one (over the
 * defaults) until it is edited. Edits are kept per agent until saved (see widgetDrafts), so
 * choosing another agent or screen and coming back, or reloading, does not throw them away.
 */
export function useWidgetConfig(agent: Agent | undefined) {
  const key = agent?.id ?? '';
  const draft = useSyncExternalStore(widgetDrafts.subscribe, () => widgetDrafts.get(key));
  // Over the saved configuration, so a draft kept from an earlier version of the page lacks no setting.
  const config = useMemo(() => ({ ...savedWidgetConfig(agent), ...draft }), [agent, draft]);
  const update: UpdateWidgetConfig = useCallback(
    (field, value) => widgetDrafts.set(key, { ...savedWidgetConfig(agent), ...widgetDrafts.get(key), [field]: value }),
    [key, agent],
  );
  return { config, update };
}
