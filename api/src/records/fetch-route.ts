import { Router } from 'express';
import { requireUser } from '../auth/authenticate.js';
import { readAccessResolver } from '../permissions/record-access.js';
import { fetchRecords } from '../query/compile-fetch.js';
import { type DataServices, dataContextFor } from './data-context.js';

/**
 * POST /api/fetch: a JSON query (spec 001 section 3) answered with an array of rows. The
 * caller's read rights apply to the rows, every link, every lookup label, and so to counts,
 * aggregates and groups.
 */
export function fetchRoute(services: DataServices): Router {
  const router = Router();
  router.post('/api/fetch', requireUser(), async (req, res, next) => {
    try {
      const context = await dataContextFor(req, services);
      const access = readAccessResolver(context);
      res.json(await fetchRecords(services.pool, req.body, { metadata: context.metadata, access }));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
