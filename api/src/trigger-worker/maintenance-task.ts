import type { DatabasePool } from '../db/types.js';
import { purgeExpiredArchives } from '../designer/archive-purge.js';
import type { Logger } from '../logging/logger.js';
import { listTenants, type TenantRecord } from '../tenancy/tenant-registry.js';
import { purgeTriggerLog } from './purge-trigger-log.js';

/** The graphile-worker task of the daily upkeep, and when it runs (every day at 03:17 UTC). */
export const maintenanceTask = 'strata_maintenance';
export const maintenanceCrontab = `17 3 * * * ${maintenanceTask}`;

export type MaintenanceOutcome = { tenant: string; archivesDropped: string[]; logRowsDeleted: number };

/**
 * The daily upkeep of every active organisation: archives of deleted fields and entities past
 * their 30 days are dropped (designer/archive-purge.ts), and Triggers Log runs older than the
 * organisation keeps them are deleted (purge-trigger-log.ts), each on the cluster the
 * organisation lives on (the registry is read on the main one). graphile-worker's cron runs it
 * once per tick however many API processes run the worker. One organisation failing is
 * logged and does not stop the others.
 */
export async function runMaintenance(deps: {
  pool: DatabasePool;
  poolOf: (tenant: TenantRecord) => Promise<DatabasePool>;
  logger: Logger;
}): Promise<MaintenanceOutcome[]> {
  const outcomes: MaintenanceOutcome[] = [];
  for (const tenant of await listTenants(deps.pool)) {
    if (tenant.status !== 'active') continue;
    try {
      const pool = await deps.poolOf(tenant);
      const archivesDropped = await purgeExpiredArchives(pool, tenant.schemaName);
      const logRowsDeleted = await purgeTriggerLog(pool, tenant.schemaName);
      outcomes.push({ tenant: tenant.name, archivesDropped, logRowsDeleted });
      if (archivesDropped.length > 0 || logRowsDeleted > 0)
        deps.logger.info({ tenant: tenant.name, archivesDropped, logRowsDeleted }, 'maintenance done');
    } catch (error) {
      deps.logger.error({ err: error, tenant: tenant.name }, 'maintenance failed for an organisation');
    }
  }
  return outcomes;
}
