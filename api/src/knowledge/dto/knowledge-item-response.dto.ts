import {
  KNOWLEDGE_STATUSES,
  KNOWLEDGE_TYPES,
  type KnowledgeItem as KnowledgeItemJson,
  type KnowledgeStatus,
  type KnowledgeType,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { KnowledgeItem } from '../knowledge-item.entity';

export class KnowledgeItemResponseDto implements KnowledgeItemJson {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ enum: KNOWLEDGE_TYPES })
  type: KnowledgeType;

  @ApiProperty()
  title: string;

  @ApiProperty({
    description: 'qa: JSON {question, answer}; url: the address; text: the text; document: its extracted text (in the list, its first 1,000 characters)',
  })
  content: string;

  @ApiProperty({ type: String, nullable: true })
  source: string | null;

  @ApiProperty({ description: 'false while processing' })
  processed: boolean;

  @ApiProperty({ enum: KNOWLEDGE_STATUSES })
  status: KnowledgeStatus;

  @ApiProperty({ type: String, nullable: true, description: 'why processing failed' })
  error: string | null;

  @ApiProperty()
  passageCount: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** The stored fields a response is made of. */
export type ResponseFields = Pick<
  KnowledgeItem,
  'id' | 'agentId' | 'type' | 'title' | 'content' | 'source' | 'status' | 'error' | 'passageCount' | 'createdAt' | 'updatedAt'
>;

export function toKnowledgeItemResponse(item: ResponseFields): KnowledgeItemJson {
  return {
    id: item.id,
    agentId: item.agentId,
    type: item.type,
    title: item.title,
    content: item.content,
    source: item.source,
    processed: item.status !== 'processing',
    status: item.status,
    error: item.error,
    passageCount: item.passageCount,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
