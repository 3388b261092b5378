import type { Request } from 'express';
import { unauthorized } from '../errors/common-errors.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import { type StreamClaims, verifyStreamToken } from './stream-token.js';

export type TokenHolderServices = {
  tenants: TenantCache;
  sessions: SessionStore;
  permissions: PermissionCache;
};

/**
 * Who a short-lived token in `?token=` speaks for (the event stream, form scripts: requests
 * that cannot send the access-token header): its claims and active organisation, while the
 * session it came from lives and its user still has access. On an organisation's host the
 * token must be that organisation's. Anything else is ERR_UNAUTHORIZED.
 */
export async function tokenHolder(
  req: Request,
  secret: Promise<Buffer>,
  services: TokenHolderServices,
  options: { hostTenantRequired: boolean },
): Promise<{ claims: StreamClaims; tenant: TenantRecord; stillAllowed: () => Promise<boolean> }> {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const claims = verifyStreamToken(await secret, token);
  if (!claims) throw unauthorized();
  const tenant = await services.tenants.getById(claims.tenantId);
  if (tenant?.status !== 'active') throw unauthorized();
  const host = req.context.tenant;
  if (host ? host.id !== tenant.id : options.hostTenantRequired) throw unauthorized();
  const stillAllowed = async () =>
    (await services.sessions.isLive(claims.sessionId)) &&
    (await services.permissions.get(tenant, claims.userId)).active;
  if (!(await stillAllowed())) throw unauthorized();
  return { claims, tenant, stillAllowed };
}
