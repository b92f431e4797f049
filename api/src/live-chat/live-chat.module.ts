import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { AuthModule } from '../auth/auth.module';
import { AppConfig } from '../config/app-config';
import { ConversationsModule } from '../conversations/conversations.module';
import { WidgetModule } from '../widget/widget.module';
import { AgentDirectory } from './agent-directory';
import { ChatEventsModule } from './chat-events.module';
import { ChatRateLimits } from './chat-rate-limits';
import { LiveChatGateway } from './live-chat.gateway';
import { MemoryRateLimiter, RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';
import { SocketAccess } from './socket-access';
import { UnansweredRecovery } from './unanswered-recovery';
import { VisitorChatService } from './visitor-chat.service';

@Module({
  imports: [AuthModule, AnswersModule, ConversationsModule, ChatEventsModule, WidgetModule],
  providers: [
    LiveChatGateway,
    SocketAccess,
    VisitorChatService,
    UnansweredRecovery,
    AgentDirectory,
    ChatRateLimits,
    {
      provide: RateLimiter,
      inject: [AppConfig],
      // With Redis, every process counts the same visitor's messages together.
      useFactory: (config: AppConfig): RateLimiter =>
        config.redisUrl ? new RedisRateLimiter(config.redisUrl, `${config.jobQueuePrefix}:chat-rate:`) : new MemoryRateLimiter(),
    },
  ],
})
export class LiveChatModule {}
