import type { AgentChannel, AgentStatus, AgentType, JsonObject } from '@app/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'agents' })
@Index('agents_account_id_created_at_idx', ['accountId', 'createdAt'])
export class Agent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 32, default: 'rental' })
  type: AgentType;

  @Column({ name: 'system_prompt', type: 'text', nullable: true })
  systemPrompt: string | null;

  @Column({ type: 'text', array: true, default: () => "'{webchat}'" })
  channels: AgentChannel[];

  @Column({ type: 'varchar', length: 32, default: 'training' })
  status: AgentStatus;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  configuration: JsonObject;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  metadata: JsonObject;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
