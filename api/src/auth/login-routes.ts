import { Router } from 'express';
import { z } from 'zod';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { loginFailed, unauthorized } from '../errors/common-errors.js';
import { maximumPasswordLength, verifyPasswordOrDecoy } from '../passwords/password-hash.js';
import { clientAddress } from '../rate-limit/rate-key.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { SessionStore } from '../sessions/session-store.js';
import { requireTenant } from '../tenancy/tenant-middleware.js';
import { reserveLoginAttempt } from './login-attempts.js';
import { findLoginUser } from './login-user.js';
import { startSession } from './start-session.js';

const loginForm = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(maximumPasswordLength),
});

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

  router.post('/api/login', requireTenant(), async (req, res) => {
    const tenant = req.context.tenant;
    const form = loginForm.safeParse(req.body);
    if (!tenant || !form.success) throw loginFailed();
    // counted before the check (5 per name and address, 10 per name); locked: nothing is checked
    const attempt = await reserveLoginAttempt(limiter, res, {
      tenantId: tenant.id,
      name: form.data.username,
      address: clientAddress(req.ip),
    });
    const user = await findLoginUser(pool, tenant, form.data.username);
    const passwordMatches = await verifyPasswordOrDecoy(user?.password_hash, form.data.password);
    if (!user || !passwordMatches || user.isdisabled) {
      // each failure in a row waits longer: 200 ms, 400 ms, 800 ms, ... (at most 16 times the base)
      const step = Math.max(0, Math.min(attempt.failuresInRow, 5) - 1);
      await new Promise((resolve) => setTimeout(resolve, baseDelay * 2 ** step));
      throw loginFailed();
    }
    await attempt.succeeded();
    // a correct password that must be changed first: the page asks for a new one
    if (user.must_change) throw new AppError('ERR_MUST_CHANGE_PWD');
    await startSession(req, res, sessions, tenant.id, user.id);
    res.json({ ok: true, user: { id: user.id, name: user.name }, organization: tenant.name });
  });

  router.post('/api/logout', async (req, res) => {
    const token = req.get('access-token');
    if (token) await sessions.end(token);
    res.json({ ok: true });
  });

  router.get('/api/401', (_req, _res, next) => next(unauthorized()));
  return router;
}
