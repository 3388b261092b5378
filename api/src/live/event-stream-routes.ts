import { Router } from 'express';
import type { DataServices } from '../context/data-context.js';
import { requireUser } from '../sessions/authenticate.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import { BoundedStream } from './bounded-stream.js';
import { StreamHub } from './stream-hub.js';
import { issueShortLivedToken, streamTokenLifetimeMs } from './stream-token.js';
import { tokenHolder } from './token-holder.js';

/**
 * GET /api/ssetoken: a short-lived token for the live stream.
 * GET /api/events?token=: server-sent events. `put` at the start, then a `patch` per commit,
 * each `{path: '/', data: {entity: timestamp}}`, carrying only this tenant's changes and only
 * entities the user may read. A stream lives no longer than its session and its user's access:
 * it closes when the session ends (logout, an administrator, a disabled or deleted user), in
 * whichever process that happened, and is checked again at every heartbeat (stream-hub.ts). A client that stops
 * taking what is sent (maxBufferedBytes unread) is ended with a retry hint (bounded-stream.ts),
 * so it never holds up the others; the fan-out is stream-hub.ts.
 */
export function eventStreamRoutes(
  services: DataServices,
  tenants: TenantCache,
  secret: Promise<Buffer>,
  options: { maxBufferedBytes?: number } = {},
): Router {
  const router = Router();
  const hub = new StreamHub(services.bus, services.permissions);

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
    let leave = () => {};
    const stream = new BoundedStream(res, () => leave(), options.maxBufferedBytes);
    stream.write('retry: 5000\n\n');
    stream.write(`event: put\ndata: ${JSON.stringify({ path: '/', data: {} })}\n\n`);
    const end = () => stream.end();
    leave = hub.add({
      tenant,
      userId: claims.userId,
      sessionId: claims.sessionId,
      write: (text) => stream.write(text),
      end,
      stillAllowed,
    });
    req.on('close', end);
    // the client may have gone while the token was checked: its 'close' has passed
    if (!res.socket || res.socket.destroyed) end();
  });
  return router;
}
