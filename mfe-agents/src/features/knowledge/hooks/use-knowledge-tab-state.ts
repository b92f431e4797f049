import { useState } from 'react';
import { useDocumentUpload } from './use-document-upload';

export type KnowledgeSection = 'documents' | 'qa' | 'website' | 'text';

export interface KnowledgeDrafts {
  question: string;
  answer: string;
  website: string;
  title: string;
  content: string;
}

const EMPTY_DRAFTS: KnowledgeDrafts = { question: '', answer: '', website: '', title: '', content: '' };

/** Each section holding drafts, by the name its tab shows, with the fields it keeps them in. */
const DRAFT_SECTIONS: [string, (keyof KnowledgeDrafts)[]][] = [
  ['Q&A', ['question', 'answer']],
  ['Website', ['website']],
  ['Text', ['title', 'content']],
];

/**
 * What the Knowledge tab is in the middle of: the open section, typed drafts and a running upload.
 * It lives with the configuration dialog so none of it is lost when the user visits another tab.
 */
export function useKnowledgeTabState(agentId: string) {
  const [section, setSection] = useState<KnowledgeSection>('documents');
  const [drafts, setDrafts] = useState(EMPTY_DRAFTS);
  const upload = useDocumentUpload(agentId);

  function setDraft(key: keyof KnowledgeDrafts, value: string) {
    setDrafts((current) => ({ ...current, [key]: value }));
  }

  function clearDrafts(...keys: (keyof KnowledgeDrafts)[]) {
    setDrafts((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, ''])) }));
  }

  // Typed but not added: closing the dialog would lose it, so the dialog asks first.
  const unaddedDrafts = DRAFT_SECTIONS.filter(([, keys]) => keys.some((key) => drafts[key].trim())).map(([name]) => name);

  return { agentId, section, setSection, drafts, setDraft, clearDrafts, unaddedDrafts, upload };
}

export type KnowledgeTabState = ReturnType<typeof useKnowledgeTabState>;
