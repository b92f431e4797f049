export const KNOWLEDGE_TYPES = ['document', 'url', 'qa', 'text'] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];

/** Where an item is in its life: parsed, split into passages and indexed, or failed with a reason. */
export const KNOWLEDGE_STATUSES = ['processing', 'trained', 'failed'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

export const QA_SOURCE = 'manual_qa';
export const QA_TITLE_LENGTH = 50;
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The most a Q&A pair, an address or a text item may hold, in UTF-8 bytes (a longer text goes in a .txt document). */
export const KNOWLEDGE_CONTENT_MAX_BYTES = 1024 * 1024;
/** The longest title a text item may have. */
export const KNOWLEDGE_TITLE_MAX_LENGTH = 255;

export interface KnowledgeItem {
  id: string;
  agentId: string;
  type: KnowledgeType;
  title: string;
  /** qa: JSON text {question, answer}; url: the address; text and document: the text. */
  content: string;
  source: string | null;
  /** false while 'Processing'; true once trained (or failed, see status). */
  processed: boolean;
  status: KnowledgeStatus;
  /** Why processing failed, in words a person can act on. */
  error: string | null;
  passageCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CreateKnowledgeRequest {
  type: 'url' | 'qa' | 'text';
  title?: string;
  content: string;
  source?: string;
}

export interface QaContent {
  question: string;
  answer: string;
}
