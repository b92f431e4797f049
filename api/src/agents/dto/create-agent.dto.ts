import type { AgentChannel, AgentStatus, AgentType, JsonObject } from '@app/contracts';
import { IsWidgetConfiguration } from '../../widget/is-widget-configuration.decorator';
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
  @IsWidgetConfiguration()
  configuration?: JsonObject;

  @AgentField.jsonObject()
  metadata?: JsonObject;
}
