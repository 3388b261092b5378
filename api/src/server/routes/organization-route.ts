import { Router } from 'express';
import { requireTenant } from '../../tenancy/tenant-middleware.js';

/**
 * GET /api/organization: the organisation this request resolves to (from the sub-domain or
 * the org parameter). Public: the login page uses it to show whose sign-in this is.
 */
export function organizationRoute(): Router {
  const router = Router();
  router.get('/api/organization', requireTenant(), (req, res) => {
    const tenant = req.context.tenant;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, name: tenant?.name, displayName: tenant?.displayName });
  });
  return router;
}
