import type { PlaygroundChatResponse } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { AnswerService } from '../answers/answer.service';
import type { AuthContext } from '../common/auth-context';
import type { PlaygroundChatDto } from './dto/playground-chat.dto';

/** Tries an agent out: answers like any channel would, but records no conversation. */
@Injectable()
export class PlaygroundService {
  constructor(private readonly answers: AnswerService) {}

  async chat(auth: AuthContext, dto: PlaygroundChatDto): Promise<PlaygroundChatResponse> {
    const answer = await this.answers.answer({
      accountId: auth.accountId,
      agentId: dto.agentId,
      message: dto.message,
      history: dto.conversationHistory ?? [],
    });
    return { response: answer.reply, sources: answer.sources };
  }
}
