import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module';
import { AnswersModule } from '../answers/answers.module';
import { PlaygroundController } from './playground.controller';
import { PlaygroundService } from './playground.service';

@Module({
  imports: [AnswersModule, AgentsModule],
  controllers: [PlaygroundController],
  providers: [PlaygroundService],
})
export class PlaygroundModule {}
