import { useCallback, useState } from 'react';
import type { Agent, WidgetConfig } from '@app/contracts';
import { savedWidgetConfig } from '../saved-widget-config';

export type UpdateWidgetConfig = <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) => void;

/**
 * The designer's working copy of the widget configuration: the chosen agent's saved one (over the
 * defaults) until it is edited. Edits are kept per agent while the screen is open, so choosing
 * another agent and coming back does not throw them away unsaved.
 */
export function useWidgetConfig(agent: Agent | undefined) {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, WidgetConfig>>(new Map());
  const key = agent?.id ?? '';
  const config = drafts.get(key) ?? savedWidgetConfig(agent);
  const update: UpdateWidgetConfig = useCallback(
    (field, value) =>
      setDrafts((previous) => new Map(previous).set(key, { ...(previous.get(key) ?? savedWidgetConfig(agent)), [field]: value })),
    [key, agent],
  );
  return { config, update };
}
