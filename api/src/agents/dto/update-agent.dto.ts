import type { AgentChannel, AgentStatus, AgentType, JsonObject } from '@app/contracts';
import { IsAgentConfiguration } from './is-agent-configuration.decorator';
import { AgentField } from './agent-fields';

/** Every field optional; name, type, channels and status may be left out but never set to null. */
export class UpdateAgentDto {
  @AgentField.name(false)
  name?: string;

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
