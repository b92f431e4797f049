import type { AgentChannel } from '@app/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'conversations' })
@Index('conversations_account_id_updated_at_idx', ['accountId', 'updatedAt'])
@Index('conversations_agent_id_updated_at_idx', ['agentId', 'updatedAt'])
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
  status: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
