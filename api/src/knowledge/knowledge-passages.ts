import { splitIntoPassages } from '../answer-engine';
import type { QaContent } from '@app/contracts';

/** One knowledge_passages row, as the answer engine's README lays them out per item type. */
export interface PassageRow {
  kind: 'qa' | 'passage';
  title: string;
  question: string | null;
  content: string;
}

export function qaPassages(title: string, qa: QaContent): PassageRow[] {
  return [{ kind: 'qa', title, question: qa.question, content: qa.answer }];
}

export function textPassages(text: string, title: string): PassageRow[] {
  return splitIntoPassages(text, { title }).map((passage) => ({
    kind: 'passage',
    title: passage.title,
    question: null,
    content: passage.content,
  }));
}

/** A document's passages are titled by its file name without the extension. */
export function documentTitle(filename: string): string {
  return filename.replace(/\.(pdf|docx?|txt)$/i, '').trim() || filename;
}
