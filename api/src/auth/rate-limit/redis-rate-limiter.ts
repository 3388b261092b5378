import { Redis } from 'ioredis';
import type { RateDecision, RateLimit, RateLimiter } from './rate-limiter.js';

/** Fixed windows in Redis: INCR and PEXPIRE (NX) in one round trip, shared by every API process. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, limit: RateLimit): Promise<RateDecision> {
    try {
      const results = await this.redis
        .multi()
        .incr(`rl:${key}`)
        .pexpire(`rl:${key}`, limit.windowMs, 'NX')
        .pttl(`rl:${key}`)
        .exec();
      const count = Number(results?.[0]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (!Number.isFinite(count)) throw new Error('no count');
      return { allowed: count <= limit.max, count, retryAfterMs: ttl > 0 ? ttl : limit.windowMs };
    } catch {
      return { allowed: false, count: Number.POSITIVE_INFINITY, retryAfterMs: limit.windowMs };
    }
  }

  async peek(key: string, limit: RateLimit): Promise<RateDecision> {
    try {
      const [count, ttl] = await Promise.all([this.redis.get(`rl:${key}`), this.redis.pttl(`rl:${key}`)]);
      const n = Number(count ?? 0);
      return { allowed: n < limit.max, count: n, retryAfterMs: Math.max(ttl, 0) };
    } catch {
      return { allowed: false, count: Number.POSITIVE_INFINITY, retryAfterMs: limit.windowMs };
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`rl:${key}`).catch(() => undefined);
  }

  close(): void {
    this.redis.disconnect();
  }
}
