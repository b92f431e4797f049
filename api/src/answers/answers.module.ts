import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Agent } from '../agents/agent.entity';
import { LlmModule } from '../llm/llm.module';
import { AppConfig } from '../config/app-config';
import type { TextSimilarity } from '../answer-engine';
import { AnswerService } from './answer.service';
import { KnowledgeRetrieval } from './knowledge-retrieval';
import { TEXT_SIMILARITY, UniversalSentenceEncoder } from './sentence-encoder';

@Module({
  imports: [TypeOrmModule.forFeature([Agent]), LlmModule],
  providers: [
    AnswerService,
    KnowledgeRetrieval,
    {
      provide: TEXT_SIMILARITY,
      inject: [AppConfig],
      useFactory: (config: AppConfig): TextSimilarity | null => (config.sentenceEncoder ? new UniversalSentenceEncoder().similarity : null),
    },
  ],
  exports: [AnswerService],
})
export class AnswersModule {}
