import type { AgentChannel, ConversationStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'conversations' })
@Index('conversations_account_id_updated_at_idx', ['accountId', 'updatedAt'])
@Index('conversations_agent_id_updated_at_idx', ['agentId', 'updatedAt'])
@Unique('conversations_agent_id_visitor_token_hash_key', ['agentId', 'visitorTokenHash'])
export class Conversation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  @Column({ name: 'contact_info', type: 'text', nullable: true })
  contactInfo: string | null;

  @Column({ type: 'varchar', length: 16 })
  channel: AgentChannel;

  @Column({ type: 'text', default: 'open' })
  status: ConversationStatus;

  /** SHA-256 (hex) of the widget visitor's token; the token itself is never stored. */
  @Column({ name: 'visitor_token_hash', type: 'char', length: 64, nullable: true })
  visitorTokenHash: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
