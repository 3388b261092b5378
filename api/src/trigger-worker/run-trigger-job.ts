import { sql } from 'slonik';
import { z } from 'zod';
import { sendWebhook } from '../integrations/webhooks/send-webhook.js';
import { triggerJobSchema } from '../triggers/trigger-job.js';
import { logTriggerRun } from './log-trigger-run.js';
import { runTriggerScript, triggerChange } from './run-trigger-script.js';
import type { JobInfo, TriggerTaskDeps } from './trigger-task-deps.js';

const handlerRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  kind: z.string().nullable(),
  url: z.string().nullable(),
  script: z.string().nullable(),
  secret: z.string().nullable(),
  ownerid: z.string().nullable(),
});

/** A failed delivery that graphile-worker should try again later (after e^attempt seconds). */
export class RetryLater extends Error {
  override readonly name = 'RetryLater';
}

/**
 * Runs one queued trigger: reads the trigger from the job's own tenant (gone, inactive or
 * suspended: nothing to do); a script trigger runs in the sandbox (run-trigger-script.ts);
 * a webhook POSTs the signed delivery through the SSRF guard, logs the run in
 * inu_asyncaction, and throws RetryLater when the receiver failed and attempts remain. An
 * address the guard refuses is logged and not retried: the answer would not change.
 */
export async function runTriggerJob(deps: TriggerTaskDeps, payload: unknown, job: JobInfo): Promise<void> {
  const parsed = triggerJobSchema.safeParse(payload);
  if (!parsed.success) {
    deps.logger.error({ jobId: job.id }, 'trigger job with an unreadable payload dropped');
    return;
  }
  const change = parsed.data;
  const tenant = await deps.tenants.getById(change.tenantId);
  if (tenant?.status !== 'active') return;
  // the trigger and its log live in the organisation's schema, on its cluster
  const pool = await deps.poolOf(tenant);
  const handler = await pool.maybeOne(sql.type(handlerRow)`
    SELECT id, name, kind, url, script, secret, ownerid FROM ${sql.identifier([tenant.schemaName, 'inu_changehandler'])}
    WHERE id = ${change.handlerId} AND statecode = 0 AND isactive IS TRUE`);
  if (handler?.kind === 'script') {
    if (handler.script)
      await runTriggerScript({ ...deps, pool }, tenant, { ...handler, script: handler.script }, change, job);
    return;
  }
  if (!handler?.url) return;

  const body = JSON.stringify({
    deliveryId: job.id,
    attempt: job.attempts,
    organization: tenant.name,
    ...triggerChange(handler, change),
  });
  const started = new Date();
  const result = await sendWebhook(deps.guard, handler.url, handler.secret ?? '', body, {
    'X-Strata-Delivery': job.id,
    'X-Strata-Attempt': String(job.attempts),
  });
  const durationMs = Date.now() - started.getTime();
  const retries = result.kind === 'failed' && job.attempts < job.max_attempts;
  await logTriggerRun({ ...deps, pool }, tenant, {
    name: `${handler.name ?? change.entity} (${change.operation})`,
    handlerId: handler.id,
    entity: change.entity,
    recordId: change.recordId,
    operation: change.operation,
    status: result.kind === 'delivered' ? 'done' : 'failed',
    attempt: job.attempts,
    startedOn: started,
    durationMs,
    httpStatus: result.kind === 'refused' ? null : result.status,
    error:
      result.kind === 'delivered'
        ? null
        : `${result.error}${retries ? ` (attempt ${job.attempts} of ${job.max_attempts}; tried again later)` : ''}`,
    body,
    jobId: job.id,
    ownerId: handler.ownerid,
  });
  if (retries) throw new RetryLater(result.kind === 'failed' ? result.error : 'failed');
}
