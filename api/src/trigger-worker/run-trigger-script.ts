import type { DataServices } from '../context/data-context.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import type { TriggerJob } from '../triggers/trigger-job.js';
import { logTriggerRun } from './log-trigger-run.js';
import { ScriptPoolBusy } from './script-pool.js';
import { defaultSandboxLimits, type SandboxOutcome } from './script-sandbox.js';
import { triggerScriptApi } from './trigger-script-api.js';
import type { JobInfo, TriggerTaskDeps } from './trigger-task-deps.js';

type ScriptHandler = { id: string; name: string | null; script: string; ownerid: string | null };

/**
 * The change as a trigger's receiver sees it: a script's input, and (after the delivery's own
 * fields) a webhook's body (run-trigger-job.ts).
 */
export function triggerChange(handler: { id: string; name: string | null }, change: TriggerJob) {
  return {
    trigger: { id: handler.id, name: handler.name },
    entity: change.entity,
    operation: change.operation,
    recordId: change.recordId,
    userId: change.userId,
    occurredOn: change.occurredOn,
    changedFields: change.changedFields,
    data: change.data ?? null,
  };
}

/** What the Triggers Log keeps of a failed script: one line, never a stack or a host path. */
const errorTextMax = 1000;

/** How long a run the organisation has no room for in the script pool waits before its next try. */
export const deferMs = 5000;

/**
 * Runs a script trigger once: the script's default export gets the change (entity, operation,
 * record id, changed fields, {field: {old, new}} for an update, the values for a create) and
 * `data.*` with the rights of the trigger's owner. The run is logged in the Triggers Log like a
 * webhook's, with the script's console lines as its data. A failing script is not retried:
 * it would fail the same way, and its writes may already have committed; nor is a run the
 * engine failed (a trap, an abort, a thread the watchdog ended): it is a failed run too.
 */
export async function runTriggerScript(
  deps: TriggerTaskDeps,
  tenant: TenantRecord,
  handler: ScriptHandler,
  change: TriggerJob,
  job: JobInfo,
): Promise<void> {
  const started = new Date();
  const input = triggerChange(handler, change);
  let outcome: SandboxOutcome;
  if (!handler.ownerid) {
    outcome = { ok: false, reason: 'error', error: 'the trigger has no owner to run as', logs: [] };
  } else {
    const services: DataServices = { ...deps };
    const [metadata, permissions] = await Promise.all([
      deps.metadata.get(tenant),
      deps.permissions.get(tenant, handler.ownerid),
    ]);
    const context = {
      tenant,
      metadata,
      userId: handler.ownerid,
      permissions,
      language: 'en' as const,
      blobs: deps.blobs,
    };
    try {
      outcome = await deps.scripts.run(
        tenant.id,
        handler.script,
        input,
        triggerScriptApi(services, context, change.depth + 1),
        deps.scriptLimits ?? defaultSandboxLimits,
      );
    } catch (error) {
      // the organisation has its share of the pool queued already: the run waits in the job
      // queue instead, without using an attempt (ScriptPoolClosed, at shutdown, is retried)
      if (!(error instanceof ScriptPoolBusy)) throw error;
      if (!job.defer) throw error;
      await job.defer(deferMs);
      return;
    }
  }
  const durationMs = Date.now() - started.getTime();
  const error = outcome.ok
    ? null
    : outcome.reason === 'timeLimit'
      ? 'time limit reached: the script was stopped'
      : outcome.reason === 'memoryLimit'
        ? 'memory limit reached: the script was stopped'
        : outcome.error.slice(0, errorTextMax);
  await logTriggerRun(deps, tenant, {
    name: `${handler.name ?? change.entity} (${change.operation})`,
    handlerId: handler.id,
    entity: change.entity,
    recordId: change.recordId,
    operation: change.operation,
    status: outcome.ok ? 'done' : 'failed',
    attempt: job.attempts,
    startedOn: started,
    durationMs,
    httpStatus: null,
    error,
    body: JSON.stringify({ input, logs: outcome.logs }),
    jobId: job.id,
    ownerId: handler.ownerid,
  });
}
