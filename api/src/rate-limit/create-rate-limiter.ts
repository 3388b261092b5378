import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { DatabasePool } from '../db/types.js';
import { type Logger, silentLogger } from '../logging/logger.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';
import { PostgresRateLimiter, postgresLimiterFactory } from './postgres-rate-limiter.js';
import type { ClosableRateLimiter } from './rate-limiter.js';

export type RateLimiterSettings = {
  /** REDIS_URL: counts shared by every API process; PostgreSQL alone without it. */
  redisUrl?: string | undefined;
  /** Strata's pool: the PostgreSQL store, and the insurance while Redis is unreachable. */
  pool: DatabasePool;
  logger?: Logger;
};

/**
 * The rate limiter of this process. With Redis, every limiter carries a PostgreSQL
 * `insuranceLimiter`: while Redis cannot be reached (not connected, or a command fails or
 * stalls past a second) attempts are counted in PostgreSQL instead, so limits still hold and a
 * right password is never refused as "too many" just because Redis is down. Counts made during
 * an outage stay in PostgreSQL; once Redis is back, its own counts apply again.
 */
export function createRateLimiter(settings: RateLimiterSettings): ClosableRateLimiter {
  if (!settings.redisUrl) return new PostgresRateLimiter(settings.pool);
  const logger = settings.logger ?? silentLogger;
  const redis = new Redis(settings.redisUrl, {
    // no queue while disconnected and a bounded wait: a dead Redis answers at once, and the
    // insurance limiter takes over instead of the request hanging
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  watchRedis(redis, logger);
  const insurance = postgresLimiterFactory(settings.pool);
  return new FlexibleRateLimiter(
    (options) =>
      new RateLimiterRedis({
        ...options,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance(options),
      }),
    async () => {
      redis.disconnect();
    },
  );
}

/** One log line when Redis goes away and one when it is back, not one per failed command. */
function watchRedis(redis: Redis, logger: Logger): void {
  let down = false;
  const wentDown = (error?: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'Redis unreachable: rate limits are counted in PostgreSQL until it is back');
  };
  redis.on('error', wentDown);
  redis.on('close', () => wentDown());
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('Redis is back: rate limits are counted in Redis again');
  });
}
