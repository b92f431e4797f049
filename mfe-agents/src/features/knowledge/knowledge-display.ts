import type { KnowledgeItem } from '@app/contracts';
import { qaPair } from './knowledge-requests';

export type KnowledgeState = 'processing' | 'trained' | 'failed';

export function knowledgeState(item: Pick<KnowledgeItem, 'processed' | 'status'>): KnowledgeState {
  if (item.status === 'failed') return 'failed';
  return item.processed ? 'trained' : 'processing';
}

/**
 * The line under an item's title: where it came from, what kind of knowledge it is, or for a
 * Q&A pair (titled with its question) the answer it gives.
 */
export function knowledgeDetail(item: KnowledgeItem): string {
  switch (item.type) {
    case 'url':
      return item.content;
    case 'qa':
      return `Answer: ${qaPair(item.content)?.answer ?? ''}`;
    case 'document':
      return 'Document';
    case 'text':
      return 'Text';
  }
}
