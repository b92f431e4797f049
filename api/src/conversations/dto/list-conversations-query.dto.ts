import { CONVERSATION_PAGE_SIZE, CONVERSATION_SEARCH_MAX_LENGTH, UNKNOWN_CONTACT } from '@app/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export class ListConversationsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this agent’s conversations' })
  @IsOptional()
  @IsUUID('all', { message: 'agentId must be a UUID' })
  agentId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: `The last conversation of the previous page: the next ${CONVERSATION_PAGE_SIZE} after it, in the same order`,
  })
  @IsOptional()
  @IsUUID('all', { message: 'before must be a conversation id' })
  before?: string;

  @ApiPropertyOptional({
    maxLength: CONVERSATION_SEARCH_MAX_LENGTH,
    description: `Only conversations whose contact (‘${UNKNOWN_CONTACT}’ when it has none) or channel contains this text, ignoring case; blank means no search. Pages with before like the whole list`,
  })
  @Trim({ emptyToNull: true })
  @IsOptional()
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(CONVERSATION_SEARCH_MAX_LENGTH, { message: `search must be at most ${CONVERSATION_SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'search must be a string' })
  search?: string | null;
}
