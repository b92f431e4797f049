import { MESSAGE_PAGE_SIZE, type Conversation as ConversationJson, type ConversationMessage } from '@app/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../common/auth-context';
import { Auth } from '../common/decorators/auth.decorator';
import { ParseUuidOrNotFoundPipe } from '../common/pipes/parse-uuid-or-not-found.pipe';
import { CONVERSATION_NOT_FOUND, ConversationsService } from './conversations.service';
import { ConversationMessageResponseDto, ConversationResponseDto } from './dto/conversation-response.dto';
import { ListConversationsQueryDto } from './dto/list-conversations-query.dto';
import { ListMessagesQueryDto } from './dto/list-messages-query.dto';
import { SendMessageDto } from './dto/send-message.dto';

const ConversationId = () => Param('id', new ParseUuidOrNotFoundPipe(CONVERSATION_NOT_FOUND));

@ApiTags('conversations')
@ApiCookieAuth()
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  /** A page of them, most recently active first. */
  @Get()
  @ApiOkResponse({ type: ConversationResponseDto, isArray: true })
  list(@Auth() auth: AuthContext, @Query() query: ListConversationsQueryDto): Promise<ConversationJson[]> {
    return this.conversations.list(auth, query);
  }

  /** One conversation: the dashboard keeps an open one shown when newer ones push it past the rows it loaded. */
  @Get(':id')
  @ApiOkResponse({ type: ConversationResponseDto })
  get(@Auth() auth: AuthContext, @ConversationId() id: string): Promise<ConversationJson> {
    return this.conversations.get(auth, id);
  }

  /** The newest ones, oldest first. */
  @Get(':id/messages')
  @ApiOkResponse({ type: ConversationMessageResponseDto, isArray: true })
  messages(@Auth() auth: AuthContext, @ConversationId() id: string, @Query() query: ListMessagesQueryDto): Promise<ConversationMessage[]> {
    return this.conversations.messages(auth, id, query.limit ?? MESSAGE_PAGE_SIZE);
  }

  /** The manager's message reaches the visitor live and pauses the AI. */
  @Post(':id/messages')
  @ApiCreatedResponse({ type: ConversationMessageResponseDto })
  send(@Auth() auth: AuthContext, @ConversationId() id: string, @Body() dto: SendMessageDto): Promise<ConversationMessage> {
    return this.conversations.sendAsManager(auth, id, dto.message);
  }

  @Post(':id/takeover')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ConversationResponseDto })
  takeOver(@Auth() auth: AuthContext, @ConversationId() id: string): Promise<ConversationJson> {
    return this.conversations.takeOver(auth, id);
  }

  @Post(':id/handback')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ConversationResponseDto })
  handBack(@Auth() auth: AuthContext, @ConversationId() id: string): Promise<ConversationJson> {
    return this.conversations.handBack(auth, id);
  }

  @Post(':id/resolve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ConversationResponseDto })
  resolve(@Auth() auth: AuthContext, @ConversationId() id: string): Promise<ConversationJson> {
    return this.conversations.resolve(auth, id);
  }
}
