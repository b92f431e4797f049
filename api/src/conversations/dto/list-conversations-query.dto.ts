import { CONVERSATION_PAGE_SIZE } from '@app/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

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
}
