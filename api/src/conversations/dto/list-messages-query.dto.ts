import { MESSAGE_LIMIT_MAX, MESSAGE_PAGE_SIZE } from '@app/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class ListMessagesQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MESSAGE_LIMIT_MAX, default: MESSAGE_PAGE_SIZE, description: 'How many of the newest messages' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: `limit must be between 1 and ${MESSAGE_LIMIT_MAX}` })
  @Max(MESSAGE_LIMIT_MAX, { message: `limit must be between 1 and ${MESSAGE_LIMIT_MAX}` })
  limit?: number;
}
