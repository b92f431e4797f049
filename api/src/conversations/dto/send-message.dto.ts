import { CHAT_MESSAGE_MAX_LENGTH, type SendConversationMessageRequest } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export class SendMessageDto implements SendConversationMessageRequest {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'message must be a string' })
  @IsNotEmpty({ message: 'message must not be empty' })
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH, { message: `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` })
  message: string;
}
