import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { readOAuthSettings } from '../auth/oauth/provider-config.js';
import { createRateLimiter } from '../auth/rate-limit/create-rate-limiter.js';
import { SessionStore } from '../auth/session-store.js';
import { readBuildInfo } from '../config/build-info.js';
import { ConfigurationError, type Env, readEnv } from '../config/env.js';
import { dataPath } from '../config/paths.js';
import { tenantOrigin } from '../config/tenant-origin.js';
import { createDatabasePool } from '../db/pool.js';
import { createEventBus } from '../events/create-event-bus.js';
import { channels } from '../events/event-bus.js';
import { LocalBlobStore } from '../files/local-blob-store.js';
import { createMailer } from '../integrations/mail/mailer.js';
import { createLogger } from '../logging/logger.js';
import { MetadataCache } from '../metadata/metadata-cache.js';
import { migrateTenants } from '../migrations/migrate-tenants.js';
import { migratePlatform } from '../migrations/platform-migrator.js';
import { PermissionCache } from '../permissions/permission-cache.js';
import { createApp } from '../server/create-app.js';
import { TenantCache } from '../tenancy/tenant-cache.js';
import { demoOrganization, ensureDemoOrganization } from './ensure-demo-organization.js';
import { openDatabase } from './open-database.js';

/** How the web app is served: the built files, or Vite's dev middleware (npm run dev). */
export type WebServing =
  | { kind: 'static'; dir: string }
  | { kind: 'dev'; middleware: RequestHandler; close: () => Promise<void> };

/**
 * Starts Strata: database (embedded unless DATABASE_URL), platform and tenant migrations, the
 * demo organisation on an empty database, then HTTP. Ctrl-C closes everything in reverse.
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

  try {
    // Fail before any work (a new cluster, a demo organisation) when the port is taken.
    await listen(createServer(), env.PORT, env.HOST).then(
      (probe) => new Promise<void>((resolve) => probe.close(() => resolve())),
    );
    const database = await openDatabase(env, logger);
    cleanups.push(database.stop);
    const appliedPlatform = await migratePlatform(database.connectionUri);
    if (appliedPlatform.length > 0) logger.info({ applied: appliedPlatform }, 'Platform migrations applied');
    const pool = await createDatabasePool(database.connectionUri);
    cleanups.push(() => pool.end());

    const failed = (await migrateTenants(pool)).filter((report) => report.error);
    for (const report of failed)
      logger.error(report, 'Tenant migration failed; that organisation may misbehave');
    await ensureDemoOrganization(pool, env, logger);

    const bus = createEventBus(env.REDIS_URL, logger);
    cleanups.push(() => bus.close());
    const tenants = new TenantCache(pool);
    const sessions = new SessionStore(pool, bus, {
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      maxMs: env.SESSION_MAX_DAYS * 86_400_000,
    });
    const rateLimiter = createRateLimiter(env.REDIS_URL, pool);
    cleanups.push(async () => rateLimiter.close?.());
    const mailer = createMailer({
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      outbox: env.MAIL_OUTBOX ? dataPath(env.MAIL_OUTBOX) : dataPath(env.DATA_DIR, 'outbox'),
      from: env.MAIL_FROM ?? `Strata <no-reply@${env.BASE_DOMAIN}>`,
      logger,
    });
    const metadata = new MetadataCache(pool, bus);
    const permissions = new PermissionCache(pool, bus);
    bus.subscribe(channels.tenants, (message) => {
      const name = (message as { name?: unknown } | null)?.name;
      tenants.invalidate(typeof name === 'string' ? name : undefined);
    });

    if (web.kind === 'dev') cleanups.push(web.close);
    const app = createApp({
      env,
      pool,
      bus,
      tenants,
      sessions,
      rateLimiter,
      mailer,
      oauth,
      metadata,
      permissions,
      blobs: new LocalBlobStore(dataPath(env.DATA_DIR, 'blobs')),
      ...(env.GEOCODER_URL ? { geocoderUrl: env.GEOCODER_URL } : {}),
      logger,
      build,
      ...(web.kind === 'static' ? { webDistDir: web.dir } : { webMiddleware: web.middleware }),
    });
    const server = await listen(createServer(app), env.PORT, env.HOST);
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    logger.info(
      { url: `http://localhost:${env.PORT}`, demo: tenantOrigin(env, demoOrganization) },
      'Strata is running',
    );
  } catch (error) {
    if (error instanceof ConfigurationError || (error as { code?: string }).code === 'EADDRINUSE') {
      process.stderr.write(`\n${(error as Error).message}\n\n`);
    } else {
      logger.fatal({ err: error }, 'Strata could not start');
    }
    await shutdown(1);
  }
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
