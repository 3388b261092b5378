import type { Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { databaseUnavailable } from '../errors/common-errors.js';
import type { RateDecision, RateLimit, RateLimiter } from './rate-limiter.js';

/** Counts an attempt; over the limit it answers 429 ERR_RATE_LIMITED with Retry-After. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
  res: Response,
): Promise<void> {
  const decision = await limiter.hit(key, limit);
  if (!decision.allowed) refuse(res, decision);
}

/**
 * Refuses a decision that is not allowed: 503 ERR_DB_UNAVAILABLE when no store could count
 * (nothing the client did), else 429 ERR_RATE_LIMITED with Retry-After.
 */
export function refuse(res: Response, decision: RateDecision): never {
  if (decision.unavailable) throw databaseUnavailable();
  refuseForNow(res, decision.retryAfterMs);
}

/** 429 ERR_RATE_LIMITED with Retry-After in whole seconds (at least 1). */
export function refuseForNow(res: Response, retryAfterMs: number): never {
  setRetryAfter(res, retryAfterMs);
  throw new AppError('ERR_RATE_LIMITED');
}

/** Retry-After in whole seconds (at least 1). */
export function setRetryAfter(res: Response, retryAfterMs: number): void {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
}
