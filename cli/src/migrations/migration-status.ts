import type { ClusterPools } from '@strata/api/db/cluster-pools';
import { platformSchema, platformTable } from '@strata/api/db/platform-table';
import type { DatabasePool } from '@strata/api/db/types';
import { loadPlatformMigrations, loadTenantMigrations } from '@strata/api/migrations/load-migration-files';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { listTenants, type TenantRecord } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { z } from 'zod';

export type TenantMigrationStatus = {
  tenant: string;
  /** The last migration applied, or null for a schema that has none (or no _migrations table). */
  level: string | null;
  pending: string[];
};

/**
 * Which tenant migrations each organisation still lacks: read from every schema's _migrations
 * table (on the organisation's cluster), without locks or transactions, so it is cheap to ask before (and instead of) migrating.
 */
export async function tenantMigrationStatus(
  clusters: ClusterPools,
  organizations?: string[],
): Promise<{ available: string[]; tenants: (TenantMigrationStatus & { record: TenantRecord })[] }> {
  const available = loadTenantMigrations().map((file) => file.name);
  const pool = clusters.main;
  const targets = organizations
    ? await Promise.all(organizations.map((name) => requireTenant(pool, name)))
    : (await listTenants(pool)).filter((tenant) => tenant.status !== 'deleting');
  const tenants = [];
  for (const record of targets) {
    // each schema is read where it lives
    const applied = new Set(await appliedMigrations(await clusters.forTenant(record), record.schemaName));
    const done = available.filter((name) => applied.has(name));
    tenants.push({
      tenant: record.name,
      level: done.at(-1) ?? null,
      pending: available.filter((name) => !applied.has(name)),
      record,
    });
  }
  return { available, tenants };
}

export async function appliedMigrations(pool: DatabasePool, schema: string): Promise<string[]> {
  const exists = await pool.oneFirst(
    sql.type(
      z.object({ exists: z.boolean() }),
    )`SELECT to_regclass(${`${schema}._migrations`}) IS NOT NULL AS exists`,
  );
  if (!exists) return [];
  return [
    ...(await pool.anyFirst(
      sql.type(
        z.object({ name: z.string() }),
      )`SELECT name FROM ${sql.identifier([schema, '_migrations'])} ORDER BY name`,
    )),
  ];
}

/** How many organisations are at each level (the last migration applied). */
export function countByLevel(tenants: TenantMigrationStatus[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const tenant of tenants) {
    const level = tenant.level ?? '(none)';
    counts[level] = (counts[level] ?? 0) + 1;
  }
  return counts;
}

/** Platform migrations not applied yet (status and dry runs read this instead of applying them). */
export async function pendingPlatformMigrations(pool: DatabasePool): Promise<string[]> {
  const available = loadPlatformMigrations().map((file) => file.name);
  const exists = await pool.oneFirst(
    sql.type(
      z.object({ exists: z.boolean() }),
    )`SELECT to_regclass(${`${platformSchema}.schema_migrations`}) IS NOT NULL AS exists`,
  );
  if (!exists) return available;
  const applied = new Set(
    await pool.anyFirst(
      sql.type(z.object({ name: z.string() }))`SELECT name FROM ${platformTable('schema_migrations')}`,
    ),
  );
  return available.filter((name) => !applied.has(name));
}
