import { sql } from 'slonik';
import { z } from 'zod';
import type { DatabasePool } from '../../db/types.js';
import type { RateDecision, RateLimit, RateLimiter } from './rate-limiter.js';

const counterRow = z.object({ count: z.number(), retry_after_ms: z.number() });

/** Fixed windows in strata.rate_limits: one upsert per attempt. Used when Redis is not configured. */
export class PostgresRateLimiter implements RateLimiter {
  constructor(private readonly pool: DatabasePool) {}

  async hit(key: string, limit: RateLimit): Promise<RateDecision> {
    return this.decide(key, limit, 1);
  }

  async peek(key: string, limit: RateLimit): Promise<RateDecision> {
    return this.decide(key, limit, 0);
  }

  async reset(key: string): Promise<void> {
    try {
      await this.pool.query(sql.unsafe`DELETE FROM strata.rate_limits WHERE key = ${key}`);
    } catch {
      // a failed reset leaves the key to expire with its window
    }
  }

  private async decide(key: string, limit: RateLimit, add: 0 | 1): Promise<RateDecision> {
    const window = sql.interval({ seconds: limit.windowMs / 1000 });
    try {
      const row = await this.pool.one(sql.type(counterRow)`
        INSERT INTO strata.rate_limits AS r (key, window_start, count) VALUES (${key}, now(), ${add})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.window_start <= now() - ${window} THEN ${add} ELSE r.count + ${add} END,
          window_start = CASE WHEN r.window_start <= now() - ${window} THEN now() ELSE r.window_start END
        RETURNING count, GREATEST(0, EXTRACT(EPOCH FROM (window_start + ${window} - now())) * 1000)::float8 AS retry_after_ms`);
      // a hit is allowed up to the limit; a peek asks whether one more attempt may go ahead
      const allowed = add === 1 ? row.count <= limit.max : row.count < limit.max;
      return { allowed, count: row.count, retryAfterMs: Math.ceil(row.retry_after_ms) };
    } catch {
      return { allowed: false, count: Number.POSITIVE_INFINITY, retryAfterMs: limit.windowMs };
    }
  }
}
