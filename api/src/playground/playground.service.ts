import type { PlaygroundChatResponse } from '@app/contracts';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { Account } from '../accounts/account.entity';
import { AgentsService } from '../agents/agents.service';
import { AnswerService } from '../answers/answer.service';
import { HANDED_TO_TEAM_REPLY, wantsPerson } from '../answers/person-request';
import type { AuthContext } from '../common/auth-context';
import { AppConfig } from '../config/app-config';
import { RateLimiter } from '../live-chat/rate-limiter';
import type { PlaygroundChatDto } from './dto/playground-chat.dto';

const PLAYGROUND_WINDOW_MS = 60_000;
export const PLAYGROUND_TOO_FAST = 'You are sending playground messages too quickly. Please wait a moment.';
export const MODEL_FAILED_NOTICE =
  'The language model did not answer (its key may be wrong, or the provider unreachable), so this reply comes from the knowledge alone.';

/** Tries an agent out: answers like any channel would, but records no conversation. */
@Injectable()
export class PlaygroundService {
  constructor(
    private readonly answers: AnswerService,
    private readonly agents: AgentsService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
  ) {}

  async chat(auth: AuthContext, dto: PlaygroundChatDto): Promise<PlaygroundChatResponse> {
    // Each message may cost a language-model call on the deployment's key: an account's budget.
    const allowed = await this.limiter.consume([{ key: `playground:${auth.accountId}`, limit: this.config.playgroundRateLimit }], PLAYGROUND_WINDOW_MS);
    if (!allowed) {
      throw new HttpException(PLAYGROUND_TOO_FAST, HttpStatus.TOO_MANY_REQUESTS);
    }
    // What a visitor asking for a person is told on a live channel (where the team is told too).
    const lastReply = dto.conversationHistory?.findLast((turn) => turn.role === 'assistant')?.content;
    if (await wantsPerson(dto.message, () => Promise.resolve(lastReply))) {
      await this.agents.get(auth, dto.agentId);
      return { response: HANDED_TO_TEAM_REPLY, sources: [] };
    }
    const answer = await this.answers.answer({
      accountId: auth.accountId,
      agentId: dto.agentId,
      message: dto.message,
      history: dto.conversationHistory ?? [],
    });
    await this.accounts.update({ id: auth.accountId, playgroundTriedAt: IsNull() }, { playgroundTriedAt: () => 'now()' });
    return { response: answer.reply, sources: answer.sources, ...(answer.modelFailed ? { notice: MODEL_FAILED_NOTICE } : {}) };
  }
}
