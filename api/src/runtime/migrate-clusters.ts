import type { ClusterPools } from '../db/cluster-pools.js';
import type { Logger } from '../logging/logger.js';
import { migrateTenants, type TenantMigrationReport } from '../migrations/migrate-tenants.js';
import { migratePlatform } from '../migrations/platform-migrator.js';
import { listClusters } from '../tenancy/cluster-registry.js';

/**
 * Start-up migrations on every cluster: the platform tables of each registered cluster (the
 * rows that travel with an organisation live there), then every organisation's schema on the
 * cluster the registry names. A cluster that cannot be reached is logged, not fatal: the
 * organisations on the others still start (and the next start, or `strata migrate`, catches up).
 */
export async function migrateAllClusters(
  clusters: ClusterPools,
  logger: Logger,
): Promise<TenantMigrationReport[]> {
  for (const cluster of await listClusters(clusters.main)) {
    try {
      const applied = await migratePlatform(cluster.url);
      if (applied.length > 0) logger.info({ cluster: cluster.name, applied }, 'Platform migrations applied');
    } catch (error) {
      logger.error(
        { err: error, cluster: cluster.name },
        'Cluster cannot be migrated; its organisations may misbehave',
      );
    }
  }
  const reports = await migrateTenants(clusters.main, { poolOf: (tenant) => clusters.forTenant(tenant) });
  for (const report of reports.filter((r) => r.error))
    logger.error(report, 'Tenant migration failed; that organisation may misbehave');
  return reports;
}
