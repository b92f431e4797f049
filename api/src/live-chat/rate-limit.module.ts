import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MemoryRateLimiter, RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

/** One RateLimiter per process for live chat and the playground: with Redis, every process counts together. */
@Module({
  providers: [
    {
      provide: RateLimiter,
      inject: [AppConfig],
      useFactory: (config: AppConfig): RateLimiter =>
        config.redisUrl ? new RedisRateLimiter(config.redisUrl, `${config.jobQueuePrefix}:chat-rate:`) : new MemoryRateLimiter(),
    },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
