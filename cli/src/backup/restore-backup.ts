import { randomUUID } from 'node:crypto';
import type { ObjectDefinition } from '@strata/api/contract/metadata';
import { objectSchema } from '@strata/api/contract/metadata';
import { platformTable } from '@strata/api/db/platform-table';
import type { DatabasePool, Queryable } from '@strata/api/db/types';
import { addProperty } from '@strata/api/ddl/add-property';
import { createObject } from '@strata/api/ddl/create-object';
import { channels, type EventBus } from '@strata/api/events/event-bus';
import { ensureTokenCacheTable } from '@strata/api/integrations/microsoft/token-cache-table';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { loadTenantMigrations } from '@strata/api/migrations/load-migration-files';
import { migrateTenantSchema } from '@strata/api/migrations/tenant-migrator';
import { validateOrganizationName } from '@strata/api/provisioning/provision-tenant';
import { defaultCluster, setTenantCluster } from '@strata/api/tenancy/cluster-registry';
import { schemaNameForTenant } from '@strata/api/tenancy/schema-name';
import { findTenantByName, insertTenant, setTenantStatus } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { z } from 'zod';
import { anchorTenantRow, dropTenantCopy } from '../clusters/tenant-platform-rows.js';
import { type BackupHeader, platformColumns } from './backup-format.js';
import { readBackup } from './read-backup.js';
import { openRestoreTarget } from './restore-target.js';
import { BackupFileError } from './write-backup.js';

export type RestoreResult = {
  organization: string;
  schema: string;
  cluster: string;
  from: string;
  records: Record<string, number>;
};

/**
 * Restores a backup as a new organisation (its own name, or `as`) on a cluster (`cluster`,
 * else the one the backup's organisation was on): the registry row on the main server (a new
 * id, so a new schema) in one transaction, and inside it one on the cluster: the schema
 * rebuilt by Strata's own migrations and DDL engine from the backup's metadata, every row,
 * credentials and identities (they live where the organisation lives); then every table's
 * columns and row count are compared with the backup's header, and the schema is migrated to
 * this release. On the main server both are one transaction. Any failure leaves nothing
 * behind (a copy committed on the cluster when the registry's commit then fails is dropped);
 * an existing organisation is never touched.
 */
export async function restoreBackup(
  pool: DatabasePool,
  bus: EventBus,
  file: string,
  options: { as?: string; cluster?: string } = {},
): Promise<RestoreResult> {
  const lines = readBackup(file);
  const first = await lines.next();
  if (first.done || !('header' in first.value)) throw new BackupFileError(`${file} has no header`);
  const { header } = first.value;
  const name = validateOrganizationName(options.as ?? header.tenant.name);
  if (await findTenantByName(pool, name)) {
    throw new BackupFileError(
      `The organization ${name} already exists: restore under another name with --as <organization> (nothing was changed).`,
    );
  }
  const known = new Set(loadTenantMigrations().map((m) => m.name));
  const unknown = header.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) {
    throw new BackupFileError(
      `${file} was made by a newer Strata (migrations ${unknown.join(', ')} are unknown here)`,
    );
  }
  const tenantId = randomUUID();
  const schema = schemaNameForTenant(tenantId);
  const target = await openRestoreTarget(pool, options.cluster ?? header.tenant.cluster);
  const entry = {
    id: tenantId,
    name,
    displayName: header.tenant.displayName,
    schemaName: schema,
    template: header.tenant.template,
  };
  const build = (trx: Queryable) => buildSchema(trx, lines, { file, header, tenantId, schema });
  try {
    await pool.transaction(async (registry) => {
      await insertTenant(registry, entry);
      if (target.cluster !== defaultCluster) await setTenantCluster(registry, tenantId, target.cluster);
      if (header.tenant.status === 'suspended') await setTenantStatus(registry, tenantId, 'suspended');
      if (target.pool === pool) return build(registry);
      await target.pool.transaction(async (trx) => {
        await anchorTenantRow(trx, entry);
        await build(trx);
      });
    });
  } catch (error) {
    if (target.pool !== pool)
      await dropTenantCopy(target.pool, entry, { keepRegistryRow: false }).catch(() => undefined);
    throw error;
  } finally {
    await target.close();
  }
  await bus.publish(channels.tenants, { name });
  return {
    organization: name,
    schema,
    cluster: target.cluster,
    from: header.tenant.name,
    records: Object.fromEntries(header.tables.map((table) => [table.name, table.rows])),
  };
}

