import type { WidgetConfig } from '@app/contracts';

/**
 * The designer's unsaved edits, per agent. Kept in the tab's session storage rather than by the
 * screen, so they outlive it: a manager who looks at another screen, or reloads the page, finds
 * them again; closing the tab forgets them. The agent's id, unique across accounts, keys them;
 * a save drops them. Where storage is refused (a full or blocked store) they last as long as the page.
 */
const KEY_PREFIX = 'widget-designer-draft:';
const listeners = new Set<() => void>();
/** Each agent's last stored text and what it parsed to: one object per draft, as React's store snapshots need. */
const parsed = new Map<string, { text: string; config: WidgetConfig }>();
/** Drafts storage would not take. */
const unstored = new Map<string, WidgetConfig>();

function readStored(agentId: string): string | null {
  try {
    return sessionStorage.getItem(KEY_PREFIX + agentId);
  } catch {
    return null;
  }
}

function parse(agentId: string, text: string): WidgetConfig | undefined {
  const known = parsed.get(agentId);
  if (known?.text === text) return known.config;
  try {
    const config = JSON.parse(text) as unknown;
    if (!config || typeof config !== 'object' || Array.isArray(config)) return undefined;
    parsed.set(agentId, { text, config: config as WidgetConfig });
    return config as WidgetConfig;
  } catch {
    return undefined;
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

export const widgetDrafts = {
  get(agentId: string): WidgetConfig | undefined {
    const text = readStored(agentId);
    return text === null ? unstored.get(agentId) : parse(agentId, text);
  },
  set(agentId: string, config: WidgetConfig): void {
    const text = JSON.stringify(config);
    try {
      sessionStorage.setItem(KEY_PREFIX + agentId, text);
      parsed.set(agentId, { text, config });
      unstored.delete(agentId);
    } catch {
      unstored.set(agentId, config);
    }
    changed();
  },
  drop(agentId: string): void {
    try {
      sessionStorage.removeItem(KEY_PREFIX + agentId);
    } catch {
      // Nothing was stored.
    }
    parsed.delete(agentId);
    unstored.delete(agentId);
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
