import { type FragmentSqlToken, type IdentifierSqlToken, sql } from 'slonik';
import type { FeedCursor } from '../contract/feed.js';

/**
 * The keyset paging both feed streams share (contract/feed.ts feedCursor): rows of `table` in
 * the feed's order, each with its key, and the condition that starts a page after a cursor.
 * Both compare (createdon, id) as a pair, so rows sharing a time are neither repeated nor skipped.
 */

/** The row's key: createdon in UTC to the microsecond, fixed width, then the id. */
export const feedKeySql = (table: IdentifierSqlToken): FragmentSqlToken =>
  sql.fragment`to_char(${table}.createdon AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${table}.id::text`;

/** Rows after the cursor in the feed's order (newest first); nothing without one. */
export const afterCursorSql = (
  table: IdentifierSqlToken,
  cursor: FeedCursor | undefined,
): FragmentSqlToken =>
  cursor
    ? sql.fragment`AND (${table}.createdon, ${table}.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`
    : sql.fragment``;

export const feedOrderSql = (table: IdentifierSqlToken): FragmentSqlToken =>
  sql.fragment`ORDER BY ${table}.createdon DESC, ${table}.id DESC`;

/**
 * A page from rows fetched one beyond the page size: the extra row only says that there is a
 * next page, so the last page is known without asking once more for an empty one.
 */
export function pageOf<T extends { key: string }>(rows: readonly T[], count: number) {
  const items = rows.slice(0, count);
  return { items, next: rows.length > count ? (items.at(-1)?.key ?? null) : null };
}
