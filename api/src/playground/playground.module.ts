import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from '../accounts/account.entity';
import { AgentsModule } from '../agents/agents.module';
import { AnswersModule } from '../answers/answers.module';
import { RateLimitModule } from '../live-chat/rate-limit.module';
import { PlaygroundController } from './playground.controller';
import { PlaygroundService } from './playground.service';

@Module({
  imports: [AnswersModule, AgentsModule, RateLimitModule, TypeOrmModule.forFeature([Account])],
  controllers: [PlaygroundController],
  providers: [PlaygroundService],
})
export class PlaygroundModule {}
