import { Router } from 'express';
import { z } from 'zod';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { objectLogicalName } from '../contract/metadata.js';
import { forbidden } from '../errors/common-errors.js';
import { parseBody } from '../errors/parse-body.js';
import { requireUser } from '../sessions/authenticate.js';
import { explainAccess } from './explain-access.js';

const explainQuery = z
  .object({ entity: objectLogicalName, id: z.string().uuid(), userId: z.string().uuid() })
  .strict();

/**
 * GET /api/explainaccess?entity=&id=&userId=: why a user can or cannot read, update and delete
 * a record (admin/explain-access.ts). Administrators only: it tells who may see what, and that
 * a record exists, whatever the chosen user's rights.
 */
export function explainAccessRoute(services: DataServices): Router {
  const router = Router();
  router.get('/api/explainaccess', requireUser(), async (req, res) => {
    const request = parseBody(explainQuery, req.query);
    const context = await dataContextFor(req, services);
    if (!context.permissions.isAdmin) throw forbidden({ operation: 'explainaccess' });
    res.setHeader('Cache-Control', 'no-store');
    res.json(await explainAccess(services, context, request));
  });
  return router;
}
