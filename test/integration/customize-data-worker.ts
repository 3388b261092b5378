import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalBlobStore } from '@strata/api/blobs/local-blob-store';
import { readEnv } from '@strata/api/config/env';
import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { parseHostList } from '@strata/api/integrations/outbound/ssrf-guard';
import { createLogger } from '@strata/api/logging/logger';
import { MetadataCache } from '@strata/api/metadata/metadata-cache';
import { PermissionCache } from '@strata/api/permissions/permission-cache';
import { SessionStore } from '@strata/api/sessions/session-store';
import { TenantCache } from '@strata/api/tenancy/tenant-cache';
import type { ScriptPoolSettings } from '@strata/api/trigger-worker/script-pool';
import type { SandboxLimits } from '@strata/api/trigger-worker/script-sandbox';
import { createTriggerWorker } from '@strata/api/trigger-worker/trigger-worker';

/**
 * A trigger runner as another API process would run it, with the test's webhook receiver
 * allowed through WEBHOOK_ALLOWED_HOSTS (read as the server reads it). Its caches keep
 * nothing, so it sees the test's role and metadata changes at once.
 */
export async function startTriggerWorker(options: {
  pool: DatabasePool;
  /** the database whose job queue it takes from: the file's own (openOwnDatabase) */
  databaseUrl: string;
  allowedHost: string;
  scriptLimits?: SandboxLimits;
  scriptPool?: ScriptPoolSettings;
}) {
  const { pool, allowedHost, scriptLimits, scriptPool } = options;
  const env = readEnv({ WEBHOOK_ALLOWED_HOSTS: allowedHost });
  const bus = new MemoryEventBus();
  const worker = createTriggerWorker({
    connectionUri: options.databaseUrl,
    pool,
    tenants: new TenantCache(pool, bus, 0),
    metadata: new MetadataCache(pool, bus),
    bus,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    allowedHosts: parseHostList(env.WEBHOOK_ALLOWED_HOSTS),
    permissions: new PermissionCache(pool, bus, 0),
    sessions: new SessionStore(pool, bus, { idleMs: 3_600_000, maxMs: 86_400_000, cacheMs: 0 }),
    blobs: new LocalBlobStore(path.join(tmpdir(), 'strata-test-blobs')),
    ...(scriptLimits ? { scriptLimits } : {}),
    ...(scriptPool ? { scriptPool } : {}),
  });
  await worker.start();
  return worker;
}
