import { Router } from 'express';
import { z } from 'zod';
import type { DatabasePool } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';
import { unauthorized } from '../../errors/common-errors.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { requireUser } from '../../sessions/authenticate.js';
import type { SessionStore } from '../../sessions/session-store.js';
import { requireTenant } from '../../tenancy/tenant-middleware.js';
import { findLoginUserById } from '../login-user.js';
import { startSession } from '../start-session.js';
import { consumeHandoverCode, createHandoverCode } from './handover-store.js';

export type HandoverDependencies = {
  /** where strata.handover_codes lives (the OAuth callback writes it there too) */
  platformPool: DatabasePool;
  /** the tenants' users */
  pool: DatabasePool;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
};

const exchangeForm = z.object({
  code: z.string().min(1).max(100),
  nonce: z.string().max(100).optional(),
});

/**
 * POST /api/handover: exchanges a hand-over code (the fragment a provider sign-in or a new
 * trial organisation lands with) for a session of this tenant, the token in the access-token
 * header, and says whose it is so the page can ask before it replaces a session of its own.
 * POST /api/handover/start: turns the caller's session into a code for another origin (the
 * trial page on the bare domain hands the new organisation's session to its sub-domain); the
 * calling session ends, so the bare domain keeps nothing.
 */
export function handoverRoutes(deps: HandoverDependencies): Router {
  const router = Router();

  router.post('/api/handover', requireTenant(), async (req, res) => {
    const tenant = req.context.tenant;
    await enforceLimit(
      deps.rateLimiter,
      rateKey('handover-ip', clientAddress(req.ip)),
      limits.handoversPerIp,
      res,
    );
    const form = exchangeForm.safeParse(req.body);
    if (!tenant || !form.success) throw new AppError('ERR_HANDOVER_INVALID');
    const used = await consumeHandoverCode(deps.platformPool, tenant.id, form.data.code, form.data.nonce);
    const user = used ? await findLoginUserById(deps.pool, tenant, used.userId) : null;
    if (!used || !user || user.isdisabled) throw new AppError('ERR_HANDOVER_INVALID');
    await startSession(req, res, deps.sessions, tenant.id, user.id);
    res.json({
      ok: true,
      // a code of this browser's own flow needs no question; any other one does over a session
      started: used.bound,
      user: { id: user.id, name: user.name, email: user.emailaddress },
      organization: tenant.name,
    });
  });

  router.post('/api/handover/start', requireUser(), async (req, res) => {
    const { tenant, principal } = req.context;
    if (!tenant || !principal) throw unauthorized();
    await enforceLimit(
      deps.rateLimiter,
      rateKey('handover-ip', clientAddress(req.ip)),
      limits.handoversPerIp,
      res,
    );
    const code = await createHandoverCode(deps.platformPool, {
      tenantId: tenant.id,
      userId: principal.userId,
      nonceHash: null,
    });
    await deps.sessions.endById(tenant.id, principal.sessionId);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, code });
  });
  return router;
}
