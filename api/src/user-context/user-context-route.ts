import { Router } from 'express';
import type { BuildInfo } from '../config/build-info.js';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { requireUser } from '../sessions/authenticate.js';
import { buildUserContext } from './user-context.js';

export function userContextRoute(services: DataServices, build: BuildInfo): Router {
  const router = Router();
  router.get('/api/getusercontext', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    res.setHeader('Cache-Control', 'no-store');
    // viewAs: the role an administrator views the data as (admin/view-as-role.ts), for the banner
    res.json({
      ...(await buildUserContext(services, context, build)),
      viewAs: req.context.principal?.viewAs ?? null,
    });
  });
  return router;
}
