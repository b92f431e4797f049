import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConversationStore } from '../conversations/conversation-store';

/**
 * What a visitor wrote is stored before it is answered, but which messages still await their
 * reply is known only in the memory of the process answering them. When a process starts (after
 * one stopped without finishing, say), conversations left waiting go to a person: 'needs human'.
 */
@Injectable()
export class UnansweredRecovery implements OnApplicationBootstrap {
  private readonly logger = new Logger(UnansweredRecovery.name);

  constructor(private readonly store: ConversationStore) {}

  onApplicationBootstrap(): void {
    void this.run();
  }

  /** Never throws: a failure is logged, and the next start looks again. */
  async run(): Promise<number> {
    try {
      const flagged = await this.store.flagUnanswered();
      if (flagged > 0) {
        this.logger.warn(`${flagged} conversation(s) had a visitor message no reply followed; they now need a person`);
      }
      return flagged;
    } catch (error) {
      this.logger.error({ err: error }, 'Could not look for unanswered conversations');
      return 0;
    }
  }
}
