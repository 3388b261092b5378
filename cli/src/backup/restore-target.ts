import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { clusterNamePattern, defaultCluster, findCluster } from '@strata/api/tenancy/cluster-registry';
import { installJobQueue } from '@strata/api/trigger-worker/trigger-worker';
import { sql } from 'slonik';

/** A restore that cannot start on the cluster asked for; nothing was changed. */
export class RestoreTargetError extends Error {}

/** The cluster a restore writes the organisation's schema and platform rows to. */
export type RestoreTarget = {
  cluster: string;
  /** The main pool for 'default'; else a pool of the restore's own on that cluster. */
  pool: DatabasePool;
  close: () => Promise<void>;
};

/**
 * Opens the cluster a restore goes to: the main server for 'default', else a registered
 * cluster, checked to answer and given the platform tables and job queue an organisation
 * there needs (as `tenant move` does), before anything is written. The pool allows foreign
 * connections: its transaction runs inside the main registry's (restore-backup.ts).
 */
export async function openRestoreTarget(main: DatabasePool, cluster: string): Promise<RestoreTarget> {
  if (cluster === defaultCluster) return { cluster, pool: main, close: async () => {} };
  if (!clusterNamePattern.test(cluster))
    throw new RestoreTargetError(`${cluster} is not a cluster name (nothing was changed)`);
  const found = await findCluster(main, cluster);
  if (!found) {
    throw new RestoreTargetError(
      `The cluster ${cluster} is not registered: add it with \`strata cluster add ${cluster} <url>\`, or restore onto another with --cluster (nothing was changed)`,
    );
  }
  let pool: DatabasePool | undefined;
  try {
    pool = await createDatabasePool(found.url, { maximumPoolSize: 2, allowForeignConnections: true });
    await pool.query(sql.unsafe`SELECT 1`);
    await migratePlatform(found.url);
    await installJobQueue(found.url);
  } catch (error) {
    await pool?.end().catch(() => undefined);
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new RestoreTargetError(`The cluster ${cluster} cannot be reached: ${reason} (nothing was changed)`);
  }
  const opened = pool;
  return { cluster, pool: opened, close: () => opened.end() };
}
