import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import { type FeedPage, type feedActivitiesQuerySchema, feedActivityColumns } from '../contract/feed.js';
import type { DatabasePool } from '../db/types.js';
import { forbidden } from '../errors/common-errors.js';
import { readAccessResolver, recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { fetchRecords } from '../query/compile-fetch.js';
import { afterCursorSql, feedKeySql, feedOrderSql, pageOf } from './feed-keyset.js';
import { metadataError } from './feed-metadata.js';

type Query = z.infer<typeof feedActivitiesQuerySchema>;

const keyRow = z.object({ id: z.string(), key: z.string() });

/**
 * A page of the activities regarding a record, newest first (the feed's comments, reminders and
 * other activities). The page is chosen by keyset on (createdon, id) here, since the fetch query
 * can neither compare ids nor return a time to the microsecond; its rows are then read through
 * the fetch compiler, so lookups carry their labels and the caller's read rights apply exactly
 * as on /api/fetch (both statements filter by them).
 */
export async function activityPage(
  pool: DatabasePool,
  context: DataContext,
  query: Query,
): Promise<FeedPage<Record<string, unknown>>> {
  const { metadata } = context;
  const properties = metadata.properties.get('activity');
  if (!properties?.has('regardingobjectid')) throw metadataError('activity');
  const read = recordAccess(context, 'activity', 'read');
  if (read.kind === 'none') throw forbidden({ object: 'activity' });
  const table = sql.identifier(['a']);
  const keys = await pool.any(sql.type(keyRow)`
    SELECT a.id, ${feedKeySql(table)} AS key
    FROM ${sql.identifier([metadata.schema, 'activity'])} a
    WHERE a.regardingobjectid = ${query.id} AND ${allowedRows(read, table)}
      ${afterCursorSql(table, query.cursor)}
    ${feedOrderSql(table)}
    LIMIT ${query.count + 1}`);
  const page = pageOf(keys, query.count);
  if (page.items.length === 0) return { items: [], next: null };
  const rows = await fetchRecords(
    pool,
    {
      entity: {
        name: 'activity',
        attributes: feedActivityColumns
          .filter((name) => properties.has(name))
          .map((attribute) => ({ attribute })),
        filter: { conditions: [{ attribute: 'id', operator: 'in', value: page.items.map((row) => row.id) }] },
      },
      count: page.items.length,
    },
    { metadata, access: readAccessResolver(context) },
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  // in the page's order; a row deleted between the two statements is simply gone
  const items = page.items.flatMap((row) => {
    const values = byId.get(row.id);
    return values ? [{ ...values, key: row.key }] : [];
  });
  return { items, next: page.next };
}
