import type { BlobStore } from '../blobs/blob-store.js';
import { configuredBlobStore } from '../blobs/configured-blob-store.js';
import { ClusterPools } from '../db/cluster-pools.js';
import type { DatabasePool } from '../db/types.js';
import { createEventBus } from '../events/create-event-bus.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../logging/logger.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { MetadataCache } from '../metadata/metadata-cache.js';
import { PermissionCache } from '../permissions/permission-cache.js';
import { createRateLimiter } from '../rate-limit/create-rate-limiter.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionStore } from '../sessions/session-store.js';
import { findCluster, listClusters } from '../tenancy/cluster-registry.js';
import { TenantCache } from '../tenancy/tenant-cache.js';
import type { ScriptPoolSettings } from '../trigger-worker/script-pool.js';
import type { SandboxLimits } from '../trigger-worker/script-sandbox.js';
import { createTriggerWorker, type TriggerWorker } from '../trigger-worker/trigger-worker.js';

/** The long-lived services of one process, built in one place (server, tests, bench). */
export type Services = {
  /** The main database: registry, sessions, rate limits, the bus (the control plane). */
  pool: DatabasePool;
  /** Each organisation's cluster pool; `clusters.routed` reaches the current request's one. */
  clusters: ClusterPools;
  bus: EventBus;
  tenants: TenantCache;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  metadata: MetadataCache;
  permissions: PermissionCache;
  blobs: BlobStore;
  /** Runs queued triggers (webhooks, scripts); null unless asked for. Started by the process, not here. */
  triggers: TriggerWorker | null;
  /** Closes what the services opened (the bus, the limiter's connections); not the pool. */
  close: () => Promise<void>;
};

export type ServiceSettings = {
  pool: DatabasePool;
  /** The pool's database: the default bus listens on it (LISTEN/NOTIFY). */
  connectionUri?: string;
  redisUrl?: string;
  logger: Logger;
  /** A ready bus instead of the configured one (tests: one process, one in-memory bus). */
  bus?: EventBus;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  /** Outgoing mail: SMTP, or .eml files in the outbox folder. */
  mail: { smtpUrl?: string | undefined; outbox: string; from: string };
  blobDir: string;
  /** Azure Blob Storage for new uploads (BLOB_STORE=azure); unset: the local folder only. */
  azureBlob?: { connectionString: string; containerPrefix: string } | undefined;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /**
   * How long tenant, session and permission lookups are kept; tests pass 0 to see their own
   * changes at once. Unset: each cache's production default.
   */
  cacheMs?: number;
  /** Run triggers in this process (needs connectionUri: the job queue's database). */
  triggerWorker?: {
    allowedHosts: readonly string[];
    concurrency?: number;
    /** The script threads (TRIGGER_SCRIPT_*) and one run's limits. */
    scriptPool?: ScriptPoolSettings;
    scriptLimits?: SandboxLimits;
  };
  /** Connections of each other cluster's pool (DATABASE_POOL_SIZE); at most `maxPools` pools open. */
  clusterPools?: { poolSize?: number; maxPools?: number; statementTimeoutMs?: number };
  /** MEMORY_BUDGET_MB: the per-organisation caches are sized to keep the process within it. */
  memoryBudgetMb?: number;
};

/**
 * The per-organisation caches' shares of a process's memory budget: the process itself (code,
 * pools, buffers) takes about 250 MB; metadata gets 35% of the budget and permissions 8%.
 */
export function cacheBudgets(memoryBudgetMb = 512): { metadataBytes: number; permissionBytes: number } {
  const mb = 1024 * 1024;
  return {
    metadataBytes: Math.round(memoryBudgetMb * 0.35 * mb),
    permissionBytes: Math.round(memoryBudgetMb * 0.08 * mb),
  };
}

export function createServices(settings: ServiceSettings): Services {
  const { pool, logger } = settings;
  const bus =
    settings.bus ??
    createEventBus({
      redisUrl: settings.redisUrl,
      database: settings.connectionUri ? { connectionUri: settings.connectionUri, pool } : undefined,
      logger,
    });
  // a limiter handed in belongs to the caller, which closes it; the one made here is ours
  const ownLimiter = settings.rateLimiter
    ? undefined
    : createRateLimiter({ redisUrl: settings.redisUrl, pool, logger });
  const rateLimiter = settings.rateLimiter ?? ownLimiter;
  if (!rateLimiter) throw new Error('unreachable: a rate limiter is either given or made');
  const cacheMs = settings.cacheMs;
  const tenants = new TenantCache(pool, bus, cacheMs);
  const clusters = new ClusterPools(pool, {
    resolveUrl: async (name) => (await findCluster(pool, name))?.url ?? null,
    ...settings.clusterPools,
  });
  // per-organisation data is read on the organisation's cluster (tenancy/cluster-middleware.ts)
  const poolOfCluster = (cluster: string) => clusters.poolFor(cluster);
  const budgets = cacheBudgets(settings.memoryBudgetMb);
  const metadata = new MetadataCache(poolOfCluster, bus, undefined, budgets.metadataBytes);
  const sessions = new SessionStore(pool, bus, {
    idleMs: settings.sessionIdleMs,
    maxMs: settings.sessionMaxMs,
    ...(cacheMs === undefined ? {} : { cacheMs }),
  });
  const permissions = new PermissionCache(poolOfCluster, bus, cacheMs, budgets.permissionBytes);
  const blobs = configuredBlobStore(settings.blobDir, settings.azureBlob);
  const triggers =
    settings.triggerWorker && settings.connectionUri
      ? createTriggerWorker({
          connectionUri: settings.connectionUri,
          pool,
          poolOf: (tenant) => clusters.forTenant(tenant),
          clusterUrls: async () => (await listClusters(pool)).map((cluster) => cluster.url),
          tenants,
          metadata,
          bus,
          logger,
          permissions,
          sessions,
          blobs,
          ...settings.triggerWorker,
        })
      : null;
  const services: Services = {
    pool,
    clusters,
    bus,
    tenants,
    sessions,
    rateLimiter,
    mailer:
      settings.mailer ??
      createMailer({
        ...(settings.mail.smtpUrl ? { smtpUrl: settings.mail.smtpUrl } : {}),
        outbox: settings.mail.outbox,
        from: settings.mail.from,
        logger,
      }),
    metadata,
    permissions,
    blobs,
    triggers,
    close: async () => {
      // running deliveries finish (and are logged) before the bus they announce on closes
      await triggers?.stop();
      await ownLimiter?.close();
      if (!settings.bus) await bus.close();
      await clusters.end();
    },
  };
  return services;
}
