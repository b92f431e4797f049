import { Module } from '@nestjs/common';
import { ChatEvents } from './chat-events';

/** Apart from the gateway so the conversations API can emit without importing live chat. */
@Module({
  providers: [ChatEvents],
  exports: [ChatEvents],
})
export class ChatEventsModule {}
