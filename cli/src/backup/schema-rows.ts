import type { Queryable } from '@strata/api/db/types';
import { type FragmentSqlToken, sql } from 'slonik';
import { z } from 'zod';

/** A table of an organisation's schema with its columns (name and SQL type). */
export type SchemaTable = { table: string; columns: { name: string; type: string }[] };

/**
 * The tables of `schema` with their columns, inu_metadata first (a restore or a copy needs the
 * metadata before the rest). Columns in table order for a backup (its rows are written that
 * way), or by name where two copies of a table are compared (the DDL engine may place a
 * column elsewhere when it rebuilds a table).
 */
export async function schemaTables(
  db: Queryable,
  schema: string,
  columnOrder: 'position' | 'name',
): Promise<readonly SchemaTable[]> {
  const order = columnOrder === 'position' ? sql.fragment`a.attnum` : sql.fragment`a.attname`;
  return db.any(sql.type(
    z.object({ table: z.string(), columns: z.array(z.object({ name: z.string(), type: z.string() })) }),
  )`
    SELECT c.relname AS table,
           json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY ${order}) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = ${schema} AND c.relkind = 'r'
    GROUP BY c.relname
    ORDER BY c.relname <> 'inu_metadata', c.relname`);
}

/** The tenant migrations applied to `schema`, in order (none when it has no _migrations table). */
export async function appliedMigrations(
  db: Queryable,
  schema: string,
  tables: readonly { name: string }[],
): Promise<string[]> {
  if (!tables.some((t) => t.name === '_migrations')) return [];
  return [
    ...(await db.anyFirst(
      sql.type(
        z.object({ name: z.string() }),
      )`SELECT name FROM ${sql.identifier([schema, '_migrations'])} ORDER BY name`,
    )),
  ];
}

/**
 * A query's rows as JSON text (the query selects one `row` column, row_to_json(t)::text),
 * through a cursor 500 at a time, so a large table never sits in memory. Not to be nested on
 * one connection (one cursor name).
 */
export async function forEachRowBatch(
  db: Queryable,
  query: FragmentSqlToken,
  onBatch: (rows: readonly string[]) => Promise<void>,
): Promise<void> {
  await db.query(sql.unsafe`DECLARE strata_rows NO SCROLL CURSOR FOR ${query}`);
  for (;;) {
    const rows = await db.anyFirst(sql.type(z.object({ row: z.string() }))`FETCH 500 FROM strata_rows`);
    if (rows.length === 0) break;
    await onBatch(rows);
  }
  await db.query(sql.unsafe`CLOSE strata_rows`);
}

/** Every row of a table as JSON text, for forEachRowBatch. */
export const tableRows = (schema: string, table: string) =>
  sql.fragment`SELECT row_to_json(t)::text AS row FROM ${sql.identifier([schema, table])} t`;
