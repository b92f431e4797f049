import {
  AGENT_CHANNELS,
  CONVERSATION_STATUSES,
  MESSAGE_ROLES,
  type AgentChannel,
  type AnswerSource,
  type Conversation as ConversationJson,
  type ConversationMessage,
  type ConversationStatus,
  type MessageRole,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Conversation } from '../conversation.entity';
import type { Message } from '../message.entity';

export class ConversationResponseDto implements ConversationJson {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ type: String, nullable: true })
  contactInfo: string | null;

  @ApiProperty({ enum: AGENT_CHANNELS })
  channel: AgentChannel;

  @ApiProperty({ enum: CONVERSATION_STATUSES })
  status: ConversationStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

class AnswerSourceDto implements AnswerSource {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;
}

export class ConversationMessageResponseDto implements ConversationMessage {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  conversationId: string;

  @ApiProperty({ enum: MESSAGE_ROLES })
  role: MessageRole;

  @ApiProperty()
  content: string;

  @ApiProperty({ type: String, nullable: true })
  clientMessageId: string | null;

  @ApiPropertyOptional({ type: AnswerSourceDto, isArray: true })
  sources?: AnswerSource[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export type ConversationFields = Pick<
  Conversation,
  'id' | 'agentId' | 'contactInfo' | 'channel' | 'status' | 'createdAt' | 'updatedAt'
>;

export type MessageFields = Pick<
  Message,
  'id' | 'conversationId' | 'role' | 'content' | 'clientMessageId' | 'sources' | 'createdAt'
>;

export function toConversationResponse(conversation: ConversationFields): ConversationJson {
  return {
    id: conversation.id,
    agentId: conversation.agentId,
    contactInfo: conversation.contactInfo,
    channel: conversation.channel,
    status: conversation.status,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

export function toMessageResponse(message: MessageFields): ConversationMessage {
  return {
    id: message.id,
    conversationId: message.conversationId,
    role: message.role,
    content: message.content,
    clientMessageId: message.clientMessageId,
    ...(message.sources ? { sources: message.sources } : {}),
    createdAt: message.createdAt.toISOString(),
  };
}
