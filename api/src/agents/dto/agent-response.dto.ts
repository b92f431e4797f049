import {
  AGENT_CHANNELS,
  AGENT_STATUSES,
  AGENT_TYPES,
  type Agent as AgentJson,
  type AgentChannel,
  type AgentStatus,
  type AgentType,
  type JsonObject,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { Agent } from '../agent.entity';

export class AgentResponseDto implements AgentJson {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ enum: AGENT_TYPES })
  type: AgentType;

  @ApiProperty({ type: String, nullable: true })
  systemPrompt: string | null;

  @ApiProperty({ enum: AGENT_CHANNELS, isArray: true })
  channels: AgentChannel[];

  @ApiProperty({ enum: AGENT_STATUSES })
  status: AgentStatus;

  @ApiProperty({ type: 'object', additionalProperties: true })
  configuration: JsonObject;

  @ApiProperty({ type: 'object', additionalProperties: true })
  metadata: JsonObject;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export function toAgentResponse(agent: Agent): AgentJson {
  return {
    id: agent.id,
    name: agent.name,
    description: agent.description,
    type: agent.type,
    systemPrompt: agent.systemPrompt,
    channels: agent.channels,
    status: agent.status,
    configuration: agent.configuration,
    metadata: agent.metadata,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}