/** The schema, its rows and the platform rows, on the cluster's connection `trx`, verified and migrated. */
async function buildSchema(
  trx: Queryable,
  lines: ReturnType<typeof readBackup>,
  at: { file: string; header: BackupHeader; tenantId: string; schema: string },
): Promise<void> {
  const { file, header, tenantId, schema } = at;
  await trx.query(sql.unsafe`CREATE SCHEMA ${sql.identifier([schema])}`);
  const last = header.migrations.at(-1);
  if (last) await migrateTenantSchema(trx, schema, { to: last });
  const tables = new Map(header.tables.map((table) => [table.name, table]));
  let built = false;
  const metadataRows: Record<string, unknown>[] = [];
  for (;;) {
    const next = await lines.next();
    if (next.done) break;
    const line = next.value;
    if ('header' in line) throw new BackupFileError(`${file} has two headers`);
    if ('t' in line && line.t === 'inu_metadata') {
      metadataRows.push(...line.r);
      continue;
    }
    if (!built) {
      await rebuildStructure(trx, schema, metadataRows);
      await makePrivateTables(trx, schema, tables.keys());
      await insertRows(trx, schema, 'inu_metadata', metadataRows, tables);
      built = true;
    }
    if ('t' in line) await insertRows(trx, schema, line.t, line.r, tables);
    else await insertPlatformRows(trx, line.p, tenantId, line.r);
  }
  if (!built) throw new BackupFileError(`${file} holds no rows`);
  await verify(trx, schema, header);
  await migrateTenantSchema(trx, schema);
}

/**
 * Makes the migrated schema hold every table and column of the backup: objects the migrations
 * did not create are created, properties added since are added, both through the DDL engine.
 * Then every table is emptied: the backup's rows (metadata included) replace what this wrote.
 */
export async function rebuildStructure(
  db: Queryable,
  schema: string,
  metadataRows: Record<string, unknown>[],
): Promise<void> {
  const current = new Map((await loadObjectDefinitions(db, schema)).map((o) => [o.logicalName, o]));
  const wanted: ObjectDefinition[] = metadataRows.map((row) =>
    objectSchema.parse(JSON.parse(String(row.body))),
  );
  for (const object of wanted) {
    let existing = current.get(object.logicalName);
    if (!existing) {
      await createObject(db, schema, object, null);
      continue;
    }
    for (const property of object.properties) {
      if (!existing.properties.some((p) => p.logicalName === property.logicalName)) {
        existing = await addProperty(db, schema, existing, property, null);
      }
    }
  }
  const tables = await db.anyFirst(sql.type(z.object({ relname: z.string() }))`
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind = 'r' ORDER BY c.relname`);
  for (const table of tables) await db.query(sql.unsafe`DELETE FROM ${sql.identifier([schema, table])}`);
}

/**
 * The schema's private tables that are made on first use, not by a migration or the DDL engine
 * (so rebuildStructure does not make them): made when a backup or a moved schema has them.
 */
const privateTables = new Map<string, (db: Queryable, schema: string) => Promise<void>>([
  ['_microsoft_tokens', ensureTokenCacheTable],
]);

export async function makePrivateTables(
  db: Queryable,
  schema: string,
  names: Iterable<string>,
): Promise<void> {
  for (const name of names) await privateTables.get(name)?.(db, schema);
}

export async function insertRows(
  db: Queryable,
  schema: string,
  table: string,
  rows: Record<string, unknown>[],
  tables: Map<string, BackupHeader['tables'][number]>,
): Promise<void> {
  const described = tables.get(table);
  if (!described)
    throw new BackupFileError(`the backup has rows for ${table}, which its header does not list`);
  if (rows.length === 0) return;
  const target = sql.identifier([schema, table]);
  const columns = sql.join(
    described.columns.map((c) => sql.identifier([c.name])),
    sql.fragment`, `,
  );
  await db.query(sql.unsafe`
    INSERT INTO ${target} (${columns})
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${target}, ${JSON.stringify(rows)}::jsonb)`);
}

async function insertPlatformRows(
  db: Queryable,
  name: keyof typeof platformColumns,
  tenantId: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const table = platformTable(name);
  const columns = sql.join(
    platformColumns[name].map((c) => sql.identifier([c])),
    sql.fragment`, `,
  );
  await db.query(sql.unsafe`
    INSERT INTO ${table} (tenant_id, ${columns})
    SELECT ${tenantId}, ${columns} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(rows)}::jsonb)`);
}

/** Every table of the backup exists with the same column types and holds the same number of rows. */
async function verify(db: Queryable, schema: string, header: BackupHeader): Promise<void> {
  for (const table of header.tables) {
    const columns = await db.any(sql.type(z.object({ name: z.string(), type: z.string() }))`
      SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
      FROM pg_attribute a WHERE a.attrelid = to_regclass(${`${schema}.${table.name}`}) AND a.attnum > 0 AND NOT a.attisdropped`);
    const types = new Map(columns.map((c) => [c.name, c.type]));
    for (const column of table.columns) {
      if (types.get(column.name) !== column.type) {
        throw new BackupFileError(
          `restored ${table.name}.${column.name} is ${types.get(column.name) ?? 'missing'}, the backup has ${column.type}: nothing was restored`,
        );
      }
    }
    const count = await db.oneFirst(
      sql.type(
        z.object({ n: z.number() }),
      )`SELECT count(*)::int AS n FROM ${sql.identifier([schema, table.name])}`,
    );
    if (count !== table.rows) {
      throw new BackupFileError(
        `restored ${table.name} has ${count} rows, the backup ${table.rows}: nothing was restored`,
      );
    }
  }
}
