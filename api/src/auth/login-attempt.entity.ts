import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed login; kept in the database so every API process sees the same count. */
@Entity({ name: 'login_attempts' })
@Index('login_attempts_ip_created_at_idx', ['ip', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Index('login_attempts_created_at_idx')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
