import { Router } from 'express';
import type { DataServices } from '../context/data-context.js';
import { channels } from '../events/event-bus.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { requireUser } from '../sessions/authenticate.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import { issueShortLivedToken, streamTokenLifetimeMs } from './stream-token.js';
import { tokenHolder } from './token-holder.js';

const heartbeatMs = 25_000;

type SessionsMessage = { sessionIds?: unknown } | null;

/**
 * Changes to these reshape every user's context (metadata, translated names), so every stream
 * gets them whatever the user may read: the entity name and a timestamp tell nothing more.
 */
const announcedToEveryone: ReadonlySet<string> = new Set(['inu_metadata', 'inu_localize']);

/**
 * GET /api/ssetoken: a short-lived token for the live stream.
 * GET /api/events?token=: server-sent events. `put` at the start, then a `patch` per commit,
 * each `{path: '/', data: {entity: timestamp}}`, carrying only this tenant's changes and only
 * entities the user may read. A stream lives no longer than its session and its user's access:
 * it closes when the session ends (logout, an administrator, a disabled or deleted user), in
 * whichever process that happened, and checks again at every heartbeat.
 */
export function eventStreamRoutes(
  services: DataServices,
  tenants: TenantCache,
  secret: Promise<Buffer>,
): Router {
  const router = Router();

  router.get('/api/ssetoken', requireUser(), async (req, res) => {
    const answer = await issueShortLivedToken(req, secret, streamTokenLifetimeMs);
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.get('/api/events', async (req, res) => {
    const { claims, tenant, stillAllowed } = await tokenHolder(
      req,
      secret,
      { ...services, tenants },
      { hostTenantRequired: false },
    );

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

    let closed = false;
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribeChanges();
      unsubscribeSessions();
      res.end();
    };
    const checkAccess = () =>
      void stillAllowed().then(
        (allowed) => allowed || end(),
        () => undefined,
      );
    const unsubscribeChanges = services.bus.subscribe(channels.changes, (message) => {
      const change = message as { tenantId?: unknown; entities?: Record<string, number> } | null;
      if (change?.tenantId !== tenant.id || !change.entities) return;
      void services.permissions.get(tenant, claims.userId).then(
        (permissions) => {
          if (!permissions.active) return end();
          const visible = Object.entries(change.entities ?? {}).filter(
            ([entity]) => announcedToEveryone.has(entity) || levelFor(permissions, entity, 'read') > 0,
          );
          if (visible.length > 0 && !closed) send('patch', { path: '/', data: Object.fromEntries(visible) });
        },
        () => undefined,
      );
    });
    const unsubscribeSessions = services.bus.subscribe(channels.sessions, (message) => {
      const ended = (message as SessionsMessage)?.sessionIds;
      if (!Array.isArray(ended)) checkAccess();
      else if (ended.includes(claims.sessionId)) end();
    });
    const heartbeat = setInterval(() => {
      res.write(':\n\n');
      checkAccess();
    }, heartbeatMs);
    req.on('close', end);
  });
  return router;
}
