import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { showableText } from '../contract/safe-text.js';
import type { RateDecision, RateLimit, RateLimiter } from './rate-limiter.js';

/** What a store needs to build one rate-limiter-flexible limiter for one budget. */
export type LimiterOptions = { points: number; duration: number; keyPrefix: string };
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

/** Every budget shares one key space: a reset deletes a key whatever its budget. */
const keyPrefix = 'rl';

/**
 * The key as stored. Keys carry what clients sent (a username, a path); PostgreSQL refuses a
 * NUL in text, and the store's failure would read as an outage (503, logged as one) that anyone
 * could raise. Replaced by U+FFFD, such a key still counts its attempts.
 */
function storedKey(key: string): string {
  return showableText(key);
}

/** rate-limiter-flexible counts in whole seconds (Redis expiries are seconds). */
export function windowSeconds(limit: RateLimit): number {
  return Math.max(1, Math.ceil(limit.windowMs / 1000));
}

/**
 * Our RateLimiter over rate-limiter-flexible. Its limiters are built for one budget (points,
 * duration) each, while callers name the budget per call: one limiter per distinct budget,
 * made on first use. Each consume is one atomic statement (an upsert in PostgreSQL, a Lua
 * script in Redis), so concurrent attempts can never all slip under the limit.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly byBudget = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly make: LimiterFactory,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  async hit(key: string, limit: RateLimit): Promise<RateDecision> {
    try {
      const res = await this.limiterFor(limit).consume(storedKey(key), 1);
      return decision(true, res);
    } catch (error) {
      // the library rejects with its result when over the limit, with an Error when no store answered
      if (error instanceof RateLimiterRes) return decision(false, error);
      return unavailable(limit);
    }
  }

  async peek(key: string, limit: RateLimit): Promise<RateDecision> {
    try {
      const res = await this.limiterFor(limit).get(storedKey(key));
      const count = res?.consumedPoints ?? 0;
      return { allowed: count < limit.max, count, retryAfterMs: Math.max(0, res?.msBeforeNext ?? 0) };
    } catch {
      return unavailable(limit);
    }
  }

  async refund(key: string, limit: RateLimit): Promise<void> {
    // a failed refund leaves one attempt counted until the window ends: the safe side
    await this.limiterFor(limit)
      .reward(storedKey(key), 1)
      .catch(() => undefined);
  }

  async reset(key: string, limit: RateLimit = { max: 1, windowMs: 1000 }): Promise<void> {
    // in Redis and PostgreSQL any budget's limiter deletes the key (one key space, one table)
    await this.limiterFor(limit)
      .delete(storedKey(key))
      .catch(() => undefined);
  }

  close(): Promise<void> {
    return this.onClose();
  }

  private limiterFor(limit: RateLimit): RateLimiterAbstract {
    const duration = windowSeconds(limit);
    const id = `${limit.max}/${duration}`;
    let limiter = this.byBudget.get(id);
    if (!limiter) {
      limiter = this.make({ points: limit.max, duration, keyPrefix });
      this.byBudget.set(id, limiter);
    }
    return limiter;
  }
}

function decision(allowed: boolean, res: RateLimiterRes): RateDecision {
  return { allowed, count: res.consumedPoints, retryAfterMs: Math.max(0, res.msBeforeNext) };
}

function unavailable(limit: RateLimit): RateDecision {
  return { allowed: false, count: Number.POSITIVE_INFINITY, retryAfterMs: limit.windowMs, unavailable: true };
}
