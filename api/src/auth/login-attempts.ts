import type { Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { refuse, setRetryAfter } from '../rate-limit/enforce-limit.js';
import { rateKey } from '../rate-limit/rate-key.js';
import { limits, type RateDecision, type RateLimiter } from '../rate-limit/rate-limiter.js';

/** A password check that has been counted before it ran. */
export type LoginAttempt = {
  /** Attempts from this address on this name in the window, this one included (for the delay). */
  failuresInRow: number;
  /** The password was right: forget this address's failures, give the account back its attempt. */
  succeeded(): Promise<void>;
};

/**
 * Reserves one password check for an account name (as typed: known and unknown names are
 * counted alike) before any password is verified. Counting first, atomically, is what makes the
 * limit hold under concurrency: of 40 parallel guesses only the first 5 get a check. Two budgets:
 * 5 per name and address, 10 per name from all addresses. Over either, nothing is checked, not
 * even the right password, and the answer is 429 ERR_ACCOUNT_LOCKED saying when to come back
 * (Retry-After and {minutes}).
 */
export async function reserveLoginAttempt(
  limiter: RateLimiter,
  res: Response,
  place: { tenantId: string; name: string; address: string },
): Promise<LoginAttempt> {
  const perAddress = rateKey('login', place.tenantId, place.name, place.address);
  const perAccount = rateKey('login-account', place.tenantId, place.name);
  const fromHere = await limiter.hit(perAddress, limits.loginFailuresPerAccountAndIp);
  if (!fromHere.allowed) locked(res, fromHere);
  const overall = await limiter.hit(perAccount, limits.loginFailuresPerAccount);
  if (!overall.allowed) {
    // nothing was checked: this address keeps its own budget for when the lock ends
    await limiter.refund(perAddress, limits.loginFailuresPerAccountAndIp);
    locked(res, overall);
  }
  return {
    failuresInRow: fromHere.count,
    succeeded: async () => {
      await limiter.reset(perAddress, limits.loginFailuresPerAccountAndIp);
      // only the account's own attempt is given back: a success does not wipe failures others
      // made from elsewhere, so the right password cannot be used to reopen a locked account
      await limiter.refund(perAccount, limits.loginFailuresPerAccount);
    },
  };
}

function locked(res: Response, decision: RateDecision): never {
  if (decision.unavailable) refuse(res, decision);
  setRetryAfter(res, decision.retryAfterMs);
  const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
  throw new AppError(
    'ERR_ACCOUNT_LOCKED',
    { minutes },
    { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) },
  );
}
