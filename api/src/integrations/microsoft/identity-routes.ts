import { Router } from 'express';
import { z } from 'zod';
import { type OriginSettings, tenantOrigin } from '../../config/tenant-origin.js';
import type { MicrosoftStatus } from '../../contract/microsoft.js';
import type { DatabasePool } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';
import { oauthFailed, unauthorized, viewAsReadOnly } from '../../errors/common-errors.js';
import { parseBody } from '../../errors/parse-body.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { rateKey } from '../../rate-limit/rate-key.js';
import { limits } from '../../rate-limit/rate-limiter.js';
import { requireUser } from '../../sessions/authenticate.js';
import type { TenantCache } from '../../tenancy/tenant-cache.js';
import type { TenantRecord } from '../../tenancy/tenant-registry.js';
import {
  configured,
  type MicrosoftRouteDependencies,
  ownerOf,
  withinMicrosoftLimit,
} from './microsoft-context.js';

/** A path on the user's own organisation: no scheme, no host, no protocol-relative //. */
const returnPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site, such as /crm/account')
  .default('/');

/**
 * The user's own Microsoft 365 connection (spec 000 section 7, GET /api/azure/accesstoken):
 *   GET    /api/azure/status       {configured, connected, calendars, files}: calendars and files
 *                                  say which features the organisation enables (and the server allows)
 *   POST   /api/azure/connect      {returnPath} -> {url}: the consent page to send the browser to,
 *                                  asking for the organisation's scopes
 *   GET    /api/azure/accesstoken  {access_token, expires_on}, refreshed silently when due
 *   DELETE /api/azure/connection   Disconnect: the user's tokens are deleted
 * A user who has not connected gets 409 ERR_MICROSOFT_NOT_CONNECTED; one whose refresh token
 * Microsoft refused gets 409 ERR_MICROSOFT_RECONNECT (never 401: that would sign them out).
 */
export function identityRoutes(deps: MicrosoftRouteDependencies): Router {
  const router = Router();
  router.get('/api/azure/status', requireUser(), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!deps.identity)
      return void res.json({
        configured: false,
        connected: false,
        calendars: false,
        files: false,
      } satisfies MicrosoftStatus);
    const owner = ownerOf(deps, req);
    const [connected, organisation] = await Promise.all([
      deps.identity.isConnected(owner),
      deps.identity.organisation(owner),
    ]);
    res.json({
      configured: true,
      connected,
      calendars: organisation.calendars,
      files: organisation.files,
    } satisfies MicrosoftStatus);
  });
  router.post('/api/azure/connect', requireUser(), async (req, res) => {
    const identity = configured(deps);
    const { tenant, principal } = req.context;
    if (!tenant || !principal) throw unauthorized();
    if (principal.viewAs) throw viewAsReadOnly();
    await enforceLimit(
      deps.rateLimiter,
      rateKey('microsoft-connect', tenant.id, principal.userId),
      limits.microsoftConnectsPerUser,
      res,
    );
    const body = parseBody(z.object({ returnPath }).strict(), req.body ?? {});
    const { scopes } = await identity.organisation(ownerOf(deps, req));
    res.json({ url: await identity.connectUrl(tenant.id, principal.userId, body.returnPath, scopes) });
  });
  router.get('/api/azure/accesstoken', requireUser(), withinMicrosoftLimit(deps), async (req, res) => {
    const token = await configured(deps).accessToken(ownerOf(deps, req));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ access_token: token.accessToken, expires_on: token.expiresOn });
  });
  router.delete('/api/azure/connection', requireUser(), async (req, res) => {
    if (req.context.principal?.viewAs) throw viewAsReadOnly();
    await configured(deps).disconnect(ownerOf(deps, req));
    res.json({ ok: true });
  });
  return router;
}

export type ConnectCallbackDependencies = {
  deps: Omit<MicrosoftRouteDependencies, 'pool'>;
  tenants: TenantCache;
  poolOf: (tenant: TenantRecord) => Promise<DatabasePool>;
  origin: OriginSettings;
};

/**
 * GET /auth/connect/microsoft/callback: where Microsoft returns after consent (register it
 * with the app as a redirect URI). The code is redeemed with the flow's PKCE verifier and the
 * user's token cache stored; the browser goes back to the page it started on, with
 * ?microsoft=connected, or ?microsoft=failed when consent was refused or anything failed (a
 * broken or replayed state cannot name an organisation: that is a coded error page).
 */
export function connectCallbackRoute({ deps, tenants, poolOf, origin }: ConnectCallbackDependencies): Router {
  const router = Router();
  router.get('/auth/connect/microsoft/callback', async (req, res) => {
    const identity = deps.identity;
    if (!identity) throw new AppError('ERR_MICROSOFT_NOT_CONFIGURED');
    const query = req.query as Record<string, unknown>;
    const pending = await identity.consumeState(typeof query.state === 'string' ? query.state : undefined);
    const tenant = await tenants.getById(pending.tenantId);
    if (tenant?.status !== 'active') throw oauthFailed();
    let outcome: 'connected' | 'failed' = 'connected';
    try {
      const owner = { db: await poolOf(tenant), schema: tenant.schemaName, userId: pending.userId };
      await identity.finishConnect(pending, typeof query.code === 'string' ? query.code : '', owner);
    } catch (error) {
      // consent refused (error=access_denied) or the code not redeemed: the page says so
      req.context.logger.warn(
        { err: error, providerError: String(query.error ?? '').slice(0, 100) },
        'Microsoft 365 connection failed',
      );
      outcome = 'failed';
    }
    const target = new URL(pending.returnPath, tenantOrigin(origin, tenant.name));
    target.searchParams.set('microsoft', outcome);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, target.href);
  });
  return router;
}
