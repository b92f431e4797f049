import { Injectable } from '@nestjs/common';
import { WidgetService, type WidgetAgent } from '../widget/widget.service';

/** How long a message may rely on what was last read about its agent. */
const AVAILABILITY_TTL_MS = 5_000;

/**
 * Whether an agent still chats, read at most every few seconds per agent: a connected widget
 * stops getting AI replies soon after a manager deactivates the agent or removes webchat.
 */
@Injectable()
export class AgentAvailability {
  private readonly cache = new Map<string, { agent: WidgetAgent | null; until: number }>();

  constructor(private readonly widget: WidgetService) {}

  async isAvailable(agentId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.cache.get(agentId);
    if (cached && cached.until > now) {
      return cached.agent?.available ?? false;
    }
    const agent = await this.widget.findAgent(agentId);
    if (this.cache.size > 10_000) {
      this.cache.clear();
    }
    this.cache.set(agentId, { agent, until: now + AVAILABILITY_TTL_MS });
    return agent?.available ?? false;
  }
}
