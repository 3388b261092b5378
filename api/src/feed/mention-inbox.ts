import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { MentionNotice, readMentionsSchema } from '../contract/feed.js';
import { plainComment } from '../contract/feed.js';
import type { DatabasePool } from '../db/types.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';

/** what an UPDATE ... RETURNING id answers */
const idRow = z.object({ id: z.string() });

const listed = 50;

const mentionRow = z.object({
  id: z.string(),
  activityid: z.string(),
  createdon: z.string(),
  objectname: z.string().nullable(),
  objectid: z.string().nullable(),
  byname: z.string().nullable(),
  body: z.string().nullable(),
  total: z.number(),
});

/**
 * The caller's unread mentions, newest first (the header badge): only those whose comment the
 * caller may read now, so a mention never shows words the caller's rights hide. The record a
 * comment is about is linked with its name only when the caller may read that record.
 */
export async function mentionInbox(
  pool: DatabasePool,
  context: DataContext,
): Promise<{ count: number; items: MentionNotice[] }> {
  const { metadata } = context;
  const schema = metadata.schema;
  const read = recordAccess(context, 'activity', 'read');
  if (!metadata.objects.has('inu_mention') || read.kind === 'none') return { count: 0, items: [] };
  const users = recordAccess(context, 'systemuser', 'read');
  const rows = await pool.any(sql.type(mentionRow)`
    SELECT m.id, m.activityid, m.createdon, m.objectname, m.objectid, u.name AS byname, a.body,
           (count(*) OVER ())::int AS total
    FROM ${sql.identifier([schema, 'inu_mention'])} m
    JOIN ${sql.identifier([schema, 'activity'])} a
      ON a.id = m.activityid AND ${allowedRows(read, sql.identifier(['a']))}
    LEFT JOIN ${sql.identifier([schema, 'systemuser'])} u
      ON u.id = m.createdby AND ${allowedRows(users, sql.identifier(['u']))}
    WHERE m.systemuserid = ${context.userId} AND m.isread = false
    ORDER BY m.createdon DESC, m.id
    LIMIT ${listed}`);
  const labels = await recordLabels(pool, context, rows);
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((row) => {
      const label = row.objectid ? labels.get(row.objectid) : undefined;
      return {
        id: row.id,
        activityId: row.activityid,
        createdon: row.createdon,
        by: row.byname,
        text: plainComment(row.body ?? '').slice(0, 300),
        regarding:
          label !== undefined && row.objectname && row.objectid
            ? { entity: row.objectname, id: row.objectid, label }
            : null,
      };
    }),
  };
}

/** Names of the records the mentions are about, one query per entity, with the caller's rights. */
async function recordLabels(
  pool: DatabasePool,
  context: DataContext,
  rows: readonly z.infer<typeof mentionRow>[],
): Promise<Map<string, string | null>> {
  const byEntity = new Map<string, string[]>();
  for (const row of rows) {
    // only names the metadata knows become identifiers
    if (!row.objectname || !row.objectid || !context.metadata.objects.has(row.objectname)) continue;
    byEntity.set(row.objectname, [...(byEntity.get(row.objectname) ?? []), row.objectid]);
  }
  const labels = new Map<string, string | null>();
  for (const [entity, ids] of byEntity) {
    const access = recordAccess(context, entity, 'read');
    if (access.kind === 'none') continue;
    const found = await pool.any(sql.type(z.object({ id: z.string(), name: z.string().nullable() }))`
      SELECT r.id, r.name FROM ${sql.identifier([context.metadata.schema, entity])} r
      WHERE r.id = ANY(${sql.array([...new Set(ids)], 'uuid')})
        AND ${allowedRows(access, sql.identifier(['r']))}`);
    for (const row of found) labels.set(row.id, row.name);
  }
  return labels;
}

/** Marks the caller's own mentions read (by id, or all on one record); answers how many changed. */
export async function markMentionsRead(
  pool: DatabasePool,
  context: DataContext,
  body: z.infer<typeof readMentionsSchema>,
): Promise<{ read: number }> {
  if (!context.metadata.objects.has('inu_mention')) return { read: 0 };
  const which = [
    ...(body.ids ? [sql.fragment`m.id = ANY(${sql.array(body.ids, 'uuid')})`] : []),
    ...(body.objectId ? [sql.fragment`m.objectid = ${body.objectId}`] : []),
  ];
  const changed = await pool.any(sql.type(idRow)`
    UPDATE ${sql.identifier([context.metadata.schema, 'inu_mention'])} m
    SET isread = true, modifiedon = now(), modifiedby = ${context.userId},
        versionnumber = m.versionnumber + 1
    WHERE m.systemuserid = ${context.userId} AND m.isread = false
      AND (${sql.join(which, sql.fragment` OR `)})
    RETURNING m.id`);
  return { read: changed.length };
}
