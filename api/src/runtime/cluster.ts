import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from '../logging/logger.js';
import { withHeapLimit } from './heap-limit.js';

/** Set in a worker's environment by the primary: serve HTTP only (the primary did the rest). */
export const clusterWorkerVariable = 'STRATA_CLUSTER_WORKER';

/** STRATA_WORKERS ('auto': one per core; or a count) and `--workers N` (which wins). */
export function workerCount(setting: string, argv: readonly string[] = process.argv): number {
  const flag = argv.indexOf('--workers');
  const value = flag >= 0 ? (argv[flag + 1] ?? setting) : setting;
  if (value === 'auto') return availableParallelism();
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 ? Math.min(count, 64) : 1;
}

export function isClusterWorker(): boolean {
  return cluster.isWorker && process.env[clusterWorkerVariable] === '1';
}

/**
 * The primary of `STRATA_WORKERS` > 1: forks the API processes, which share the listening port
 * through node:cluster (each runs its own pool, caches and bus subscription; the caches stay
 * correct across them through the bus, as across hosts). A worker that dies is replaced; on
 * SIGINT or SIGTERM every worker is asked to stop (each closes its server, bus and pool) and
 * the primary waits for all of them, at most `graceMs`, before it returns.
 */
export function startWorkers(options: {
  count: number;
  /** The database the workers use (the primary's embedded one, or DATABASE_URL). */
  databaseUrl: string;
  logger: Logger;
  /** MEMORY_BUDGET_MB: each worker's V8 heap is capped from it (heap-limit.ts). */
  memoryBudgetMb: number;
  /** What each worker's trigger-script threads may hold besides its heap (heap-limit.ts). */
  reservedMb?: number;
  graceMs?: number;
}): { stop: () => Promise<void>; workers: () => Worker[] } {
  const { logger } = options;
  let stopping = false;
  cluster.setupPrimary({
    execArgv: withHeapLimit(process.execArgv, options.memoryBudgetMb, undefined, options.reservedMb),
  });
  const fork = () =>
    cluster.fork({ ...process.env, DATABASE_URL: options.databaseUrl, [clusterWorkerVariable]: '1' });
  const restarts: number[] = [];
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ worker: worker.id, code, signal }, 'An API worker stopped; starting another');
    // a worker that keeps dying at start would otherwise be forked in a tight loop
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] as number) < now - 60_000) restarts.shift();
    setTimeout(fork, restarts.length > 5 ? 5_000 : 0).unref();
  });
  for (let i = 0; i < options.count; i++) fork();
  logger.info({ workers: options.count }, 'Strata API workers started');
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  return {
    workers,
    stop: async () => {
      stopping = true;
      const running = workers().filter((worker) => !worker.isDead());
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                logger.warn({ worker: worker.id }, 'An API worker did not stop in time; killing it');
                worker.process.kill('SIGKILL');
              }, options.graceMs ?? 15_000);
              worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
