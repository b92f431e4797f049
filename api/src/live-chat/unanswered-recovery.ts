import { Injectable, Logger } from '@nestjs/common';
import { PeriodicTask } from '../common/periodic-task';
import { AppConfig } from '../config/app-config';
import { ConversationStore } from '../conversations/conversation-store';
import { toConversationResponse } from '../conversations/dto/conversation-response.dto';
import { ChatEvents } from './chat-events';

/** How often each process looks: a stranded message waits at most this long past its minimum age. */
export const UNANSWERED_CHECK_INTERVAL_MS = 60_000;
/** A visitor's message this old with no reply was dropped, unless a language model may still be writing it. */
const MIN_AGE_SECONDS = 120;

/**
 * What a visitor wrote is stored before it is answered, but which messages still await their
 * reply is known only in the memory of the process answering them. Every process looks at start
 * and then every minute for conversations a process left waiting (it stopped, or died, between
 * storing a message and answering it) and hands them to a person: 'needs human', which the
 * account's dashboards see at once.
 */
@Injectable()
export class UnansweredRecovery extends PeriodicTask<number> {
  private readonly logger = new Logger(UnansweredRecovery.name);

  /** Longer than any reply can take: a language model has its timeout, twice over, to write one. */
  private readonly minAgeSeconds: number;

  constructor(
    private readonly store: ConversationStore,
    private readonly events: ChatEvents,
    config: AppConfig,
  ) {
    super(UNANSWERED_CHECK_INTERVAL_MS);
    this.minAgeSeconds = Math.max(MIN_AGE_SECONDS, Math.ceil((2 * (config.openai?.timeoutMs ?? 0)) / 1000));
  }

  /** Hands stranded conversations to a person; returns how many. A failure is logged, and the next look tries again. */
  protected async once(): Promise<number> {
    try {
      const flagged = await this.store.flagUnanswered(this.minAgeSeconds);
      for (const conversation of flagged) {
        this.events.conversationUpdated(conversation.accountId, toConversationResponse(conversation));
      }
      if (flagged.length > 0) {
        this.logger.warn(`${flagged.length} conversation(s) had a visitor message no reply followed; they now need a person`);
      }
      return flagged.length;
    } catch (error) {
      this.logger.error({ err: error }, 'Could not look for unanswered conversations');
      return 0;
    }
  }
}
