import { sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../db/types.js';
import {
  type TriggerJob,
  triggerDataMaxBytes,
  triggerMaxAttempts,
  triggerMaxDepth,
  triggerTask,
} from './trigger-job.js';

/** One record change of a transaction, as the audit trail records it. */
export type RecordChange = {
  logicalname: string;
  objectid: string;
  operation: 'create' | 'update' | 'delete' | 'restore';
  body: unknown;
};

const handlerRow = z.object({
  id: z.string(),
  objectname: z.string(),
  operation: z.string().nullable(),
  fields: z.string().nullable(),
});

/** The field names a trigger waits for (stored comma-separated), empty for any change. */
export function triggerFields(text: string | null): string[] {
  return (text ?? '')
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function changeDetails(change: RecordChange): {
  operation: TriggerJob['operation'];
  fields: string[];
  data: unknown;
} {
  const body = (change.body ?? {}) as { values?: Record<string, unknown>; changes?: Record<string, unknown> };
  if (change.operation === 'update') {
    const changes = body.changes ?? {};
    return { operation: 'update', fields: Object.keys(changes), data: changes };
  }
  if (change.operation === 'delete') return { operation: 'delete', fields: [], data: null };
  const values = body.values ?? {};
  return { operation: 'create', fields: Object.keys(values), data: values };
}

/**
 * Queues a run of every active trigger that matches a change of this transaction, in the same
 * transaction (a transactional outbox): the job exists exactly when the write committed, and
 * a crash between COMMIT and a separate enqueue cannot lose it. graphile_worker.add_job is the
 * queue's own SQL API, so no second connection or client is involved. An update that changed
 * nothing, or none of the trigger's fields, queues nothing; nor does a write of a script run
 * more than triggerMaxDepth steps from a user's write.
 */
export async function enqueueTriggerJobs(
  db: Queryable,
  tenant: { id: string; schemaName: string },
  userId: string,
  changes: readonly RecordChange[],
  depth = 0,
): Promise<number> {
  if (changes.length === 0 || depth > triggerMaxDepth) return 0;
  const entities = [...new Set(changes.map((change) => change.logicalname))];
  const handlers = await db.any(sql.type(handlerRow)`
    SELECT id, objectname, operation, fields FROM ${sql.identifier([tenant.schemaName, 'inu_changehandler'])}
    WHERE statecode = 0 AND isactive IS TRUE AND objectname = ANY(${sql.array(entities, 'text')})
      AND (CASE WHEN kind = 'script' THEN COALESCE(script, '') <> '' ELSE COALESCE(url, '') <> '' END)`);
  if (handlers.length === 0) return 0;
  const occurredOn = new Date().toISOString();
  let queued = 0;
  for (const change of changes) {
    const details = changeDetails(change);
    if (details.operation === 'update' && details.fields.length === 0) continue;
    for (const handler of handlers) {
      if (handler.objectname !== change.logicalname || handler.operation !== details.operation) continue;
      const wanted = triggerFields(handler.fields);
      if (
        details.operation === 'update' &&
        wanted.length > 0 &&
        !wanted.some((f) => details.fields.includes(f))
      )
        continue;
      const job: TriggerJob = {
        tenantId: tenant.id,
        handlerId: handler.id,
        entity: change.logicalname,
        operation: details.operation,
        recordId: change.objectid,
        userId,
        occurredOn,
        changedFields: details.fields,
        data: details.data,
        depth,
      };
      // a huge change (a long text, a big JSON field) is announced, not carried
      let payload = JSON.stringify(job);
      if (Buffer.byteLength(payload) > triggerDataMaxBytes) payload = JSON.stringify({ ...job, data: null });
      await db.query(sql.unsafe`
        SELECT graphile_worker.add_job(${triggerTask}, ${payload}::json, max_attempts => ${triggerMaxAttempts})`);
      queued += 1;
    }
  }
  return queued;
}
