import { type Env, readEnv } from '@strata/api/config/env';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { isAppError } from '@strata/api/errors/app-error';
import { createEventBus } from '@strata/api/events/create-event-bus';
import type { EventBus } from '@strata/api/events/event-bus';
import { errorMessage } from '@strata/api/i18n/error-message';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { openDatabase } from '@strata/api/runtime/open-database';
import { destination, pino } from 'pino';
import { printError } from './ui/output.js';

export type CliRuntime = {
  env: Env;
  pool: DatabasePool;
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
export async function withRuntime<T>(work: (runtime: CliRuntime) => Promise<T>): Promise<T> {
  const env = readEnv();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, destination(2));
  const database = await openDatabase(env, logger);
  try {
    const platformApplied = await migratePlatform(database.connectionUri);
    const pool = await createDatabasePool(database.connectionUri, { maximumPoolSize: 4 });
    const bus = createEventBus(env.REDIS_URL, logger);
    try {
      return await work({ env, pool, bus, platformApplied });
    } finally {
      await pool.end();
      await bus.close();
    }
  } finally {
    await database.stop();
  }
}

/** Wraps a command action: coded errors print their message, anything else its first line. */
export function action<Args extends unknown[]>(run: (...args: Args) => Promise<void>) {
  return async (...args: Args) => {
    try {
      await run(...args);
    } catch (error) {
      process.exitCode = exitCodes.failed;
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
