import { QA_SOURCE, QA_TITLE_LENGTH, type QaContent } from '@app/contracts';
import { BadRequestException } from '@nestjs/common';
import { storableText } from '../common/database-errors';
import type { CreateKnowledgeDto } from './dto/create-knowledge.dto';

export const QA_REQUIRED = 'Both question and answer required';
export const INVALID_URL = 'Invalid URL';
export const TEXT_REQUIRED = 'Title and content required';

export interface NewKnowledge {
  type: 'url' | 'qa' | 'text';
  title: string;
  content: string;
  source: string | null;
}


/** The first `length` characters, without cutting a surrogate pair in half. */
export function firstChars(value: string, length: number): string {
  const cut = value.slice(0, length);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A Q&A item's content as stored, or null unless both sides are non-blank text. */
export function parseQaContent(content: string | null | undefined): QaContent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? '');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') {
    return null;
  }
  const { question, answer } = parsed as Record<string, unknown>;
  if (typeof question !== 'string' || typeof answer !== 'string' || !question.trim() || !answer.trim()) {
    return null;
  }
  return { question: storableText(question.trim()), answer: storableText(answer.trim()) };
}

/** The longest host name DNS can carry; the URL parser accepts longer ones. */
const MAX_HOST_LENGTH = 253;

/** An absolute http(s) address, normalised, or null. */
export function parseWebAddress(content: string | null | undefined): URL | null {
  try {
    const url = new URL((content ?? '').trim());
    const webAddress = url.protocol === 'http:' || url.protocol === 'https:';
    return webAddress && url.hostname && url.host.length <= MAX_HOST_LENGTH ? url : null;
  } catch {
    return null;
  }
}

/** Applies each type's rules and derives what the server owns (Q&A and website titles, the Q&A source). */
export function prepareKnowledge(dto: CreateKnowledgeDto): NewKnowledge {
  const source = dto.source?.trim() ? storableText(dto.source.trim()) : null;
  switch (dto.type) {
    case 'qa': {
      const qa = parseQaContent(dto.content);
      if (!qa) {
        throw new BadRequestException(QA_REQUIRED);
      }
      return { type: 'qa', title: firstChars(qa.question, QA_TITLE_LENGTH), content: JSON.stringify(qa), source: QA_SOURCE };
    }
    case 'url': {
      const url = parseWebAddress(dto.content);
      if (!url) {
        throw new BadRequestException(INVALID_URL);
      }
      return { type: 'url', title: url.host, content: url.href, source };
    }
    case 'text': {
      const title = storableText(dto.title?.trim() ?? '');
      const content = storableText(dto.content?.trim() ?? '');
      if (!title || !content) {
        throw new BadRequestException(TEXT_REQUIRED);
      }
      return { type: 'text', title, content, source };
    }
  }
}
