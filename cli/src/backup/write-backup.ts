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
import { appliedMigrations, forEachRowBatch, schemaTables, tableRows } from './schema-rows.js';

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
        migrations: await appliedMigrations(trx, tenant.schemaName, tables),
        tables,
        platform: { credentials: await count('credentials'), identities: await count('identities') },
      };
      await write(JSON.stringify(header));
      for (const table of tables) {
        await forEachRowBatch(trx, tableRows(tenant.schemaName, table.name), (rows) =>
          write(`{"t":${JSON.stringify(table.name)},"r":[${rows.join(',')}]}`),
        );
      }
      for (const name of ['credentials', 'identities'] as const) {
        const columns = sql.join(
          platformColumns[name].map((c) => sql.identifier([c])),
          sql.fragment`, `,
        );
        await forEachRowBatch(
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
  const rows = await schemaTables(db, schema, 'position');
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
