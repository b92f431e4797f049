import type { WidgetAgentInfo } from '@app/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Agent } from '../agents/agent.entity';
import { AGENT_NOT_FOUND } from '../agents/agents.service';
import { isEmbeddingAllowed } from '../live-chat/origin-policy';
import { effectiveWidgetConfig, isPlainObject } from './widget-config';

/** What live chat and the public widget endpoints know about an agent, whatever its account. */
export interface WidgetAgent {
  id: string;
  accountId: string;
  name: string;
  /** Active and on the webchat channel: the widget may chat with it. */
  available: boolean;
  /** Empty: any site. */
  allowedOrigins: string[];
}

@Injectable()
export class WidgetService {
  constructor(@InjectRepository(Agent) private readonly agents: Repository<Agent>) {}

  async findAgent(id: string): Promise<WidgetAgent | null> {
    const agent = await this.agents.findOne({
      select: { id: true, accountId: true, name: true, status: true, channels: true, configuration: true },
      where: { id },
    });
    if (!agent) {
      return null;
    }
    return {
      id: agent.id,
      accountId: agent.accountId,
      name: agent.name,
      available: agent.status === 'active' && agent.channels.includes('webchat'),
      allowedOrigins: effectiveWidgetConfig(widgetConfigOf(agent)).allowedOrigins ?? [],
    };
  }

  /** Public: the agent's name, whether it can chat, and its widget look. */
  /** `origin`: the asking page's Origin header. */
  async info(id: string, origin: string | undefined): Promise<WidgetAgentInfo> {
    const agent = await this.agents.findOne({
      select: { id: true, name: true, status: true, channels: true, configuration: true },
      where: { id },
    });
    if (!agent) {
      throw new NotFoundException(AGENT_NOT_FOUND);
    }
    const { allowedOrigins, ...widgetConfig } = effectiveWidgetConfig(widgetConfigOf(agent));
    return {
      agentId: agent.id,
      name: agent.name,
      available: agent.status === 'active' && agent.channels.includes('webchat'),
      embeddable: isEmbeddingAllowed(origin, allowedOrigins ?? []),
      widgetConfig,
    };
  }
}

function widgetConfigOf(agent: Pick<Agent, 'configuration'>): unknown {
  return isPlainObject(agent.configuration) ? agent.configuration.widgetConfig : undefined;
}
