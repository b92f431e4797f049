import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [ConversationsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
