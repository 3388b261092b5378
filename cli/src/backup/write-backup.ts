import { once } from 'node:events';
import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import type { ClusterPools } from '@strata/api/db/cluster-pools';
import { platformTable } from '@strata/api/db/platform-table';
import type { Queryable } from '@strata/api/db/types';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { sql } from 'slonik';
import { z } from 'zod';
import {
  type BackupHeader,
  type BackupTable,
  backupFormat,
  backupFormatVersion,
  platformColumns,
} from './backup-format.js';

/** Why a backup file cannot be written or read; reported with the file's name. */
export class BackupFileError extends Error {}

/**
 * Writes one organisation (its schema's tables and rows, its registry entry, its credentials and
 * identities) to a backup file, read in one REPEATABLE READ snapshot so counts and rows agree.
 * The file appears only when complete (written as file.partial, then renamed); an existing
 * file is never overwritten. Nothing of any other organisation is read.
 */
export async function writeBackup(
  clusters: ClusterPools,
  organization: string,
  file: string,
): Promise<BackupHeader> {
  if (existsSync(file)) throw new BackupFileError(`${file} already exists: choose another file name`);
  const tenant = await requireTenant(clusters.main, organization);
  // the schema and the organisation's credentials and identities are on its cluster
  const pool = await clusters.forTenant(tenant);
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  let lines = 0;
  const write = async (value: string) => {
    lines++;
    if (!gzip.write(`${value}\n`)) await once(gzip, 'drain');
  };
  try {
    const header = await pool.transaction(async (trx) => {
      await trx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const tables = await describeTables(trx, tenant.schemaName);
      const count = (table: 'credentials' | 'identities') =>
        trx.oneFirst(sql.type(z.object({ n: z.number() }))`
          SELECT count(*)::int AS n FROM ${platformTable(table)} WHERE tenant_id = ${tenant.id}`);
      const header: BackupHeader = {
        format: backupFormat,
        formatVersion: backupFormatVersion,
        createdAt: new Date().toISOString(),
        serverVersion: await trx.oneFirst(
          sql.type(z.object({ v: z.string() }))`SELECT current_setting('server_version') AS v`,
        ),
        tenant: {
          id: tenant.id,
          name: tenant.name,
          displayName: tenant.displayName,
          template: tenant.template,
          status: tenant.status,
          cluster: tenant.cluster,
          createdAt: tenant.createdAt,
          schemaName: tenant.schemaName,
        },
        migrations: tables.some((t) => t.name === '_migrations')
          ? [
              ...(await trx.anyFirst(
                sql.type(
                  z.object({ name: z.string() }),
                )`SELECT name FROM ${sql.identifier([tenant.schemaName, '_migrations'])} ORDER BY name`,
              )),
            ]
          : [],
        tables,
        platform: { credentials: await count('credentials'), identities: await count('identities') },
      };
      await write(JSON.stringify(header));
      for (const table of tables) {
        await streamRows(
          trx,
          sql.fragment`SELECT row_to_json(t)::text AS row FROM ${sql.identifier([tenant.schemaName, table.name])} t`,
          (rows) => write(`{"t":${JSON.stringify(table.name)},"r":[${rows.join(',')}]}`),
        );
      }
      for (const name of ['credentials', 'identities'] as const) {
        const columns = sql.join(
          platformColumns[name].map((c) => sql.identifier([c])),
          sql.fragment`, `,
        );
        await streamRows(
          trx,
          sql.fragment`SELECT row_to_json(t)::text AS row FROM (SELECT ${columns} FROM ${platformTable(name)} WHERE tenant_id = ${tenant.id}) t`,
          (rows) => write(`{"p":"${name}","r":[${rows.join(',')}]}`),
        );
      }
      return header;
    });
    await write(JSON.stringify({ end: true, lines: lines + 1 }));
    gzip.end();
    await once(out, 'close');
    renameSync(partial, file);
    return header;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The schema's tables with their columns, inu_metadata first (restore needs it before the rest). */
async function describeTables(db: Queryable, schema: string): Promise<BackupTable[]> {
  const rows = await db.any(sql.type(
    z.object({ table: z.string(), columns: z.array(z.object({ name: z.string(), type: z.string() })) }),
  )`
    SELECT c.relname AS table,
           json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = ${schema} AND c.relkind = 'r'
    GROUP BY c.relname
    ORDER BY c.relname <> 'inu_metadata', c.relname`);
  const tables: BackupTable[] = [];
  for (const row of rows) {
    const count = await db.oneFirst(
      sql.type(
        z.object({ n: z.number() }),
      )`SELECT count(*)::int AS n FROM ${sql.identifier([schema, row.table])}`,
    );
    tables.push({ name: row.table, columns: row.columns, rows: count });
  }
  return tables;
}

/** Reads a query's rows through a cursor, 500 rows at a time, so a large table never sits in memory. */
async function streamRows(
  db: Queryable,
  query: ReturnType<typeof sql.fragment>,
  onBatch: (rows: readonly string[]) => Promise<void>,
): Promise<void> {
  await db.query(sql.unsafe`DECLARE strata_backup NO SCROLL CURSOR FOR ${query}`);
  for (;;) {
    const rows = await db.anyFirst(sql.type(z.object({ row: z.string() }))`FETCH 500 FROM strata_backup`);
    if (rows.length === 0) break;
    await onBatch(rows);
  }
  await db.query(sql.unsafe`CLOSE strata_backup`);
}
