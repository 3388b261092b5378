import { type Env, readEnv } from '@strata/api/config/env';
import { ClusterPools } from '@strata/api/db/cluster-pools';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { isAppError } from '@strata/api/errors/app-error';
import { createEventBus } from '@strata/api/events/create-event-bus';
import type { EventBus } from '@strata/api/events/event-bus';
import { errorMessage } from '@strata/api/i18n/error-message';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { openDatabase } from '@strata/api/runtime/open-database';
import { findCluster } from '@strata/api/tenancy/cluster-registry';
import { destination, pino } from 'pino';
import { printError } from './ui/output.js';

export type CliRuntime = {
  env: Env;
  pool: DatabasePool;
  /**
   * Each organisation's cluster (`clusters.forTenant(tenant)`): its schema and its credentials
   * live there; `pool` (= `clusters.main`) holds the registry and sessions.
   */
  clusters: ClusterPools;
  /** The main database's URL (the 'default' cluster). */
  connectionUri: string;
  bus: EventBus;
  /** Platform migrations this run applied (usually none). */
  platformApplied: string[];
};

/** Process exit codes: 0 done, 1 the operation failed, 2 the command line was wrong. */
export const exitCodes = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * Opens what a command needs (the database Strata uses: DATABASE_URL, the embedded server a
 * running `npm start` owns, or a fresh embedded one), runs it, and closes everything again.
 * Logs go to stderr so --json output on stdout stays clean.
 */
export async function withRuntime<T>(
  work: (runtime: CliRuntime) => Promise<T>,
  options: { poolSize?: number; migratePlatform?: boolean } = {},
): Promise<T> {
  const env = readEnv(withDatabaseUrl(process.env));
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, destination(2));
  const database = await openDatabase(env, logger);
  try {
    // Status and dry runs only read: they report pending platform migrations instead.
    const platformApplied =
      options.migratePlatform === false ? [] : await migratePlatform(database.connectionUri);
    const pool = await createDatabasePool(database.connectionUri, {
      maximumPoolSize: Math.max(4, options.poolSize ?? 0),
    });
    const bus = createEventBus({
      redisUrl: env.REDIS_URL,
      database: { connectionUri: database.connectionUri, pool },
      logger,
    });
    const clusters = new ClusterPools(pool, {
      resolveUrl: async (name) => (await findCluster(pool, name))?.url ?? null,
      poolSize: Math.max(4, options.poolSize ?? 0),
    });
    try {
      return await work({ env, pool, clusters, connectionUri: database.connectionUri, bus, platformApplied });
    } finally {
      await clusters.end();
      await pool.end();
      await bus.close();
    }
  } finally {
    await database.stop();
  }
}

/** Set by the global --database-url option; it wins over STRATA_DATABASE_URL and DATABASE_URL. */
let databaseUrlOption: string | undefined;
export function setDatabaseUrlOption(url: string | undefined): void {
  databaseUrlOption = url;
}

/** The environment with DATABASE_URL chosen: --database-url, else STRATA_DATABASE_URL, else DATABASE_URL. */
function withDatabaseUrl(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const url = databaseUrlOption ?? environment.STRATA_DATABASE_URL ?? environment.DATABASE_URL;
  return url ? { ...environment, DATABASE_URL: url } : environment;
}

/** A mistake on the command line found after parsing (a missing confirmation, a bad value): exit 2. */
export class UsageError extends Error {}

/** Wraps a command action: coded errors print their message, anything else its first line. */
export function action<Args extends unknown[]>(run: (...args: Args) => Promise<void>) {
  return async (...args: Args) => {
    try {
      await run(...args);
    } catch (error) {
      process.exitCode = error instanceof UsageError ? exitCodes.usage : exitCodes.failed;
      if (isAppError(error)) {
        printError(errorMessage(error.code, error.params, 'en'));
        const problems = error.details.problems;
        if (Array.isArray(problems) && problems.length > 1) {
          for (const problem of problems as { file: string; path: string; message: string }[]) {
            printError(`  ${problem.file} ${problem.path}: ${problem.message}`);
          }
        }
      } else {
        printError(error instanceof Error ? error.message : String(error));
      }
    }
  };
}
