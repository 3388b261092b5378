import type { BlobStore } from '../blobs/blob-store.js';
import type { DatabasePool } from '../db/types.js';
import type { EventBus } from '../events/event-bus.js';
import type { SsrfGuard } from '../integrations/outbound/ssrf-guard.js';
import type { Logger } from '../logging/logger.js';
import type { MetadataCache } from '../metadata/metadata-cache.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import type { ScriptPool } from './script-pool.js';
import type { SandboxLimits } from './script-sandbox.js';

/** What a trigger run needs: webhooks the guard, scripts the records service's pieces. */
export type TriggerTaskDeps = {
  /** The main database (the default cluster). */
  pool: DatabasePool;
  /** The pool of the cluster the organisation lives on. */
  poolOf: (tenant: TenantRecord) => Promise<DatabasePool>;
  tenants: TenantCache;
  metadata: MetadataCache;
  bus: EventBus;
  logger: Logger;
  guard: SsrfGuard;
  /** A script's data calls run with its owner's rights through the records service. */
  permissions: PermissionCache;
  sessions: SessionStore;
  blobs: BlobStore;
  maxPlanCost?: number;
  /** Memory and time of one script run (script-sandbox.ts defaults). */
  scriptLimits?: SandboxLimits;
  /** The threads scripts run in (script-pool.ts). */
  scripts: ScriptPool;
};

/** The part of a graphile-worker job a run needs. */
export type JobInfo = {
  id: string;
  attempts: number;
  max_attempts: number;
  /**
   * Queues the same run again after delayMs, as a new job with its attempts untouched: a run
   * the script pool has no room for yet did not fail, so it must not use up an attempt.
   */
  defer?: (delayMs: number) => Promise<void>;
};
