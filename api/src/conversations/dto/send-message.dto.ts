import { CHAT_MESSAGE_MAX_LENGTH, type SendConversationMessageRequest } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export class SendMessageDto implements SendConversationMessageRequest {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH })
  @Trim()
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH, { message: `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'message must not be empty' })
  @IsString({ message: 'message must be a string' })
  message: string;
}
