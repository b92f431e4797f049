import type { ChatErrorPayload } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { WidgetService, type WidgetAgent } from '../widget/widget.service';
import { AGENT_UNAVAILABLE, ORIGIN_NOT_ALLOWED } from './chat-errors';
import { isWidgetOriginAllowed, type WidgetPlacement } from './origin-policy';


/** How long a connection or a message may rely on what was last read about its agent. */
export const AGENT_CACHE_TTL_MS = 5_000;
const MAX_CACHED_AGENTS = 10_000;

export type WidgetCheck = { agent: WidgetAgent; refusal: null } | { agent: null; refusal: ChatErrorPayload };

/**
 * The agents widgets talk to, read from the database at most once per agent every few seconds
 * in this process. Thousands of widgets reconnecting at once (after a deploy, say) cost one
 * query per agent, not one per socket; a manager's change (deactivating the agent, removing
 * webchat, allowed origins) reaches new connections, and the messages of connected widgets,
 * within that time.
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

  /** The agent a widget may chat with as the agent is now, not as it was when the widget connected; or why not. */
  async check(placement: WidgetPlacement): Promise<WidgetCheck> {
    const agent = await this.find(placement.agentId);
    // The website first: a site no longer allowed is refused however the agent is set otherwise.
    if (agent && !isWidgetOriginAllowed(placement, agent.allowedOrigins)) {
      return { agent: null, refusal: ORIGIN_NOT_ALLOWED };
    }
    if (!agent?.available) {
      return { agent: null, refusal: AGENT_UNAVAILABLE };
    }
    return { agent, refusal: null };
  }
}
