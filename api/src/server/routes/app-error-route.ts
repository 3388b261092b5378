import { Router } from 'express';
import { sql } from 'slonik';
import { enforceLimit } from '../../auth/rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../auth/rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../auth/rate-limit/rate-limiter.js';
import type { DatabasePool } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';

/** The largest client error report kept (the rest of a huge stack is not worth storing). */
const maxReportBytes = 16 * 1024;

/**
 * POST /api/apperror: a client-side error report (context, app, navigator, url, error), kept
 * in strata.app_errors with the organisation and user when known. Size- and rate-limited.
 */
export function appErrorRoute(pool: DatabasePool, limiter: RateLimiter): Router {
  const router = Router();
  router.post('/api/apperror', async (req, res, next) => {
    try {
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new AppError('ERR_VALIDATION', { field: 'body', reason: 'body' }, { field: 'body' });
      }
      const text = JSON.stringify(body);
      if (Buffer.byteLength(text) > maxReportBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
      await enforceLimit(limiter, rateKey('apperror', clientAddress(req.ip)), limits.appErrorsPerIp, res);
      await pool.query(sql.unsafe`
        INSERT INTO strata.app_errors (tenant_id, user_id, body)
        VALUES (${req.context.tenant?.id ?? null}, ${req.context.principal?.userId ?? null}, ${text}::jsonb)`);
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
