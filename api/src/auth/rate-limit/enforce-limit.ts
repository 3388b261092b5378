import type { Response } from 'express';
import { AppError } from '../../errors/app-error.js';
import type { RateLimit, RateLimiter } from './rate-limiter.js';

/** Counts an attempt; over the limit it answers 429 ERR_RATE_LIMITED with Retry-After. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
  res: Response,
): Promise<void> {
  const decision = await limiter.hit(key, limit);
  if (!decision.allowed) refuseForNow(res, decision.retryAfterMs);
}

/** 429 ERR_RATE_LIMITED with Retry-After in whole seconds (at least 1). */
export function refuseForNow(res: Response, retryAfterMs: number): never {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new AppError('ERR_RATE_LIMITED');
}
