import { feedPageSize } from '@strata/api/contract/comment-text';
import { feedActivityColumns } from '@strata/api/contract/feed';
import { type RecordValues, retrieveMultiple } from '../data/data-api';
import type { FeedPageOf } from './feed-merge';

/**
 * The feed's activities while working offline (issue 27), from the offline cache: the keyset
 * paging of GET /api/feed/activities over the record's cached activities. The cache keeps times
 * to the millisecond, so a key's microseconds are zeros here; that only moves an item down
 * within its millisecond, so nothing past a cursor taken online is skipped, and what comes
 * again is dropped by id (feed-merge.ts appendPage). The rows come keyed, as the server's do.
 */
export async function offlineActivities(
  recordId: string,
  cursor: string | undefined,
): Promise<FeedPageOf<RecordValues & { key: string }>> {
  const rows = await retrieveMultiple({
    entity: {
      name: 'activity',
      attributes: feedActivityColumns.map((attribute) => ({ attribute })),
      filter: { conditions: [{ attribute: 'regardingobjectid', operator: 'eq', value: recordId }] },
    },
  });
  const after = rows
    .map((row) => ({ ...row, key: `${String(row.createdon ?? '').slice(0, 23)}000Z_${String(row.id)}` }))
    .filter((item) => !cursor || item.key < cursor)
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const items = after.slice(0, feedPageSize);
  return { items, next: after.length > feedPageSize ? (items.at(-1)?.key ?? null) : null };
}
