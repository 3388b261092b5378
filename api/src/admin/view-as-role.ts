import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { DataServices } from '../context/data-context.js';
import { forbidden, invalidField, recordNotFound, viewAsReadOnly } from '../errors/common-errors.js';
import { loadRoleView } from '../permissions/role-view-permissions.js';

/** The header a browser tab sends while an administrator views the data as a role. */
export const viewAsRoleHeader = 'x-view-as-role';

/** What may run while viewing as a role: reads, and signing out. Anything else is refused. */
const readRoutes = new Set([
  'POST /api/fetch',
  'POST /api/whatsnext',
  'POST /api/logout',
  'POST /api/apperror',
  'GET /api/getusercontext',
  'GET /api/getusercontext/state',
  'GET /api/ssetoken',
  'GET /api/scripttoken',
  'GET /api/401',
]);
const readPrefixes = ['GET /api/files/', 'GET /api/geocode/', 'GET /api/formscript/'];

function isRead(req: Request): boolean {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const route = `${method} ${req.baseUrl}${req.path}`;
  return readRoutes.has(route) || readPrefixes.some((prefix) => route.startsWith(prefix));
}

/**
 * "View as this role" (issue 18 item 2): with the header, an administrator's request runs
 * with one role's read rights instead of their own (permissions/role-view-permissions.ts), so
 * lists, records and the user context show what that role shows. It can only ever take rights
 * away: the caller must really be an administrator (checked on their own rights, every
 * request), the role's create, update and delete levels are dropped, and every route that is
 * not a read is refused outright, so nothing changes while viewing. The header is per request
 * (the tab keeps it), so no session ever holds borrowed rights.
 */
export function viewAsRole(services: DataServices) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const roleId = req.get(viewAsRoleHeader);
    const { tenant, principal } = req.context;
    if (!roleId || !tenant || !principal) return next();
    if (!isRead(req)) throw viewAsReadOnly();
    if (!z.string().uuid().safeParse(roleId).success) throw invalidField(viewAsRoleHeader, 'uuid');
    const own = await (principal.permissions ?? services.permissions.get(tenant, principal.userId));
    if (!own.isAdmin) throw forbidden({ operation: 'viewas' });
    const role = await loadRoleView(services.pool, tenant.schemaName, roleId, principal.userId);
    if (!role) throw recordNotFound({ roleId });
    principal.permissions = Promise.resolve(role.permissions);
    principal.viewAs = { roleId, roleName: role.name };
    next();
  };
}
