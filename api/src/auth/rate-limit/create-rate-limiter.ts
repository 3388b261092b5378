import type { DatabasePool } from '../../db/types.js';
import { PostgresRateLimiter } from './postgres-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

export function createRateLimiter(
  redisUrl: string | undefined,
  pool: DatabasePool,
): RateLimiter & { close?: () => void } {
  return redisUrl ? new RedisRateLimiter(redisUrl) : new PostgresRateLimiter(pool);
}
