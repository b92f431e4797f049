import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'accounts' })
export class Account {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When an agent of the account was first tried in the Playground. */
  @Column({ name: 'playground_tried_at', type: 'timestamptz', nullable: true })
  playgroundTriedAt: Date | null;
}
