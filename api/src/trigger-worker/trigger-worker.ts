import { type Runner, run, runMigrations, Logger as WorkerLogger } from 'graphile-worker';
import pg from 'pg';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DatabasePool } from '../db/types.js';
import type { EventBus } from '../events/event-bus.js';
import { createSsrfGuard } from '../integrations/outbound/ssrf-guard.js';
import type { Logger } from '../logging/logger.js';
import type { MetadataCache } from '../metadata/metadata-cache.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { TenantCache } from '../tenancy/tenant-cache.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import { triggerTask } from '../triggers/trigger-job.js';
import { maintenanceCrontab, maintenanceTask, runMaintenance } from './maintenance-task.js';
import { runTriggerJob } from './run-trigger-job.js';
import { ScriptPool, type ScriptPoolSettings, scriptPoolSettingsFor } from './script-pool.js';
import { defaultSandboxLimits, type SandboxLimits } from './script-sandbox.js';

export type TriggerWorkerSettings = {
  /** The database of the main job queue (graphile-worker's own pg pool connects there). */
  connectionUri: string;
  /** The main database (the default cluster). */
  pool: DatabasePool;
  /** The pool of an organisation's cluster; the main pool for every organisation when left out. */
  poolOf?: (tenant: TenantRecord) => Promise<DatabasePool>;
  /**
   * The other clusters' URLs. A write queues its trigger runs in its own transaction, so on
   * the cluster the organisation lives on: each cluster has a queue, and this runner takes
   * jobs from all of them (a cluster registered later is picked up within `rescanMs`).
   */
  clusterUrls?: () => Promise<string[]>;
  rescanMs?: number;
  tenants: TenantCache;
  metadata: MetadataCache;
  bus: EventBus;
  logger: Logger;
  /** Script triggers read and write with their owner's rights, as the data routes do. */
  permissions: PermissionCache;
  sessions: SessionStore;
  blobs: BlobStore;
  /** Memory and time of one script run (script-sandbox.ts defaults). */
  scriptLimits?: SandboxLimits;
  /** Hosts webhooks may reach on private addresses (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** The threads scripts run in (script-pool.ts scriptPoolSettingsFor; its defaults at 512 MB). */
  scriptPool?: ScriptPoolSettings;
  /**
   * Jobs this process takes at once, per queue. By default more than one organisation can hold
   * (its running and waiting scripts), so another organisation's jobs are still taken while
   * one has a flood queued.
   */
  concurrency?: number;
};

export type TriggerWorker = {
  /** Installs or upgrades each queue's schema (graphile_worker) and starts taking jobs. */
  start: () => Promise<void>;
  /** Stops taking jobs and waits for the running ones (graceful, for shutdown). */
  stop: () => Promise<void>;
};

/** Installs or upgrades the job queue's schema on a cluster (writes there queue trigger runs). */
export async function installJobQueue(connectionUri: string): Promise<void> {
  // graphile-worker opens (and closes) a pool of its own, with its error handlers
  await runMigrations({ connectionString: connectionUri, logger: new WorkerLogger(() => () => undefined) });
}

type Queue = { runner: Runner; pgPool: pg.Pool };

/**
 * The trigger runner of one API process. graphile-worker takes jobs with SKIP LOCKED and is
 * woken by LISTEN/NOTIFY, so any number of processes share each queue and each job runs once
 * at a time; a failed run is retried with exponential backoff (e^attempt seconds) up to the
 * job's max_attempts. A job reads its trigger on the cluster its organisation lives on now,
 * whichever queue held it (a job queued before `tenant move` still finds the trigger). The main
 * queue also runs the daily upkeep (maintenance-task.ts) from its cron.
 */
