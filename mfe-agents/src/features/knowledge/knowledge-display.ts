import type { KnowledgeItem } from '@app/contracts';
import { qaQuestion } from './knowledge-requests';

export type KnowledgeState = 'processing' | 'trained' | 'failed';

export function knowledgeState(item: Pick<KnowledgeItem, 'processed' | 'status'>): KnowledgeState {
  if (item.status === 'failed') return 'failed';
  return item.processed ? 'trained' : 'processing';
}

/** The line under an item's title: what kind of knowledge it is, or where it came from. */
export function knowledgeDetail(item: KnowledgeItem): string {
  switch (item.type) {
    case 'url':
      return item.content;
    case 'qa':
      return `Q&A: ${qaQuestion(item.content) ?? item.title}`;
    case 'document':
      return 'Document';
    case 'text':
      return 'Text';
  }
}
