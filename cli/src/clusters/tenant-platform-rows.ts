import { allowLongStatements } from '@strata/api/db/long-statements';
import { type PlatformTable, platformTable } from '@strata/api/db/platform-table';
import type { Queryable } from '@strata/api/db/types';
import { sql } from 'slonik';
import { z } from 'zod';

/** The per-organisation rows of the platform schema that live where the organisation lives. */
export const movingPlatformTables = [
  'credentials',
  'identities',
  'magic_links',
  'idempotency_keys',
] as const satisfies readonly PlatformTable[];

/**
 * The organisation's registry row on a cluster other than the main one: it only anchors the
 * foreign keys of its platform rows there (credentials, app errors); the main registry is the
 * truth. Its name is the schema name, which cannot collide with an organisation's.
 */
export async function anchorTenantRow(
  target: Queryable,
  tenant: { id: string; schemaName: string; template: string; displayName: string },
): Promise<void> {
  await target.query(sql.unsafe`
    INSERT INTO ${platformTable('tenants')} (id, name, display_name, schema_name, template)
    VALUES (${tenant.id}, ${tenant.schemaName}, ${tenant.displayName}, ${tenant.schemaName}, ${tenant.template})
    ON CONFLICT (id) DO NOTHING`);
}

/** The organisation's registry row (a copy keeping the platform's foreign keys) and its platform rows. */
export async function copyPlatformRows(
  source: Queryable,
  target: Queryable,
  tenant: { id: string; schemaName: string; template: string; displayName: string },
): Promise<void> {
  await anchorTenantRow(target, tenant);
  for (const name of movingPlatformTables) {
    const table = platformTable(name);
    const rows = await source.anyFirst(sql.type(z.object({ row: z.string() }))`
      SELECT row_to_json(t)::text AS row FROM ${table} t WHERE tenant_id = ${tenant.id}`);
    if (rows.length === 0) continue;
    await target.query(sql.unsafe`
      INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, ${`[${rows.join(',')}]`}::jsonb)`);
  }
}

/**
 * Removes an organisation's copy from a cluster: its schema and platform rows, and the registry
 * row only where it is a copy (on the default cluster it is the registry itself).
 */
export async function dropTenantCopy(
  db: Queryable,
  tenant: { id: string; schemaName: string },
  options: { keepRegistryRow: boolean },
): Promise<void> {
  await allowLongStatements(db);
  await db.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([tenant.schemaName])} CASCADE`);
  for (const name of movingPlatformTables) {
    await db.query(sql.unsafe`DELETE FROM ${platformTable(name)} WHERE tenant_id = ${tenant.id}`);
  }
  if (!options.keepRegistryRow) {
    await db.query(
      sql.unsafe`DELETE FROM ${platformTable('tenants')} WHERE id = ${tenant.id} AND name = ${tenant.schemaName}`,
    );
  }
}
