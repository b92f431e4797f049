import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { closeRedis } from '../common/close-redis';
import { RateLimiter, type RateLimitKey } from './rate-limiter';

/** INCR each key, starting its window on the first hit; 1 when every count is within its limit. */
const CONSUME_SCRIPT = `
  local allowed = 1
  for i, key in ipairs(KEYS) do
    local count = redis.call('INCR', key)
    if count == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
    if count > tonumber(ARGV[i + 1]) then allowed = 0 end
  end
  return allowed`;

/** Counters in Redis, shared by every API process, in one round trip per message. */
export class RedisRateLimiter extends RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisRateLimiter.name);
  private readonly redis: IORedis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
    this.redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.on('error', (error) => this.logger.warn({ err: error }, 'Redis connection error (chat rate limits)'));
  }

  async consume(keys: readonly RateLimitKey[], windowMs: number): Promise<boolean> {
    try {
      const allowed = await this.redis.eval(
        CONSUME_SCRIPT,
        keys.length,
        ...keys.map(({ key }) => `${this.prefix}${key}`),
        windowMs,
        ...keys.map(({ limit }) => limit),
      );
      return allowed === 1;
    } catch (error) {
      // Chat keeps working while Redis is away; the limits come back with it.
      this.logger.warn({ err: error }, 'Chat rate limit check failed; letting the message through');
      return true;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
