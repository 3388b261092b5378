import type { Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { verifyPasswordOrDecoy } from '../passwords/password-hash.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { reserveLoginAttempt } from './login-attempts.js';

/**
 * A current password (or, without a hash, a decoy check that always fails), under the same
 * counted-first failure limits as sign-in (login-attempts.ts).
 */
export async function checkCurrentPassword(
  deps: { rateLimiter: RateLimiter },
  res: Response,
  account: { tenantId: string; name: string; address: string; hash: string | null | undefined },
  password: string,
  failure: 'ERR_LOGIN_FAILED' | 'ERR_PASSWORD_WRONG' = 'ERR_LOGIN_FAILED',
): Promise<void> {
  const attempt = await reserveLoginAttempt(deps.rateLimiter, res, account);
  if (!(await verifyPasswordOrDecoy(account.hash, password))) throw new AppError(failure);
  await attempt.succeeded();
}
