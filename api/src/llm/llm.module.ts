import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CHAT_MODEL, type ChatModel } from './chat-model';
import { OpenAiChatModel } from './openai-chat-model';

@Module({
  providers: [
    {
      provide: CHAT_MODEL,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ChatModel | null => (config.openai ? new OpenAiChatModel(config.openai) : null),
    },
  ],
  exports: [CHAT_MODEL],
})
export class LlmModule {}
