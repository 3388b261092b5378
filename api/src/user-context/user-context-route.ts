import { Router } from 'express';
import type { BuildInfo } from '../config/build-info.js';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { requireUser } from '../sessions/authenticate.js';
import { contextStamp } from './context-stamp.js';
import { buildUserContext } from './user-context.js';

export function userContextRoute(services: DataServices, build: BuildInfo): Router {
  const router = Router();
  router.get('/api/getusercontext', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    res.setHeader('Cache-Control', 'no-store');
    // viewAs: the role an administrator views the data as (admin/view-as-role.ts), for the banner
    const [built, stamp] = await Promise.all([
      buildUserContext(services, context, build),
      contextStamp(services, context),
    ]);
    res.json({ ...built, stamp, viewAs: req.context.principal?.viewAs ?? null });
  });
  /**
   * The cheap check behind needsRefresh: the client sends the stamp of the context it holds
   * (every minute, session/metadata-upkeep.ts) and reloads the context only when told to.
   */
  router.get('/api/getusercontext/state', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const stamp = await contextStamp(services, context);
    const held = typeof req.query.stamp === 'string' ? req.query.stamp : '';
    res.setHeader('Cache-Control', 'no-store');
    res.json({ stamp, needsRefresh: held !== stamp });
  });
  return router;
}
