import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An uploaded file kept until its item is processed, so any process (or the next one) can read it. */
@Entity({ name: 'knowledge_uploads' })
export class KnowledgeUpload {
  @PrimaryColumn({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @Column({ type: 'bytea' })
  data: Buffer;
}
