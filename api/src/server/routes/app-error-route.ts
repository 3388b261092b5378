import { Router } from 'express';
import { sql } from 'slonik';
import { platformTable } from '../../db/platform-table.js';
import type { DatabasePool } from '../../db/types.js';
import { invalidField, payloadTooLarge } from '../../errors/common-errors.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';

/** The largest client error report kept (the rest of a huge stack is not worth storing). */
const maxReportBytes = 16 * 1024;

/**
 * POST /api/apperror: a client-side error report (context, app, navigator, url, error), kept
 * in strata.app_errors with the organisation and user when known. Size- and rate-limited.
 */
export function appErrorRoute(pool: DatabasePool, limiter: RateLimiter): Router {
  const router = Router();
  router.post('/api/apperror', async (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw invalidField('body', 'body');
    }
    const text = JSON.stringify(body);
    if (Buffer.byteLength(text) > maxReportBytes) throw payloadTooLarge();
    await enforceLimit(limiter, rateKey('apperror', clientAddress(req.ip)), limits.appErrorsPerIp, res);
    await pool.query(sql.unsafe`
      INSERT INTO ${platformTable('app_errors')} (tenant_id, user_id, body)
      VALUES (${req.context.tenant?.id ?? null}, ${req.context.principal?.userId ?? null}, ${text}::jsonb)`);
    res.json({ ok: true });
  });
  return router;
}
