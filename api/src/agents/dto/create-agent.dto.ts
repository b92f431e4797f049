import type { AgentChannel, AgentStatus, AgentType, JsonObject } from '@app/contracts';
import { IsAgentConfiguration } from './is-agent-configuration.decorator';
import { AgentField } from './agent-fields';

export class CreateAgentDto {
  @AgentField.name(true)
  name: string;

  @AgentField.description()
  description?: string | null;

  @AgentField.type()
  type?: AgentType;

  @AgentField.systemPrompt()
  systemPrompt?: string | null;

  @AgentField.channels()
  channels?: AgentChannel[];

  @AgentField.status()
  status?: AgentStatus;

  @AgentField.jsonObject()
  @IsAgentConfiguration()
  configuration?: JsonObject;

  @AgentField.jsonObject()
  metadata?: JsonObject;
}
