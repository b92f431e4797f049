import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** The token itself is never stored: `id` is the SHA-256 of it, in hex. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'char', length: 64 })
  id: string;

  @Index('sessions_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;
}
