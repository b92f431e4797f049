import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Agent } from '../agents/agent.entity';
import { LlmModule } from '../llm/llm.module';
import { AnswerService } from './answer.service';
import { KnowledgeRetrieval } from './knowledge-retrieval';

@Module({
  imports: [TypeOrmModule.forFeature([Agent]), LlmModule],
  providers: [AnswerService, KnowledgeRetrieval],
  exports: [AnswerService],
})
export class AnswersModule {}
