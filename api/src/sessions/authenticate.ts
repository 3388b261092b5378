import type { NextFunction, Request, Response } from 'express';
import { organizationSuspended, unauthorized } from '../errors/common-errors.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import type { SessionStore } from './session-store.js';

/**
 * Reads the access-token header and sets the principal when it names a live session of this
 * request's tenant (on the bare domain, the session's tenant becomes the request's). Anything
 * else leaves the request anonymous: routes that need a user answer 401 (the client then shows
 * its logged-out popup), while login and logout still work with a stale token in the header.
 * A session whose user is disabled or deleted is ended here too: whatever invalidation was
 * missed, access ends with the user's (the lookup is the permission cache's, which every data
 * route needs anyway).
 */
export function authenticate(sessions: SessionStore, tenants: TenantCache, permissionCache: PermissionCache) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = req.get('access-token');
    if (!token) return next();
    const session = await sessions.find(token);
    if (!session) return next();
    const context = req.context;
    if (context.tenant) {
      if (context.tenant.id !== session.tenantId) return next();
    } else {
      const tenant = await tenants.getById(session.tenantId);
      if (!tenant || tenant.status === 'deleting') return next();
      if (tenant.status === 'suspended') throw organizationSuspended(tenant.name);
      context.tenant = tenant;
    }
    const permissions = permissionCache.get(context.tenant, session.userId);
    if (!(await permissions).active) {
      await sessions.endUserSessions(context.tenant.id, session.userId);
      return next();
    }
    context.principal = { userId: session.userId, sessionId: session.id, permissions };
    next();
  };
}

/** For routes that need a signed-in user. */
export function requireUser() {
  return (req: Request, _res: Response, next: NextFunction) => {
    next(req.context.principal && req.context.tenant ? undefined : unauthorized());
  };
}
