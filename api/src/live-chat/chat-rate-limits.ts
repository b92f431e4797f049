import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { VisitorIdentity } from './chat-socket';
import { RateLimiter } from './rate-limiter';

export const CHAT_RATE_WINDOW_MS = 60_000;

/**
 * Visitor messages per minute, per visitor and per remote address (many visitors behind one
 * address). Syncs have a budget of their own per visitor, so a widget on a flaky network that
 * reconnects often does not use up its messages.
 */
@Injectable()
export class ChatRateLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  allow(visitor: VisitorIdentity): Promise<boolean> {
    const { perVisitor, perAddress } = this.config.chatRateLimits;
    return this.limiter.consume(
      [
        { key: `visitor:${visitor.agentId}:${visitor.visitorTokenHash}`, limit: perVisitor },
        { key: `address:${visitor.address}`, limit: perAddress },
      ],
      CHAT_RATE_WINDOW_MS,
    );
  }

  /** Per visitor, and per address: visitor tokens cost nothing to make up, and each sync reads the database. */
  allowSync(visitor: VisitorIdentity): Promise<boolean> {
    const { perVisitor, perAddress } = this.config.chatRateLimits;
    return this.limiter.consume(
      [
        { key: `sync:${visitor.agentId}:${visitor.visitorTokenHash}`, limit: perVisitor },
        { key: `sync-address:${visitor.address}`, limit: perAddress },
      ],
      CHAT_RATE_WINDOW_MS,
    );
  }
}
