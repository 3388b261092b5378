import { Router } from 'express';
import { requireUser } from '../auth/authenticate.js';
import type { BuildInfo } from '../config/build-info.js';
import { type DataServices, dataContextFor } from '../records/data-context.js';
import { buildUserContext } from './user-context.js';

export function userContextRoute(services: DataServices, build: BuildInfo): Router {
  const router = Router();
  router.get('/api/getusercontext', requireUser(), async (req, res, next) => {
    try {
      const context = await dataContextFor(req, services);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await buildUserContext(services, context, build));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
