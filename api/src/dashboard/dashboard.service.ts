import { Injectable } from '@nestjs/common';
import type { DashboardStats } from '@app/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthContext } from '../common/auth-context';
import { Conversation } from '../conversations/conversation.entity';

@Injectable()
export class DashboardService {
  constructor(@InjectRepository(Conversation) private readonly conversations: Repository<Conversation>) {}

  async stats(auth: AuthContext): Promise<DashboardStats> {
    const conversations = await this.conversations.countBy({ accountId: auth.accountId });
    // Bookings, revenue and properties have no tables until the property-import features add them.
    return { conversations, bookings: 0, revenue: 0, properties: 0 };
  }
}
