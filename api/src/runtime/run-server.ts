import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import type { RequestHandler } from 'express';
import { readOAuthSettings } from '../auth/oauth/provider-config.js';
import { configuredBlobStore } from '../blobs/configured-blob-store.js';
import { dataLimitsFromEnv } from '../concurrency/data-limits.js';
import { readBuildInfo } from '../config/build-info.js';
import { ConfigurationError, type Env, readEnv } from '../config/env.js';
import { dataPath } from '../config/paths.js';
import { tenantOrigin } from '../config/tenant-origin.js';
import { ClusterPools } from '../db/cluster-pools.js';
import { createDatabasePool } from '../db/pool.js';
import { createSsrfGuard, parseHostList } from '../integrations/outbound/ssrf-guard.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { migratePlatform } from '../migrations/platform-migrator.js';
import { createApp } from '../server/create-app.js';
import { createServices } from '../server/create-services.js';
import { microsoftSettings } from '../server/microsoft-config.js';
import { findCluster } from '../tenancy/cluster-registry.js';
import { scriptPoolReserveMb, scriptPoolSettingsFor } from '../trigger-worker/script-pool.js';
import { defaultSandboxLimits } from '../trigger-worker/script-sandbox.js';
import { isClusterWorker, startWorkers, workerCount } from './cluster.js';
import { demoOrganization, ensureDemoOrganization } from './ensure-demo-organization.js';
import { heapLimitMb } from './heap-limit.js';
import { migrateAllClusters } from './migrate-clusters.js';
import { openDatabase } from './open-database.js';

/** How the web app is served: the built files, or Vite's dev middleware (npm run dev). */
export type WebServing =
  | { kind: 'static'; dir: string }
  | { kind: 'dev'; middleware: RequestHandler; close: () => Promise<void> };

/**
 * Starts Strata: database (embedded unless DATABASE_URL), platform and tenant migrations, the
 * demo organisation on an empty database, then HTTP: in this process, or with STRATA_WORKERS
 * above 1 in that many worker processes sharing the port (cluster.ts). Ctrl-C closes everything
 * in reverse (the workers before the database).
 */
