import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../db/platform-table.js';
import type { Queryable } from '../db/types.js';

export const tenantStatuses = ['active', 'suspended', 'deleting'] as const;
export type TenantStatus = (typeof tenantStatuses)[number];

const tenantRow = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  schema_name: z.string(),
  status: z.enum(tenantStatuses),
  template: z.string(),
  cluster: z.string(),
  moving_to: z.string().nullable(),
  created_at: z.string(),
});

export type TenantRecord = {
  id: string;
  name: string;
  displayName: string;
  schemaName: string;
  status: TenantStatus;
  template: string;
  cluster: string;
  /** The cluster `strata tenant move` copies the organisation to; writes wait meanwhile (503). */
  movingTo: string | null;
  createdAt: string;
};

const tenants = platformTable('tenants');
const columns = sql.fragment`id, name, display_name, schema_name, status, template, cluster, moving_to, created_at`;

function toRecord(row: z.infer<typeof tenantRow>): TenantRecord {
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    schemaName: row.schema_name,
    status: row.status,
    template: row.template,
    cluster: row.cluster,
    movingTo: row.moving_to,
    createdAt: row.created_at,
  };
}

export async function findTenantByName(db: Queryable, name: string): Promise<TenantRecord | null> {
  const row = await db.maybeOne(
    sql.type(tenantRow)`SELECT ${columns} FROM ${tenants} WHERE lower(name) = lower(${name})`,
  );
  return row ? toRecord(row) : null;
}

export async function findTenantById(db: Queryable, id: string): Promise<TenantRecord | null> {
  const row = await db.maybeOne(sql.type(tenantRow)`SELECT ${columns} FROM ${tenants} WHERE id = ${id}`);
  return row ? toRecord(row) : null;
}

export async function listTenants(db: Queryable): Promise<TenantRecord[]> {
  const rows = await db.any(sql.type(tenantRow)`SELECT ${columns} FROM ${tenants} ORDER BY name`);
  return rows.map(toRecord);
}

/** Whether any organisation exists (start-up asks this; no need to load them all). */
export async function hasTenants(db: Queryable): Promise<boolean> {
  return db.exists(sql.unsafe`SELECT 1 FROM ${tenants}`);
}

export async function insertTenant(
  db: Queryable,
  tenant: Pick<TenantRecord, 'id' | 'name' | 'displayName' | 'schemaName' | 'template'>,
): Promise<void> {
  await db.query(sql.unsafe`
    INSERT INTO ${tenants} (id, name, display_name, schema_name, template)
    VALUES (${tenant.id}, ${tenant.name}, ${tenant.displayName}, ${tenant.schemaName}, ${tenant.template})`);
}

export async function setTenantStatus(db: Queryable, id: string, status: TenantStatus): Promise<void> {
  await db.query(sql.unsafe`UPDATE ${tenants} SET status = ${status}, updated_at = now() WHERE id = ${id}`);
}

export async function deleteTenantRow(db: Queryable, id: string): Promise<void> {
  await db.query(sql.unsafe`DELETE FROM ${tenants} WHERE id = ${id}`);
}