export function createTriggerWorker(settings: TriggerWorkerSettings): TriggerWorker {
  const guard = createSsrfGuard(settings.allowedHosts);
  const logger = new WorkerLogger((scope) => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    settings.logger[method]({ ...scope, ...meta, component: 'trigger-worker' }, message);
  });
  const poolOf = settings.poolOf ?? (async () => settings.pool);
  const scriptPoolSettings =
    settings.scriptPool ??
    scriptPoolSettingsFor({
      memoryBudgetMb: 512,
      scriptMemoryMb: (settings.scriptLimits ?? defaultSandboxLimits).memoryBytes / (1024 * 1024),
    });
  const concurrency =
    settings.concurrency ??
    scriptPoolSettings.perTenantRunning + scriptPoolSettings.perTenantQueued + scriptPoolSettings.threads + 1;
  // one pool for every cluster's queue: the threads are the process's, not a queue's
  let scripts = new ScriptPool(scriptPoolSettings);
  const queues = new Map<string, Promise<Queue>>();
  let running = false;
  let rescan: NodeJS.Timeout | null = null;

  const startQueue = async (connectionUri: string): Promise<Queue> => {
    // our own pool, so a connection PostgreSQL ends (a restart, shutdown) is logged, not an
    // unhandled 'error' event that would end the process
    const pgPool = new pg.Pool({ connectionString: connectionUri, max: concurrency + 2 });
    const lost = (error: Error) =>
      settings.logger.warn({ err: error, component: 'trigger-worker' }, 'queue connection lost');
    pgPool.on('error', lost);
    // an idle checked-out client's error too (graphile-worker asks for both handlers)
    pgPool.on('connect', (client) => client.on('error', lost));
    try {
      await runMigrations({ pgPool, logger });
      const runner = await run({
        pgPool,
        concurrency,
        noHandleSignals: true,
        pollInterval: 2000,
        logger,
        // the daily upkeep once, from the main queue
        ...(connectionUri === settings.connectionUri ? { crontab: maintenanceCrontab } : {}),
        taskList: {
          [maintenanceTask]: async () => {
            await runMaintenance({ ...settings, poolOf });
          },
          [triggerTask]: (payload, helpers) =>
            runTriggerJob({ ...settings, poolOf, guard, scripts }, payload, {
              id: helpers.job.id,
              attempts: helpers.job.attempts,
              max_attempts: helpers.job.max_attempts,
              defer: async (delayMs) => {
                await helpers.addJob(triggerTask, payload as never, {
                  runAt: new Date(Date.now() + delayMs),
                  maxAttempts: helpers.job.max_attempts,
                });
              },
            }),
        },
      });
      return { runner, pgPool };
    } catch (error) {
      await pgPool.end().catch(() => undefined);
      throw error;
    }
  };

  /** Starts a runner on every cluster that has none yet; an unreachable one is tried next time. */
  const ensureQueues = async (): Promise<void> => {
    const urls = [settings.connectionUri, ...((await settings.clusterUrls?.()) ?? [])];
    await Promise.all(
      urls
        .filter((url) => !queues.has(url))
        .map(async (url) => {
          const starting = startQueue(url);
          queues.set(url, starting);
          try {
            await starting;
          } catch (error) {
            queues.delete(url);
            // the main queue must work; another cluster's failure is logged and retried
            if (url === settings.connectionUri) throw error;
            settings.logger.warn({ err: error, component: 'trigger-worker' }, 'a cluster queue cannot start');
          }
        }),
    );
  };

  return {
    start: async () => {
      if (running) return;
      running = true;
      // a stopped worker started again gets threads again
      scripts = new ScriptPool(scriptPoolSettings);
      await ensureQueues();
      if (settings.clusterUrls) {
        rescan = setInterval(() => {
          if (running) void ensureQueues().catch(() => undefined);
        }, settings.rescanMs ?? 60_000);
        rescan.unref();
      }
    },
    stop: async () => {
      running = false;
      if (rescan) clearInterval(rescan);
      rescan = null;
      const current = [...queues.values()];
      queues.clear();
      // waiting scripts go back to the job queue (retried later); running ones finish first
      scripts.stopTaking();
      await Promise.allSettled(
        current.map(async (starting) => {
          const queue = await starting;
          await queue.runner.stop();
          await queue.pgPool.end();
        }),
      );
      await scripts.close();
    },
  };
}