export async function runServer(web: WebServing): Promise<void> {
  let env: Env;
  let oauth: ReturnType<typeof readOAuthSettings>;
  try {
    // every setting is checked before any work, and a mistake is a message, not a stack
    env = readEnv();
    oauth = readOAuthSettings();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    if (web.kind === 'dev') await web.close();
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  const build = readBuildInfo();
  const cleanups: (() => Promise<void>)[] = [];
  const shutdown = async (code: number) => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => logger.warn({ err: error }, 'shutdown step failed'));
    }
    process.exit(code);
  };
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'Stopping Strata');
      void shutdown(0);
    });
  }

  // STRATA_WORKERS / --workers: one primary prepares the database, then forks API processes
  // that share the port (cluster.ts); `npm run dev` stays one process (Vite's middleware)
  const worker = isClusterWorker();
  const workers = web.kind === 'static' && !worker ? workerCount(env.STRATA_WORKERS) : 1;
  // trigger scripts run in threads of their own; the heap cap leaves them their share
  const scriptPool = scriptPoolSettingsFor({
    memoryBudgetMb: env.MEMORY_BUDGET_MB,
    scriptMemoryMb: env.TRIGGER_SCRIPT_MEMORY_MB,
    ...(env.TRIGGER_SCRIPT_THREADS ? { threads: env.TRIGGER_SCRIPT_THREADS } : {}),
    ...(env.TRIGGER_TENANT_SCRIPTS ? { perTenantRunning: env.TRIGGER_TENANT_SCRIPTS } : {}),
    ...(env.TRIGGER_TENANT_QUEUED ? { perTenantQueued: env.TRIGGER_TENANT_QUEUED } : {}),
  });
  try {
    // Fail before any work (a new cluster, a demo organisation) when the port is taken.
    if (!worker) {
      await listen(createServer(), env.PORT, env.HOST).then(
        (probe) => new Promise<void>((resolve) => probe.close(() => resolve())),
      );
    }
    const database =
      worker && env.DATABASE_URL
        ? { connectionUri: env.DATABASE_URL, stop: async () => {} }
        : await openDatabase(env, logger);
    cleanups.push(database.stop);
    if (!worker) {
      const appliedPlatform = await migratePlatform(database.connectionUri);
      if (appliedPlatform.length > 0)
        logger.info({ applied: appliedPlatform }, 'Platform migrations applied');
    }
    // every request's statement ends within FETCH_TIMEOUT_SECONDS; long work raises it itself
    const pool = await createDatabasePool(database.connectionUri, {
      maximumPoolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
    });
    cleanups.push(() => pool.end());
    const blobDir = dataPath(env.DATA_DIR, 'blobs');
    const azureBlob =
      env.BLOB_STORE === 'azure' && env.AZURE_STORAGE_CONNECTION_STRING
        ? {
            connectionString: env.AZURE_STORAGE_CONNECTION_STRING,
            containerPrefix: env.AZURE_BLOB_CONTAINER_PREFIX,
          }
        : undefined;

    if (!worker) {
      // every organisation's schema, on whichever cluster it lives, before anything serves
      const clusters = new ClusterPools(pool, {
        resolveUrl: async (name) => (await findCluster(pool, name))?.url ?? null,
        poolSize: 2,
        statementTimeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
      });
      try {
        await migrateAllClusters(clusters, logger);
      } finally {
        await clusters.end();
      }
      // the same blob store the services use (below): the template's logo goes where new files go
      await ensureDemoOrganization(pool, env, logger, configuredBlobStore(blobDir, azureBlob));
    }
    if (workers > 1) {
      // the primary serves nothing itself: stopping, it stops the workers, then the database
      const group = startWorkers({
        count: workers,
        databaseUrl: database.connectionUri,
        logger,
        memoryBudgetMb: env.MEMORY_BUDGET_MB,
        reservedMb: scriptPoolReserveMb(scriptPool, env.TRIGGER_SCRIPT_MEMORY_MB),
      });
      cleanups.push(group.stop);
      logger.info(
        { url: `http://localhost:${env.PORT}`, demo: tenantOrigin(env, demoOrganization), workers },
        'Strata is running',
      );
      return;
    }

    const services = createServices({
      pool,
      connectionUri: database.connectionUri,
      ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
      logger,
      mail: {
        smtpUrl: env.SMTP_URL,
        outbox: env.MAIL_OUTBOX ? dataPath(env.MAIL_OUTBOX) : dataPath(env.DATA_DIR, 'outbox'),
        from: env.MAIL_FROM ?? `Strata <no-reply@${env.BASE_DOMAIN}>`,
      },
      blobDir,
      azureBlob,
      sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: env.SESSION_MAX_DAYS * 86_400_000,
      triggerWorker: {
        allowedHosts: parseHostList(env.WEBHOOK_ALLOWED_HOSTS),
        scriptPool,
        scriptLimits: { ...defaultSandboxLimits, memoryBytes: env.TRIGGER_SCRIPT_MEMORY_MB * 1024 * 1024 },
      },
      clusterPools: {
        poolSize: env.DATABASE_POOL_SIZE,
        statementTimeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
      },
      memoryBudgetMb: env.MEMORY_BUDGET_MB,
    });
    cleanups.push(services.close);
    // the queue's schema must exist before the first write can queue a trigger run
    await services.triggers?.start();

    if (web.kind === 'dev') cleanups.push(web.close);
    const microsoft = microsoftSettings(env, oauth);
    if (!microsoft.settings && microsoft.reason) logger.warn(microsoft.reason);
    const app = createApp({
      ...services,
      env,
      oauth,
      dataLimits: dataLimitsFromEnv(env),
      outboundGuard: createSsrfGuard(parseHostList(env.OUTBOUND_ALLOWED_HOSTS)),
      ...(microsoft.settings ? { microsoft: microsoft.settings } : {}),
      ...(env.GEOCODER_URL ? { geocoderUrl: env.GEOCODER_URL } : {}),
      ...(env.DIRECTIONS_URL ? { directionsUrl: env.DIRECTIONS_URL } : {}),
      onlineViewers: env.ONLINE_VIEWERS === 'on',
      ...(env.PUZZLE_MIN_BITS !== undefined ? { puzzleMinBits: env.PUZZLE_MIN_BITS } : {}),
      logger,
      build,
      ...(web.kind === 'static' ? { webDistDir: web.dir } : { webMiddleware: web.middleware }),
    });
    const server = await listen(createServer(app), env.PORT, env.HOST);
    if (web.kind === 'static')
      adviseHeapLimit(
        env.MEMORY_BUDGET_MB,
        scriptPoolReserveMb(scriptPool, env.TRIGGER_SCRIPT_MEMORY_MB),
        logger,
      );
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    logger.info(
      { url: `http://localhost:${env.PORT}`, demo: tenantOrigin(env, demoOrganization) },
      'Strata is running',
    );
    if (process.stdout.isTTY) {
      // the last thing a person starting Strata in a terminal reads: where to go and how to sign in
      const credentials = dataPath(env.DATA_DIR, 'demo-credentials.txt');
      process.stdout.write(
        `\nStrata is running: open ${tenantOrigin(env, demoOrganization)}\n` +
          (existsSync(credentials) ? `Demo sign-in: see ${credentials}\n` : '') +
          'Stop with Ctrl+C.\n\n',
      );
    }
  } catch (error) {
    if (error instanceof ConfigurationError || (error as { code?: string }).code === 'EADDRINUSE') {
      process.stderr.write(`\n${(error as Error).message}\n\n`);
    } else {
      logger.fatal({ err: error }, 'Strata could not start');
    }
    await shutdown(1);
  }
}

/**
 * One API process serving in the process `node` started cannot cap its own heap (workers get
 * the cap when forked: heap-limit.ts): say how, when V8 may grow it past the budget. Advice in
 * the log, not a warning: tests and small installations run this way on purpose.
 */
function adviseHeapLimit(memoryBudgetMb: number, reservedMb: number, logger: Logger): void {
  const limitMb = Math.round(getHeapStatistics().heap_size_limit / (1024 * 1024));
  if (limitMb <= memoryBudgetMb - reservedMb) return;
  logger.info(
    { heapLimitMb: limitMb, memoryBudgetMb },
    `V8 may grow this process's heap to ${limitMb} MB, past MEMORY_BUDGET_MB: start it with NODE_OPTIONS=--max-old-space-size=${heapLimitMb(memoryBudgetMb, reservedMb)} or STRATA_WORKERS above 1`,
  );
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          Object.assign(
            new Error(
              `Port ${port} is already in use. Stop the other program or start Strata with PORT=<another port>.`,
            ),
            { code: 'EADDRINUSE' },
          ),
        );
      } else reject(error);
    });
  });
}
