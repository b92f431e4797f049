import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class ListConversationsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this agent’s conversations' })
  @IsOptional()
  @IsUUID('all', { message: 'agentId must be a UUID' })
  agentId?: string;
}
