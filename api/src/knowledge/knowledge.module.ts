import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Agent } from '../agents/agent.entity';
import { KnowledgeController } from './knowledge.controller';
import { KnowledgeItemReader } from './knowledge-item-reader';
import { KnowledgeItem } from './knowledge-item.entity';
import { KnowledgeProcessor } from './knowledge-processor';
import { KnowledgeQueue } from './knowledge-queue';
import { KnowledgeUpload } from './knowledge-upload.entity';
import { KnowledgeService } from './knowledge.service';
import { safeFetcherProvider } from './safe-fetcher.provider';

@Module({
  imports: [TypeOrmModule.forFeature([KnowledgeItem, KnowledgeUpload, Agent])],
  controllers: [KnowledgeController],
  providers: [KnowledgeService, KnowledgeQueue, KnowledgeProcessor, KnowledgeItemReader, safeFetcherProvider],
  exports: [KnowledgeQueue],
})
export class KnowledgeModule {}
