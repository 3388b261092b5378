import { Router } from 'express';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate.js';
import { executeMultipleSchema, recordOperationSchema } from '../contract/records.js';
import { type DataServices, dataContextFor } from './data-context.js';
import { executeOperations } from './execute-operations.js';
import { parseBody } from './request-body.js';
import { undoDelete } from './undo-delete.js';

/**
 * POST /api/update: one write, answering the record id as text.
 * POST /api/executemultiple: a batch in one transaction, answering a result or error per item.
 * POST /api/undodelete: recreates a deleted record from its audit row.
 */
export function writeRoutes(services: DataServices): Router {
  const router = Router();

  router.post('/api/update', requireUser(), async (req, res, next) => {
    try {
      const operation = parseBody(recordOperationSchema, req.body);
      const context = await dataContextFor(req, services);
      const [result] = await executeOperations(services, context, [operation], { continueOnError: false });
      res.type('text/plain').send(result && 'result' in result ? result.result : '');
    } catch (error) {
      next(error);
    }
  });

  router.post('/api/executemultiple', requireUser(), async (req, res, next) => {
    try {
      const batch = parseBody(executeMultipleSchema, req.body);
      const context = await dataContextFor(req, services);
      res.json(
        await executeOperations(services, context, batch.records, { continueOnError: batch.continueOnError }),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post('/api/undodelete', requireUser(), async (req, res, next) => {
    try {
      const { id } = parseBody(z.object({ id: z.string().max(40) }).strict(), req.body);
      const context = await dataContextFor(req, services);
      res.json({ ok: true, id: await undoDelete(services, context, id) });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
