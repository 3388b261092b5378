import { Router } from 'express';
import { z } from 'zod';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { requireTenant } from '../tenancy/tenant-middleware.js';
import { findLoginUser } from './login-user.js';
import { hashPassword, maximumPasswordLength, verifyPassword } from './password-hash.js';
import { refuseForNow } from './rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from './rate-limit/rate-key.js';
import { limits, type RateLimiter } from './rate-limit/rate-limiter.js';
import type { SessionStore } from './session-store.js';
import { startSession } from './start-session.js';

const loginForm = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(maximumPasswordLength),
});

/** A hash nobody's password matches: unknown users cost the same time as known ones. */
const decoyHash = hashPassword(`decoy-${Math.random()}`);

/**
 * POST /api/login (username, password, organization from the form or the sub-domain) answers
 * with the access-token header; POST /api/logout ends the session; GET /api/401 is the page
 * the client calls after logging out.
 */
export function loginRoutes(
  pool: DatabasePool,
  sessions: SessionStore,
  limiter: RateLimiter,
  options: { failureDelayMs?: number } = {},
): Router {
  const router = Router();
  const baseDelay = options.failureDelayMs ?? 200;

  router.post('/api/login', requireTenant(), async (req, res, next) => {
    try {
      const tenant = req.context.tenant;
      const form = loginForm.safeParse(req.body);
      if (!tenant || !form.success) throw new AppError('ERR_LOGIN_FAILED');
      // 5 failures per 15 minutes per account and address; beyond that no password is checked.
      const key = rateKey('login', tenant.id, form.data.username, clientAddress(req.ip));
      const budget = await limiter.peek(key, limits.loginFailuresPerAccountAndIp);
      if (!budget.allowed) refuseForNow(res, budget.retryAfterMs);
      const user = await findLoginUser(pool, tenant, form.data.username);
      const hash = user?.password_hash ?? (await decoyHash);
      const passwordMatches = await verifyPassword(hash, form.data.password);
      if (!user?.password_hash || !passwordMatches || user.isdisabled) {
        const failures = await limiter.hit(key, limits.loginFailuresPerAccountAndIp);
        // each failure in a row waits longer: 200 ms, 400 ms, 800 ms, ... (at most 16 times the base)
        const step = Math.max(0, Math.min(failures.count, 5) - 1);
        await new Promise((resolve) => setTimeout(resolve, baseDelay * 2 ** step));
        throw new AppError('ERR_LOGIN_FAILED');
      }
      await limiter.reset(key);
      // a correct password that must be changed first: the page asks for a new one
      if (user.must_change) throw new AppError('ERR_MUST_CHANGE_PWD');
      await startSession(req, res, sessions, tenant.id, user.id);
      res.json({ ok: true, user: { id: user.id, name: user.name }, organization: tenant.name });
    } catch (error) {
      next(error);
    }
  });

  router.post('/api/logout', async (req, res, next) => {
    try {
      const token = req.get('access-token');
      if (token) await sessions.end(token);
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  router.get('/api/401', (_req, _res, next) => next(new AppError('ERR_UNAUTHORIZED')));
  return router;
}
