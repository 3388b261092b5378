import { allowLongStatements } from '@strata/api/db/long-statements';
import type { Queryable } from '@strata/api/db/types';
import { migrateTenantSchema } from '@strata/api/migrations/tenant-migrator';
import { sql } from 'slonik';
import { z } from 'zod';
import { insertRows, makePrivateTables, rebuildStructure } from '../backup/restore-backup.js';
import { appliedMigrations, forEachRowBatch, schemaTables, tableRows } from '../backup/schema-rows.js';

/** A table of the organisation's schema: its columns (by name) and what it holds. */
export type TableDigest = {
  name: string;
  columns: { name: string; type: string }[];
  rows: number;
  checksum: string;
};

/** Why a copy is not the same as its source: nothing was switched. */
export class CopyMismatchError extends Error {}

/**
 * Every table of `schema` with its row count and a checksum: the md5 of the sorted md5s of
 * every row's text, with the columns in name order (so a column's place in the table, which
 * differs when the DDL engine rebuilds it, does not matter). Text output of every type Strata
 * uses is the same on any PostgreSQL version in a UTC session.
 */
export async function digestSchema(db: Queryable, schema: string): Promise<TableDigest[]> {
  const tables = await schemaTables(db, schema, 'name');
  const digests: TableDigest[] = [];
  for (const table of tables) {
    const row = sql.join(
      table.columns.map((c) => sql.identifier(['t', c.name])),
      sql.fragment`, `,
    );
    const digest = await db.one(sql.type(z.object({ n: z.number(), checksum: z.string() }))`
      SELECT count(*)::int AS n,
             coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS checksum
      FROM (SELECT md5(ROW(${row})::text) AS h FROM ${sql.identifier([schema, table.table])} t) rows`);
    digests.push({ name: table.table, columns: table.columns, rows: digest.n, checksum: digest.checksum });
  }
  return digests;
}

/**
 * Copies the organisation's schema from `source` (a transaction that already holds the
 * schema's tables locked) into `target` (a transaction on the other cluster): the schema is
 * rebuilt by Strata's tenant migrations and DDL engine (as a restore does), the rows are copied
 * in batches of 500, then every table's columns, row count and checksum on the target are
 * compared with the source's. Any difference throws, and the caller rolls the target back.
 */
export async function copyTenantSchema(
  source: Queryable,
  target: Queryable,
  tenant: { id: string; schemaName: string },
  sourceDigest: TableDigest[],
): Promise<void> {
  const schema = tenant.schemaName;
  await allowLongStatements(target);
  await target.query(sql.unsafe`CREATE SCHEMA ${sql.identifier([schema])}`);
  const last = (await appliedMigrations(source, schema, sourceDigest)).at(-1);
  if (last) await migrateTenantSchema(target, schema, { to: last });
  const metadataRows = await readAll(source, schema, 'inu_metadata');
  await rebuildStructure(target, schema, metadataRows);
  await makePrivateTables(
    target,
    schema,
    sourceDigest.map((table) => table.name),
  );
  const tables = new Map(
    sourceDigest.map((t) => [t.name, { name: t.name, columns: t.columns, rows: t.rows }]),
  );
  for (const table of sourceDigest) {
    await forEachRowBatch(source, tableRows(schema, table.name), (rows) =>
      insertRows(target, schema, table.name, rows.map(parseRow), tables),
    );
  }
  const copied = new Map((await digestSchema(target, schema)).map((t) => [t.name, t]));
  for (const table of sourceDigest) {
    const other = copied.get(table.name);
    if (!other) throw new CopyMismatchError(`${table.name} is missing on the target`);
    if (JSON.stringify(other.columns) !== JSON.stringify(table.columns)) {
      throw new CopyMismatchError(`${table.name} has other columns on the target`);
    }
    if (other.rows !== table.rows || other.checksum !== table.checksum) {
      throw new CopyMismatchError(
        `${table.name}: ${other.rows} rows (checksum ${other.checksum.slice(0, 8)}) on the target, ${table.rows} (${table.checksum.slice(0, 8)}) on the source`,
      );
    }
  }
}

const parseRow = (row: string) => JSON.parse(row) as Record<string, unknown>;

async function readAll(db: Queryable, schema: string, table: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  await forEachRowBatch(db, tableRows(schema, table), async (batch) => {
    rows.push(...batch.map(parseRow));
  });
  return rows;
}
