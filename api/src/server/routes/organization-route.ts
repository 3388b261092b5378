import { Router } from 'express';
import { requireTenant } from '../../tenancy/tenant-middleware.js';

/**
 * GET or POST /api/organization: the organisation this request resolves to (sub-domain, org
 * parameter, or the organization form field). Public: the login page uses it to check the
 * organisation a user typed and to show whose sign-in this is.
 */
export function organizationRoute(): Router {
  const router = Router();
  router.all('/api/organization', requireTenant(), (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'POST') return next();
    const tenant = req.context.tenant;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, name: tenant?.name, displayName: tenant?.displayName });
  });
  return router;
}
