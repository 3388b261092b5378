import type { DatabasePool } from '../db/types.js';
import { isAppError } from '../errors/app-error.js';
import { requireTenant } from '../tenancy/tenant-lifecycle.js';
import { listTenants, type TenantRecord } from '../tenancy/tenant-registry.js';
import { migrateTenantSchema, type TenantMigrateOptions } from './tenant-migrator.js';

export type TenantMigrationReport = {
  tenant: string;
  applied: string[];
  error?: string;
};

export type MigrateTenantsOptions = TenantMigrateOptions & {
  /** Only these organisations (by name); all of them when left out. */
  organizations?: string[];
  onProgress?: (done: number, total: number, report: TenantMigrationReport) => void;
  /** The pool of the cluster an organisation lives on (ClusterPools.forTenant); `pool` otherwise. */
  poolOf?: (tenant: TenantRecord) => Promise<DatabasePool>;
};

/**
 * Migrates every tenant (or one), each in its own transaction on its own cluster, and carries on past a failing
 * tenant so one broken schema never holds back the rest. The caller decides what a failure
 * means (the CLI exits 1).
 */
export async function migrateTenants(
  pool: DatabasePool,
  options: MigrateTenantsOptions = {},
): Promise<TenantMigrationReport[]> {
  const targets: TenantRecord[] = options.organizations
    ? await Promise.all(options.organizations.map((name) => requireTenant(pool, name)))
    : (await listTenants(pool)).filter((tenant) => tenant.status !== 'deleting');
  const reports: TenantMigrationReport[] = [];
  for (const tenant of targets) {
    let report: TenantMigrationReport;
    try {
      const db = options.poolOf ? await options.poolOf(tenant) : pool;
      const applied = await db.transaction((trx) => migrateTenantSchema(trx, tenant.schemaName, options));
      report = { tenant: tenant.name, applied };
    } catch (error) {
      report = { tenant: tenant.name, applied: [], error: describe(error) };
    }
    reports.push(report);
    options.onProgress?.(reports.length, targets.length, report);
  }
  return reports;
}

function describe(error: unknown): string {
  if (isAppError(error)) return error.code;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 300) ?? 'unknown error';
}
