import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { parseDocument } from '../documents';
import type { SafeFetcher } from '../fetcher';
import { parseQaContent } from './knowledge-input';
import { documentTitle, type PassageRow, qaPassages, textPassages } from './knowledge-passages';
import type { KnowledgeItem } from './knowledge-item.entity';
import { KnowledgeReadError } from './knowledge-read-error';
import { KnowledgeUpload } from './knowledge-upload.entity';
import { SAFE_FETCHER } from './safe-fetcher.provider';
import { NO_READABLE_TEXT, readWebPage } from './web-page-reader';

export interface ReadKnowledge {
  passages: PassageRow[];
  /** The extracted text, for items whose content is filled in by processing (documents). */
  content?: string;
}

/** What reading and storing an item need of it: the job's claim returns just these. */
export type ClaimedItem = Pick<KnowledgeItem, 'id' | 'accountId' | 'agentId' | 'type' | 'title' | 'content'>;

/** Turns an item into its passages: parses the file, fetches the page, or splits the text. */
@Injectable()
export class KnowledgeItemReader {
  constructor(
    @Inject(SAFE_FETCHER) private readonly fetcher: SafeFetcher,
    @InjectRepository(KnowledgeUpload) private readonly uploads: Repository<KnowledgeUpload>,
  ) {}

  async read(item: ClaimedItem): Promise<ReadKnowledge> {
    const read = await this.readByType(item);
    if (read.passages.length === 0) {
      throw new KnowledgeReadError(item.type === 'url' ? NO_READABLE_TEXT : 'There is no text to learn from');
    }
    return read;
  }

  private async readByType(item: ClaimedItem): Promise<ReadKnowledge> {
    switch (item.type) {
      case 'qa': {
        const qa = parseQaContent(item.content);
        if (!qa) {
          throw new KnowledgeReadError('The question or the answer is missing');
        }
        return { passages: qaPassages(item.title, qa) };
      }
      case 'text':
        return { passages: textPassages(item.content, item.title) };
      case 'url': {
        const page = await readWebPage(this.fetcher, item.content);
        return { passages: textPassages(page.text, page.title) };
      }
      case 'document': {
        const upload = await this.uploads.findOneBy({ itemId: item.id });
        if (!upload) {
          throw new KnowledgeReadError(`${item.title} is no longer stored; upload it again`);
        }
        const { text } = await parseDocument({ filename: item.title, buffer: upload.data });
        return { passages: textPassages(text, documentTitle(item.title)), content: text };
      }
    }
  }
}
