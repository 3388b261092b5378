import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import { type LineItemShape, lineItemShape, lineValueProblem } from '../contract/line-items.js';
import type { RecordOperation } from '../contract/records.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { AuditEntry } from './audit-buffer.js';
import type { PreparedValues } from './write-values.js';

/**
 * Product lines on the server (spec 002 sections 3 to 5, issue 21): a line's baseamount and
 * totalamount are computed here whatever the client sent, and the parent's totalamount is the
 * sum of its lines, kept in step in the write's own transaction. A records-layer rule and not
 * a trigger: triggers run after commit, and a total that lags its lines would be wrong.
 */

const shapes = new WeakMap<TenantMetadata, Map<string, LineItemShape | null>>();

/** The entity's line-item shape, worked out once per metadata version. */
export function lineShapeOf(metadata: TenantMetadata, entity: string): LineItemShape | null {
  let cache = shapes.get(metadata);
  if (!cache) {
    cache = new Map();
    shapes.set(metadata, cache);
  }
  if (!cache.has(entity)) {
    cache.set(
      entity,
      lineItemShape(metadata.objects.get(entity), (name) => metadata.objects.get(name)),
    );
  }
  return cache.get(entity) ?? null;
}

/** Refuses a negative quantity or a discount that is not a whole 0..100 %, on create and update. */
export function checkLineValues(metadata: TenantMetadata, entity: string, values: PreparedValues): void {
  if (!lineShapeOf(metadata, entity)) return;
  for (const field of ['quantity', 'discount']) {
    if (!values.has(field)) continue;
    const problem = lineValueProblem(field, values.get(field));
    if (problem) throw new AppError(problem, {}, { field });
  }
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
};

const parentRow = z.object({ parent: z.string().nullable() });
const totalRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  versionnumber: z.number(),
  old: z.number().nullable(),
  total: z.number(),
});

/**
 * Collects, before a batch runs, the parents its line writes affect: the current parent of
 * every line updated or deleted (one query per line entity). `settle` then adds the parents
 * named by creates and updates, recomputes those parents' lines and totals, and answers the
 * audit entries and entities it changed.
 */
export async function lineParentsBefore(
  db: Queryable,
  context: DataContext,
  operations: readonly RecordOperation[],
): Promise<LineSettlement> {
  const parents = new Map<string, { shape: LineItemShape; ids: Set<string> }>();
  const existing = new Map<string, string[]>();
  for (const operation of operations) {
    const shape = lineShapeOf(context.metadata, operation.name);
    if (!shape) continue;
    const entry = parents.get(shape.lineObject) ?? { shape, ids: new Set<string>() };
    parents.set(shape.lineObject, entry);
    const parent = idOf(operation.object[shape.parentField]);
    if (parent && operation.operation !== 'delete') entry.ids.add(parent);
    const id = idOf(operation.object.id);
    if (id && operation.operation !== 'create')
      existing.set(shape.lineObject, [...(existing.get(shape.lineObject) ?? []), id]);
  }
  const schema = context.tenant.schemaName;
  for (const [lineObject, ids] of existing) {
    const entry = parents.get(lineObject);
    if (!entry) continue;
    const rows = await db.any(sql.type(parentRow)`
      SELECT ${sql.identifier([entry.shape.parentField])}::text AS parent
      FROM ${sql.identifier([schema, lineObject])} WHERE id = ANY(${sql.array(ids, 'uuid')})`);
    for (const row of rows) if (row.parent) entry.ids.add(row.parent);
  }
  return new LineSettlement(context, [...parents.values()]);
}

export class LineSettlement {
  constructor(
    private readonly context: DataContext,
    private readonly parents: { shape: LineItemShape; ids: Set<string> }[],
  ) {}

  /** Recomputes the lines of the affected parents and the parents' totals (only rows that differ). */
  async settle(db: Queryable): Promise<{ audit: AuditEntry[]; touched: string[] }> {
    const audit: AuditEntry[] = [];
    const touched: string[] = [];
    const schema = this.context.tenant.schemaName;
    for (const { shape, ids } of this.parents) {
      if (ids.size === 0) continue;
      const parentIds = sql.array([...ids], 'uuid');
      const lines = sql.identifier([schema, shape.lineObject]);
      const parentKey = sql.identifier([shape.parentField]);
      // the same rule as lineAmounts(): cents, the discount a percent of the base amount
      await db.query(sql.unsafe`
        UPDATE ${lines} AS l SET baseamount = a.base, totalamount = round(a.base * (100 - a.discount) / 100, 2)
        FROM (SELECT id, round(coalesce(quantity, 0) * coalesce(priceperunit, 0), 2) AS base,
                     coalesce(discount, 0) AS discount
              FROM ${lines} WHERE ${parentKey} = ANY(${parentIds})) AS a
        WHERE l.id = a.id AND (l.baseamount IS DISTINCT FROM a.base
          OR l.totalamount IS DISTINCT FROM round(a.base * (100 - a.discount) / 100, 2))`);
      const parent = sql.identifier([schema, shape.parentObject]);
      const rows = await db.any(sql.type(totalRow)`
        UPDATE ${parent} AS p SET totalamount = s.total, versionnumber = p.versionnumber + 1,
          modifiedon = now(), modifiedby = ${this.context.userId}
        FROM (SELECT q.id, q.totalamount AS old,
                     coalesce((SELECT sum(l.totalamount) FROM ${lines} AS l WHERE l.${parentKey} = q.id), 0) AS total
              FROM ${parent} AS q WHERE q.id = ANY(${parentIds})) AS s
        WHERE p.id = s.id AND p.totalamount IS DISTINCT FROM s.total
        RETURNING p.id::text AS id, p.name AS name, p.versionnumber AS versionnumber,
          s.old::float8 AS old, s.total::float8 AS total`);
      if (rows.length > 0) touched.push(shape.parentObject);
      touched.push(shape.lineObject);
      for (const row of rows) {
        audit.push({
          logicalname: shape.parentObject,
          objectid: row.id,
          operation: 'update',
          name: row.name,
          body: {
            changes: { totalamount: { old: row.old, new: row.total } },
            versionnumber: row.versionnumber,
          },
        });
      }
    }
    return { audit, touched };
  }
}
