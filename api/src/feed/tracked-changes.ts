import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { TrackedChange, trackedChangesQuerySchema } from '../contract/feed.js';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';

type Query = z.infer<typeof trackedChangesQuerySchema>;

const auditRow = z.object({
  id: z.string(),
  createdon: z.string(),
  createdby: z.string().nullable(),
  byname: z.string().nullable(),
  body: z.string().nullable(),
});

/**
 * The changes of a record's tracked fields, read from its audit rows (Odoo's chatter shows
 * these among the comments). The audit entity's own read right is not needed: the feed shows
 * only changes of fields the caller can read now, on a record the caller can read, which is
 * the history of what the form already shows them. Strata has no field-level security yet, so
 * "fields the caller can read" is every field the entity's metadata has; unknown names are
 * refused rather than ignored so a typo in a form's `tracked` list shows.
 * Who made a change is named only when the caller may read that user (as lookup labels are).
 */
export async function trackedChanges(
  pool: DatabasePool,
  context: DataContext,
  query: Query,
): Promise<TrackedChange[]> {
  const { metadata } = context;
  const object = metadata.objects.get(query.entity);
  const properties = metadata.properties.get(query.entity);
  if (!object || !properties) throw new AppError('ERR_OBJECT_NOT_FOUND', { name: query.entity });
  const unknown = query.fields.find((field) => !properties.has(field));
  if (unknown) throw new AppError('ERR_FIELD_NOT_FOUND', { name: unknown }, { object: query.entity });

  const read = recordAccess(context, query.entity, 'read');
  if (read.kind === 'none') throw new AppError('ERR_FORBIDDEN', {}, { object: query.entity });
  const schema = metadata.schema;
  const record = sql.identifier(['r']);
  const visible = await pool.maybeOneFirst(sql.unsafe`
    SELECT 1 FROM ${sql.identifier([schema, query.entity])} r
    WHERE r.id = ${query.id} AND ${allowedRows(read, record)}`);
  if (visible === null) throw new AppError('ERR_RECORD_NOT_FOUND', {}, { id: query.id });

  const users = recordAccess(context, 'systemuser', 'read');
  const fields = sql.array(query.fields, 'text');
  const rows = await pool.any(sql.type(auditRow)`
    SELECT a.id, a.createdon, a.createdby, u.name AS byname, a.body
    FROM ${sql.identifier([schema, 'audit'])} a
    LEFT JOIN ${sql.identifier([schema, 'systemuser'])} u
      ON u.id = a.createdby AND ${allowedRows(users, sql.identifier(['u']))}
    WHERE a.logicalname = ${query.entity} AND a.objectid = ${query.id} AND a.operation = 'update'
      ${query.before ? sql.fragment`AND a.createdon < ${query.before}::timestamptz` : sql.fragment``}
      AND jsonb_exists_any(a.body::jsonb -> 'changes', ${fields})
    ORDER BY a.createdon DESC, a.id DESC
    LIMIT ${query.count}`);

  const tracked = new Set(query.fields);
  return rows.map((row) => {
    const body = JSON.parse(row.body ?? '{}') as { changes?: Record<string, { old: unknown; new: unknown }> };
    const changes = Object.entries(body.changes ?? {})
      .filter(([field]) => tracked.has(field))
      .map(([field, change]) => ({ field, old: change.old ?? null, new: change.new ?? null }));
    return { id: row.id, createdon: row.createdon, by: { id: row.createdby, name: row.byname }, changes };
  });
}
