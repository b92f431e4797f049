import { KNOWLEDGE_CONTENT_MAX_BYTES, KNOWLEDGE_TITLE_MAX_LENGTH, type CreateKnowledgeRequest } from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';

export const CREATABLE_KNOWLEDGE_TYPES = ['url', 'qa', 'text'] as const;
export const KNOWLEDGE_SOURCE_MAX_LENGTH = 64;

function IsWithinBytes(maxBytes: number, message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isWithinBytes',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || Buffer.byteLength(value) <= maxBytes,
      defaultMessage: () => message,
    },
  });
}

/**
 * The per-type rules (a Q&A needs both sides, an address must be http(s), text needs a title)
 * live in the service so each answers with the message the dashboard shows.
 */
export class CreateKnowledgeDto implements CreateKnowledgeRequest {
  @ApiProperty({ enum: CREATABLE_KNOWLEDGE_TYPES })
  @IsIn(CREATABLE_KNOWLEDGE_TYPES, { message: `type must be one of: ${CREATABLE_KNOWLEDGE_TYPES.join(', ')}` })
  type: 'url' | 'qa' | 'text';

  @ApiPropertyOptional({ maxLength: KNOWLEDGE_TITLE_MAX_LENGTH, description: 'text only; derived for qa and url' })
  @IsOptional()
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(KNOWLEDGE_TITLE_MAX_LENGTH)
  @IsString({ message: 'title must be a string' })
  title?: string;

  @ApiProperty({ description: 'qa: JSON {question, answer}; url: the address; text: the text. At most 1 MB.' })
  @IsOptional()
  // Checked from the bottom up: the first broken rule is the one reported.
  @IsWithinBytes(KNOWLEDGE_CONTENT_MAX_BYTES, 'content must be at most 1 MB')
  @IsString({ message: 'content must be a string' })
  content: string;

  @ApiPropertyOptional({ maxLength: KNOWLEDGE_SOURCE_MAX_LENGTH, description: "ignored for qa, which is always 'manual_qa'" })
  @IsOptional()
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(KNOWLEDGE_SOURCE_MAX_LENGTH)
  @IsString({ message: 'source must be a string' })
  source?: string;
}
