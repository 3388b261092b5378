import { Router } from 'express';
import { requireUser } from '../auth/authenticate.js';
import { AppError } from '../errors/app-error.js';
import { levelFor } from '../permissions/effective-permissions.js';
import type { DataServices } from '../records/data-context.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import { channels } from './event-bus.js';
import { issueShortLivedToken, streamTokenLifetimeMs, verifyStreamToken } from './stream-token.js';

const heartbeatMs = 25_000;

/**
 * GET /api/ssetoken: a short-lived token for the live stream.
 * GET /api/events?token=: server-sent events. `put` at the start, then a `patch` per commit,
 * each `{path: '/', data: {entity: timestamp}}`, carrying only this tenant's changes and only
 * entities the user may read.
 */
export function eventStreamRoutes(
  services: DataServices,
  tenants: TenantCache,
  secret: Promise<Buffer>,
): Router {
  const router = Router();

  router.get('/api/ssetoken', requireUser(), async (req, res, next) => {
    try {
      const answer = await issueShortLivedToken(req, secret, streamTokenLifetimeMs);
      res.setHeader('Cache-Control', 'no-store');
      res.json(answer);
    } catch (error) {
      next(error);
    }
  });

  router.get('/api/events', async (req, res, next) => {
    try {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const claims = verifyStreamToken(await secret, token);
      if (!claims) throw new AppError('ERR_UNAUTHORIZED');
      const tenant = await tenants.getById(claims.tenantId);
      if (tenant?.status !== 'active') throw new AppError('ERR_UNAUTHORIZED');
      if (req.context.tenant && req.context.tenant.id !== tenant.id) throw new AppError('ERR_UNAUTHORIZED');

      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      res.write('retry: 5000\n\n');
      send('put', { path: '/', data: {} });

      const unsubscribe = services.bus.subscribe(channels.changes, (message) => {
        const change = message as { tenantId?: unknown; entities?: Record<string, number> };
        if (change.tenantId !== tenant.id || !change.entities) return;
        void services.permissions.get(tenant, claims.userId).then(
          (permissions) => {
            const visible = Object.entries(change.entities ?? {}).filter(
              ([entity]) => levelFor(permissions, entity, 'read') > 0,
            );
            if (visible.length > 0) send('patch', { path: '/', data: Object.fromEntries(visible) });
          },
          () => undefined,
        );
      });
      const heartbeat = setInterval(() => res.write(':\n\n'), heartbeatMs);
      req.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
