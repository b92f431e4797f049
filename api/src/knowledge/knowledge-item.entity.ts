import type { KnowledgeStatus, KnowledgeType } from '@app/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'knowledge_items' })
@Index('knowledge_items_agent_id_created_at_idx', ['agentId', 'createdAt'])
export class KnowledgeItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  @Column({ type: 'varchar', length: 16 })
  type: KnowledgeType;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** qa: JSON {question, answer}; url: the address; text and document: the text. */
  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 16, default: 'processing' })
  status: KnowledgeStatus;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'passage_count', type: 'integer', default: 0 })
  passageCount: number;

  /** Goes up each time the item is queued again, so a stale job's result is thrown away. */
  @Column({ type: 'integer', default: 1 })
  revision: number;

  /** While processing: when the job holding the item is presumed lost and it is queued again. */
  @Column({ name: 'lease_expires_at', type: 'timestamptz', nullable: true })
  leaseExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
