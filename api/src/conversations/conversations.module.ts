import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatEventsModule } from '../live-chat/chat-events.module';
import { Conversation } from './conversation.entity';
import { ConversationStore } from './conversation-store';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { Message } from './message.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Conversation, Message]), ChatEventsModule],
  controllers: [ConversationsController],
  providers: [ConversationsService, ConversationStore],
  exports: [TypeOrmModule, ConversationStore],
})
export class ConversationsModule {}
