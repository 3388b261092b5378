import type { Env } from '@strata/api/config/env';
import { tenantOrigin } from '@strata/api/config/tenant-origin';
import { allProperties } from '@strata/api/contract/base-properties';
import type { ClusterPools } from '@strata/api/db/cluster-pools';
import { platformTable } from '@strata/api/db/platform-table';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { loadTenantMigrations } from '@strata/api/migrations/load-migration-files';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { sql } from 'slonik';
import { z } from 'zod';
import { appliedMigrations } from '../migrations/migration-status.js';

export type TenantDetails = {
  organization: string;
  displayName: string;
  url: string;
  status: string;
  template: string;
  schema: string;
  cluster: string;
  createdAt: string;
  users: { total: number; active: number; disabled: number };
  /** Rows per entity (exact counts), entities sorted by name. */
  records: Record<string, number>;
  sizeBytes: number;
  /** The latest of: a session seen, a record modified. Null when nothing ever happened. */
  lastActivity: string | null;
  migrations: { level: string | null; applied: number; pending: string[] };
};

/** Everything an operator asks about one organisation, read from the registry and its schema. */
export async function tenantDetails(
  clusters: ClusterPools,
  env: Env,
  organization: string,
): Promise<TenantDetails> {
  const tenant = await requireTenant(clusters.main, organization);
  // the schema is on the organisation's cluster; sessions on the main database
  const pool = await clusters.forTenant(tenant);
  const schema = tenant.schemaName;
  const objects = await loadObjectDefinitions(pool, schema);
  const records: Record<string, number> = {};
  let lastModified: string | null = null;
  for (const object of objects.sort((a, b) => a.logicalName.localeCompare(b.logicalName))) {
    const table = sql.identifier([schema, object.logicalName]);
    const stamped = allProperties(object).some((p) => p.logicalName === 'modifiedon');
    const row = await pool.one(
      sql.type(z.object({ count: z.number(), last: z.string().nullable() }))`
        SELECT count(*)::int AS count, ${stamped ? sql.fragment`max(modifiedon)::text` : sql.fragment`NULL::text`} AS last
        FROM ${table}`,
    );
    records[object.logicalName] = row.count;
    if (row.last && (!lastModified || Date.parse(row.last) > Date.parse(lastModified)))
      lastModified = row.last;
  }
  const users = await pool.one(
    sql.type(z.object({ total: z.number(), disabled: z.number() }))`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE isdisabled IS TRUE)::int AS disabled
      FROM ${sql.identifier([schema, 'systemuser'])}`,
  );
  const sizeBytes = await pool.oneFirst(
    sql.type(z.object({ size: z.number() }))`
      SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::float8 AS size
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'm', 'p')`,
  );
  const lastSeen = await clusters.main.maybeOneFirst(
    sql.type(z.object({ last: z.string().nullable() }))`
      SELECT max(last_seen_at)::text AS last FROM ${platformTable('sessions')} WHERE tenant_id = ${tenant.id}`,
  );
  const applied = await appliedMigrations(pool, schema);
  const available = loadTenantMigrations().map((file) => file.name);
  const activity = [lastSeen, lastModified].filter((value): value is string => Boolean(value));
  return {
    organization: tenant.name,
    displayName: tenant.displayName,
    url: tenantOrigin(env, tenant.name),
    status: tenant.status,
    template: tenant.template,
    schema,
    cluster: tenant.cluster,
    createdAt: tenant.createdAt,
    users: { total: users.total, active: users.total - users.disabled, disabled: users.disabled },
    records,
    sizeBytes,
    lastActivity:
      activity.length === 0
        ? null
        : new Date(Math.max(...activity.map((value) => Date.parse(value)))).toISOString(),
    migrations: {
      level: available.filter((name) => applied.includes(name)).at(-1) ?? null,
      applied: applied.length,
      pending: available.filter((name) => !applied.includes(name)),
    },
  };
}
