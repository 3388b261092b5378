import { type Request, Router } from 'express';
import { z } from 'zod';
import { type DataContext, type DataServices, dataContextFor } from '../context/data-context.js';
import { sendJson } from '../context/send-json.js';
import { executeMultipleSchema, recordOperationSchema } from '../contract/records.js';
import { parseBody } from '../errors/parse-body.js';
import { requireUser } from '../sessions/authenticate.js';
import { executeOperations } from './execute-operations.js';
import { idempotencyHeader, readIdempotencyKey, requestHash } from './idempotency/idempotency-key.js';
import { type IdempotentWrite, idempotentWrite } from './idempotency/idempotent-write.js';
import { sweepExpiredKeys } from './idempotency/sweep-expired-keys.js';
import { undoDelete } from './undo-delete.js';

/**
 * The Idempotency-Key a write names, bound to this route and body (records/idempotency): a
 * retry with the same key answers the first outcome without running again.
 */
async function idempotencyOf(
  req: Request,
  services: DataServices,
  context: DataContext,
): Promise<IdempotentWrite | undefined> {
  const key = readIdempotencyKey(req.get(idempotencyHeader));
  if (key === undefined) return undefined;
  await sweepExpiredKeys(services.pool, context.tenant.id);
  return idempotentWrite({
    tenantId: context.tenant.id,
    userId: context.userId,
    key,
    hash: requestHash(req.path, req.body),
  });
}

/**
 * POST /api/update: one write, answering the record id as text.
 * POST /api/executemultiple: a batch in one transaction, answering a result or error per item.
 * Both take an Idempotency-Key header (1-200 printable ASCII characters, kept 24 h per user).
 * POST /api/undodelete: recreates a deleted record from its audit row.
 */
export function writeRoutes(services: DataServices): Router {
  const router = Router();

  router.post('/api/update', requireUser(), async (req, res) => {
    const operation = parseBody(recordOperationSchema, req.body);
    const context = await dataContextFor(req, services);
    const [result] = await executeOperations(services, context, [operation], {
      continueOnError: false,
      idempotency: await idempotencyOf(req, services, context),
    });
    res.type('text/plain').send(result && 'result' in result ? result.result : '');
  });

  router.post('/api/executemultiple', requireUser(), async (req, res) => {
    const batch = parseBody(executeMultipleSchema, req.body);
    const context = await dataContextFor(req, services);
    // in one write, as /api/fetch answers (context/send-json.ts): an import sends thousands
    sendJson(
      res,
      await executeOperations(services, context, batch.records, {
        continueOnError: batch.continueOnError,
        idempotency: await idempotencyOf(req, services, context),
      }),
    );
  });

  router.post('/api/undodelete', requireUser(), async (req, res) => {
    const { id } = parseBody(z.object({ id: z.string().max(40) }).strict(), req.body);
    const context = await dataContextFor(req, services);
    res.json({ ok: true, id: await undoDelete(services, context, id) });
  });
  return router;
}
