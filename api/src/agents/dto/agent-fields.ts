import {
  AGENT_CHANNELS,
  AGENT_DESCRIPTION_MAX_LENGTH,
  AGENT_NAME_MAX_LENGTH,
  AGENT_STATUSES,
  AGENT_SYSTEM_PROMPT_MAX_LENGTH,
  AGENT_TYPES,
} from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayUnique, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsJsonObject } from '../../common/validation/is-json-object.decorator';
import { IsOptionalNotNull } from '../../common/validation/is-present.decorator';
import { Trim } from '../../common/validation/trim.decorator';

export const AGENT_OBJECT_MAX_BYTES = 64 * 1024;

/** The rules of each agent field, shared by the create and the update body. */
export const AgentField = {
  name: (required: boolean) =>
    applyDecorators(
      required ? ApiProperty({ maxLength: AGENT_NAME_MAX_LENGTH }) : ApiPropertyOptional({ maxLength: AGENT_NAME_MAX_LENGTH }),
      ...(required ? [] : [IsOptionalNotNull()]),
      Trim(),
      IsNotEmpty({ message: 'name must not be empty' }),
      IsString(),
      MaxLength(AGENT_NAME_MAX_LENGTH),
    ),
  description: () =>
    applyDecorators(
      ApiPropertyOptional({ type: String, nullable: true, maxLength: AGENT_DESCRIPTION_MAX_LENGTH }),
      Trim({ emptyToNull: true }),
      IsOptional(),
      IsString(),
      MaxLength(AGENT_DESCRIPTION_MAX_LENGTH),
    ),
  type: () =>
    applyDecorators(
      ApiPropertyOptional({ enum: AGENT_TYPES, default: 'rental' }),
      IsOptionalNotNull(),
      IsIn(AGENT_TYPES, { message: `type must be one of: ${AGENT_TYPES.join(', ')}` }),
    ),
  systemPrompt: () =>
    applyDecorators(
      ApiPropertyOptional({ type: String, nullable: true, maxLength: AGENT_SYSTEM_PROMPT_MAX_LENGTH }),
      IsOptional(),
      IsString(),
      MaxLength(AGENT_SYSTEM_PROMPT_MAX_LENGTH),
    ),
  channels: () =>
    applyDecorators(
      ApiPropertyOptional({ enum: AGENT_CHANNELS, isArray: true, default: ['webchat'] }),
      IsOptionalNotNull(),
      IsArray(),
      IsIn(AGENT_CHANNELS, { each: true, message: `each channel must be one of: ${AGENT_CHANNELS.join(', ')}` }),
      ArrayUnique((channel: unknown) => channel, { message: 'channels must not contain duplicates' }),
    ),
  status: () =>
    applyDecorators(
      ApiPropertyOptional({ enum: AGENT_STATUSES, default: 'training' }),
      IsOptionalNotNull(),
      IsIn(AGENT_STATUSES, { message: `status must be one of: ${AGENT_STATUSES.join(', ')}` }),
    ),
  jsonObject: () =>
    applyDecorators(
      ApiPropertyOptional({ type: 'object', additionalProperties: true }),
      IsOptionalNotNull(),
      IsJsonObject({ maxBytes: AGENT_OBJECT_MAX_BYTES }),
    ),
};
