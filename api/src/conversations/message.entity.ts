import type { AnswerSource, MessageRole } from '@app/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'messages' })
@Index('messages_conversation_id_created_at_id_idx', ['conversationId', 'createdAt', 'id'])
@Index('messages_conversation_id_client_message_id_key', ['conversationId', 'clientMessageId'], {
  unique: true,
  where: 'client_message_id IS NOT NULL',
})
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @Column({ type: 'text' })
  role: MessageRole;

  @Column({ type: 'text' })
  content: string;

  /** The widget's own id for a visitor message; a retried send carries the same one. */
  @Column({ name: 'client_message_id', type: 'varchar', length: 100, nullable: true })
  clientMessageId: string | null;

  /** The knowledge items an AI reply was drawn from. */
  @Column({ type: 'jsonb', nullable: true })
  sources: AnswerSource[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
