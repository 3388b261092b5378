import type { ClusterPools } from '@strata/api/db/cluster-pools';
import { isAppError } from '@strata/api/errors/app-error';
import type { TenantMigrationFile } from '@strata/api/migrations/load-migration-files';
import { migrateTenantSchema } from '@strata/api/migrations/tenant-migrator';
import type { TenantRecord } from '@strata/api/tenancy/tenant-registry';

export type TenantRunReport = { tenant: string; applied: string[]; error?: string };

/**
 * Migrates the given tenants, `concurrency` at a time, each in its own transaction on its cluster (all of a
 * tenant's steps land or none). Tenants already at the latest level are left out by the caller,
 * so a run that crashed simply runs again for what is left. Failures are collected, not thrown.
 */
export async function runTenantMigrations(
  clusters: ClusterPools,
  targets: readonly TenantRecord[],
  options: {
    concurrency: number;
    onProgress?: (done: number, report: TenantRunReport) => void;
    /** The steps to bring each tenant to (the bench adds a no-op one); migrations/tenant otherwise. */
    files?: TenantMigrationFile[];
  },
): Promise<TenantRunReport[]> {
  const reports: TenantRunReport[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const tenant = targets[next++] as TenantRecord;
      let report: TenantRunReport;
      try {
        const pool = await clusters.forTenant(tenant);
        const applied = await pool.transaction((trx) =>
          migrateTenantSchema(trx, tenant.schemaName, options.files ? { files: options.files } : {}),
        );
        report = { tenant: tenant.name, applied };
      } catch (error) {
        report = { tenant: tenant.name, applied: [], error: describe(error) };
      }
      reports.push(report);
      options.onProgress?.(reports.length, report);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency, targets.length)) }, worker),
  );
  return reports.sort((a, b) => a.tenant.localeCompare(b.tenant));
}

function describe(error: unknown): string {
  if (isAppError(error)) return error.code;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 300) ?? 'unknown error';
}

/** "1m 05s" from milliseconds: the progress bar's estimate. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}
