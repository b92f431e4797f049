import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { AuthModule } from '../auth/auth.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { WidgetModule } from '../widget/widget.module';
import { AgentDirectory } from './agent-directory';
import { ChatEventsModule } from './chat-events.module';
import { ChatRateLimits } from './chat-rate-limits';
import { LiveChatGateway } from './live-chat.gateway';
import { RateLimitModule } from './rate-limit.module';
import { SocketAccess } from './socket-access';
import { UnansweredRecovery } from './unanswered-recovery';
import { VisitorChatService } from './visitor-chat.service';

@Module({
  imports: [AuthModule, AnswersModule, ConversationsModule, ChatEventsModule, WidgetModule, RateLimitModule],
  providers: [
    LiveChatGateway,
    SocketAccess,
    VisitorChatService,
    UnansweredRecovery,
    AgentDirectory,
    ChatRateLimits,
  ],
})
export class LiveChatModule {}
