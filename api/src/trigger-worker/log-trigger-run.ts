import type { DatabasePool } from '../db/types.js';
import { channels, type EventBus } from '../events/event-bus.js';
import type { MetadataCache } from '../metadata/metadata-cache.js';
import { insertRows } from '../records/seed-rows.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';

export type TriggerRun = {
  name: string;
  handlerId: string;
  entity: string;
  recordId: string;
  operation: string;
  status: 'done' | 'failed';
  attempt: number;
  startedOn: Date;
  durationMs: number;
  httpStatus: number | null;
  error: string | null;
  /** what was sent, kept for the log reader (cut to bodyMax) */
  body: string;
  jobId: string;
  ownerId: string | null;
};

const bodyMax = 32 * 1024;
const errorMax = 2000;

/**
 * One row of the Triggers Log (inu_asyncaction) per run, owned by the trigger's owner, and a
 * change event so an open Triggers Log list shows it.
 */
export async function logTriggerRun(
  deps: { pool: DatabasePool; metadata: MetadataCache; bus: EventBus },
  tenant: TenantRecord,
  run: TriggerRun,
): Promise<void> {
  const metadata = await deps.metadata.get(tenant);
  const object = metadata.objects.get('inu_asyncaction');
  if (!object) return;
  await insertRows(
    deps.pool,
    tenant.schemaName,
    object,
    [
      {
        name: run.name.slice(0, 200),
        handlerid: run.handlerId,
        objectname: run.entity,
        objectid: run.recordId,
        operation: run.operation,
        status: run.status,
        attempts: run.attempt,
        startedon: run.startedOn.toISOString(),
        durationms: run.durationMs,
        httpstatus: run.httpStatus,
        error: run.error?.slice(0, errorMax) ?? null,
        body: run.body.length > bodyMax ? JSON.stringify({ truncated: true }) : run.body,
        jobid: run.jobId,
      },
    ],
    run.ownerId,
  );
  await deps.bus.publish(channels.changes, {
    tenantId: tenant.id,
    entities: { inu_asyncaction: Date.now() },
  });
}
