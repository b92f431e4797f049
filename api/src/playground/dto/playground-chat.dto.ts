import {
  type AnswerSource,
  type ChatRole,
  type ChatTurn,
  PLAYGROUND_HISTORY_MAX_TURNS,
  PLAYGROUND_MESSAGE_MAX_LENGTH,
  PLAYGROUND_TURN_MAX_LENGTH,
  type PlaygroundChatRequest,
  type PlaygroundChatResponse,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

const CHAT_ROLES: readonly ChatRole[] = ['user', 'assistant'];

export class ChatTurnDto implements ChatTurn {
  @ApiProperty({ enum: CHAT_ROLES })
  @IsIn(CHAT_ROLES, { message: 'role must be user or assistant' })
  role: ChatRole;

  // class-validator checks the decorator nearest the property first: the type before its length.
  @ApiProperty({ maxLength: PLAYGROUND_TURN_MAX_LENGTH })
  @MaxLength(PLAYGROUND_TURN_MAX_LENGTH)
  @IsString()
  content: string;
}

export class PlaygroundChatDto implements PlaygroundChatRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'agentId must be a UUID' })
  agentId: string;

  @ApiProperty({ maxLength: PLAYGROUND_MESSAGE_MAX_LENGTH })
  @Trim()
  @MaxLength(PLAYGROUND_MESSAGE_MAX_LENGTH)
  @IsNotEmpty({ message: 'message must not be empty' })
  @IsString()
  message: string;

  @ApiPropertyOptional({ type: ChatTurnDto, isArray: true, maxItems: PLAYGROUND_HISTORY_MAX_TURNS })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ChatTurnDto)
  @ArrayMaxSize(PLAYGROUND_HISTORY_MAX_TURNS)
  @IsArray()
  conversationHistory?: ChatTurnDto[];
}

class AnswerSourceDto implements AnswerSource {
  @ApiProperty({ format: 'uuid', description: 'the knowledge item' })
  id: string;

  @ApiProperty()
  title: string;
}

export class PlaygroundChatResponseDto implements PlaygroundChatResponse {
  @ApiProperty()
  response: string;

  @ApiProperty({ type: AnswerSourceDto, isArray: true })
  sources: AnswerSource[];

  @ApiPropertyOptional({ description: 'For the manager, not part of the reply: the language model failed and the reply came from the knowledge alone.' })
  notice?: string;
}
