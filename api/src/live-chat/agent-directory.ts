import { Injectable } from '@nestjs/common';
import { WidgetService, type WidgetAgent } from '../widget/widget.service';

/** How long a connection or a message may rely on what was last read about its agent. */
export const AGENT_CACHE_TTL_MS = 5_000;
const MAX_CACHED_AGENTS = 10_000;

/**
 * The agents widgets talk to, read from the database at most once per agent every few seconds
 * in this process. Thousands of widgets reconnecting at once (after a deploy, say) cost one
 * query per agent, not one per socket; a manager's change (deactivating the agent, removing
 * webchat, allowed origins) reaches new connections and new messages within that time.
 */
@Injectable()
export class AgentDirectory {
  private readonly cache = new Map<string, { agent: Promise<WidgetAgent | null>; until: number }>();

  constructor(private readonly widget: WidgetService) {}

  find(agentId: string): Promise<WidgetAgent | null> {
    const now = Date.now();
    const cached = this.cache.get(agentId);
    if (cached && cached.until > now) {
      return cached.agent;
    }
    if (this.cache.size >= MAX_CACHED_AGENTS) {
      this.cache.clear();
    }
    const agent = this.widget.findAgent(agentId);
    this.cache.set(agentId, { agent, until: now + AGENT_CACHE_TTL_MS });
    // A failed read is not remembered.
    agent.catch(() => this.cache.delete(agentId));
    return agent;
  }

  async isAvailable(agentId: string): Promise<boolean> {
    return (await this.find(agentId))?.available ?? false;
  }
}
