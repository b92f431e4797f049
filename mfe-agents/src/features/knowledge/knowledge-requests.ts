import { QA_SOURCE, QA_TITLE_LENGTH, type CreateKnowledgeRequest, type QaContent } from '@app/contracts';

/** A Q&A pair as the API stores it, or null when either side is blank. */
export function qaKnowledge(question: string, answer: string): CreateKnowledgeRequest | null {
  const qa: QaContent = { question: question.trim(), answer: answer.trim() };
  if (!qa.question || !qa.answer) return null;
  return { type: 'qa', title: qa.question.slice(0, QA_TITLE_LENGTH), content: JSON.stringify(qa), source: QA_SOURCE };
}

/** The address as a web page to fetch, or null when it is not an http(s) URL. */
export function websiteKnowledge(address: string): CreateKnowledgeRequest | null {
  const trimmed = address.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.host) return null;
  return { type: 'url', title: url.host, content: trimmed };
}

/** Free text under a title, or null when either is blank. */
export function textKnowledge(title: string, content: string): CreateKnowledgeRequest | null {
  const item = { title: title.trim(), content: content.trim() };
  if (!item.title || !item.content) return null;
  return { type: 'text', ...item };
}

/** The question and answer a Q&A item's content holds, or null for content that is not such a pair. */
export function qaPair(content: string): QaContent | null {
  try {
    const parsed = JSON.parse(content) as Partial<QaContent>;
    return typeof parsed.question === 'string' && typeof parsed.answer === 'string' ? { question: parsed.question, answer: parsed.answer } : null;
  } catch {
    return null;
  }
}
