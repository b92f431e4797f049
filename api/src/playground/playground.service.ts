import type { PlaygroundChatResponse } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { AgentsService } from '../agents/agents.service';
import { AnswerService } from '../answers/answer.service';
import { HANDED_TO_TEAM_REPLY, wantsPerson } from '../answers/person-request';
import type { AuthContext } from '../common/auth-context';
import type { PlaygroundChatDto } from './dto/playground-chat.dto';

/** Tries an agent out: answers like any channel would, but records no conversation. */
@Injectable()
export class PlaygroundService {
  constructor(
    private readonly answers: AnswerService,
    private readonly agents: AgentsService,
  ) {}

  async chat(auth: AuthContext, dto: PlaygroundChatDto): Promise<PlaygroundChatResponse> {
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
    return { response: answer.reply, sources: answer.sources };
  }
}
