import type { WidgetConfig } from '@app/contracts';

/**
 * The designer's unsaved edits, per agent. Kept by the module rather than the screen, so they
 * outlive the screen: a manager who looks at another screen and comes back finds them again.
 * The agent's id, unique across accounts, keys them; a save drops them.
 */
const drafts = new Map<string, WidgetConfig>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export const widgetDrafts = {
  get: (agentId: string): WidgetConfig | undefined => drafts.get(agentId),
  set(agentId: string, config: WidgetConfig): void {
    drafts.set(agentId, config);
    changed();
  },
  drop(agentId: string): void {
    if (drafts.delete(agentId)) changed();
  },
  /** Forgets every draft: each screen test starts without any. */
  dropAll(): void {
    drafts.clear();
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
