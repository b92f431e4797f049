import type { PlaygroundChatResponse } from '@app/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../common/auth-context';
import { Auth } from '../common/decorators/auth.decorator';
import { PlaygroundChatDto, PlaygroundChatResponseDto } from './dto/playground-chat.dto';
import { PlaygroundService } from './playground.service';

@ApiTags('playground')
@ApiCookieAuth()
@Controller('playground')
export class PlaygroundController {
  constructor(private readonly playground: PlaygroundService) {}

  @Post('chat')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PlaygroundChatResponseDto })
  chat(@Auth() auth: AuthContext, @Body() dto: PlaygroundChatDto): Promise<PlaygroundChatResponse> {
    return this.playground.chat(auth, dto);
  }
}
