import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { FeedPage, TrackedChange, trackedChangesQuerySchema } from '../contract/feed.js';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { forbidden, objectNotFound, recordNotFound } from '../errors/common-errors.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { afterCursorSql, feedKeySql, feedOrderSql, pageOf } from './feed-keyset.js';

type Query = z.infer<typeof trackedChangesQuerySchema>;

/** the record is there and readable: one row holding 1 */
const oneRow = z.object({ one: z.number() });

const auditRow = z.object({
  id: z.string(),
  key: z.string(),
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
 * Paged by keyset on (createdon, id) like the activities (feed-keyset.ts): a mass edit writes
 * its audit rows in one transaction, all at one time.
 */
export async function trackedChanges(
  pool: DatabasePool,
  context: DataContext,
  query: Query,
): Promise<FeedPage<TrackedChange>> {
  const { metadata } = context;
  const object = metadata.objects.get(query.entity);
  const properties = metadata.properties.get(query.entity);
  if (!object || !properties) throw objectNotFound(query.entity);
  const unknown = query.fields.find((field) => !properties.has(field));
  if (unknown) throw new AppError('ERR_FIELD_NOT_FOUND', { name: unknown }, { object: query.entity });

  const read = recordAccess(context, query.entity, 'read');
  if (read.kind === 'none') throw forbidden({ object: query.entity });
  const schema = metadata.schema;
  const record = sql.identifier(['r']);
  const visible = await pool.maybeOneFirst(sql.type(oneRow)`
    SELECT 1 AS one FROM ${sql.identifier([schema, query.entity])} r
    WHERE r.id = ${query.id} AND ${allowedRows(read, record)}`);
  if (visible === null) throw recordNotFound({ id: query.id });

  const users = recordAccess(context, 'systemuser', 'read');
  const fields = sql.array(query.fields, 'text');
  const audit = sql.identifier(['a']);
  const rows = await pool.any(sql.type(auditRow)`
    SELECT a.id, ${feedKeySql(audit)} AS key, a.createdon, a.createdby, u.name AS byname, a.body
    FROM ${sql.identifier([schema, 'audit'])} a
    LEFT JOIN ${sql.identifier([schema, 'systemuser'])} u
      ON u.id = a.createdby AND ${allowedRows(users, sql.identifier(['u']))}
    WHERE a.logicalname = ${query.entity} AND a.objectid = ${query.id} AND a.operation = 'update'
      ${afterCursorSql(audit, query.cursor)}
      AND jsonb_exists_any(a.body::jsonb -> 'changes', ${fields})
    ${feedOrderSql(audit)}
    LIMIT ${query.count + 1}`);

  const tracked = new Set(query.fields);
  const page = pageOf(rows, query.count);
  const items = page.items.map((row) => {
    const body = JSON.parse(row.body ?? '{}') as { changes?: Record<string, { old: unknown; new: unknown }> };
    const changes = Object.entries(body.changes ?? {})
      .filter(([field]) => tracked.has(field))
      .map(([field, change]) => ({ field, old: change.old ?? null, new: change.new ?? null }));
    return {
      id: row.id,
      key: row.key,
      createdon: row.createdon,
      by: { id: row.createdby, name: row.byname },
      changes,
    };
  });
  return { items, next: page.next };
}
