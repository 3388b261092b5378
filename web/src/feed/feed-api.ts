import type { FeedPage, MentionNotice, TrackedChange } from '@strata/api/contract/feed';
import { apiRequest, getJson } from '../api/http';
import { type RecordValues, retrieveMultiple } from '../data/data-api';
import { isWorkingOffline } from '../offline/mode/working-offline';
import type { FeedPageOf } from './feed-merge';

/** A feed item from the activity entity (a comment, a reminder, any activity about the record). */
export type FeedActivity = RecordValues & { id: string; at: string; key: string };
/** A tracked change from the audit log. */
export type FeedChange = TrackedChange & { at: string };

/**
 * A page of the record's activities, newest first, after `cursor` (an item's key) when paging
 * on. The server pages by keyset (GET /api/feed/activities); working offline, the cache does.
 */
export async function fetchActivities(recordId: string, cursor?: string): Promise<FeedPageOf<FeedActivity>> {
  let page: FeedPage<RecordValues>;
  if (isWorkingOffline()) {
    page = await (await import('./offline-activities')).offlineActivities(recordId, cursor);
  } else {
    const search = new URLSearchParams({ id: recordId });
    if (cursor) search.set('cursor', cursor);
    page = await getJson<FeedPage<RecordValues>>(`/api/feed/activities?${search.toString()}`);
  }
  return { items: page.items.map(feedActivity), next: page.next };
}

/** An activity row as the feed shows it: its time for the label, its key for the order. */
const feedActivity = (row: RecordValues & { key: string }): FeedActivity => ({
  ...row,
  id: String(row.id),
  at: String(row.createdon),
  key: row.key,
});

/** A page of the record's tracked field changes (GET /api/feed/changes), after `cursor`. */
export async function fetchChanges(
  entity: string,
  recordId: string,
  fields: readonly string[],
  cursor?: string,
): Promise<FeedPageOf<FeedChange>> {
  const search = new URLSearchParams({ entity, id: recordId, fields: fields.join(',') });
  if (cursor) search.set('cursor', cursor);
  const page = await getJson<FeedPage<TrackedChange>>(`/api/feed/changes?${search.toString()}`);
  return { items: page.items.map((change) => ({ ...change, at: change.createdon })), next: page.next };
}

/** The reminders due now for the user: their open activities whose start has come. */
export async function fetchDueReminders(userId: string): Promise<RecordValues[]> {
  return retrieveMultiple({
    entity: {
      name: 'activity',
      attributes: ['name', 'scheduledstart', 'regardingobjectid', 'activitytypecode'].map((attribute) => ({
        attribute,
      })),
      filter: {
        conditions: [
          { attribute: 'ownerid', operator: 'eq', value: userId },
          { attribute: 'scheduledstart', operator: 'le', value: new Date().toISOString() },
        ],
        // not completed: false or never set (NULL), which "ne true" would drop
        filters: [
          {
            type: 'or',
            conditions: [
              { attribute: 'iscompleted', operator: 'null' },
              { attribute: 'iscompleted', operator: 'eq', value: false },
            ],
          },
        ],
      },
      orders: [{ attribute: 'scheduledstart', descending: true }],
    },
    count: 50,
  });
}

export const notifyMentions = async (activityId: string) =>
  (await apiRequest<{ notified: number }>('/api/feed/mentions', { json: { activityId } })).body;

export const fetchMentions = () => getJson<{ count: number; items: MentionNotice[] }>('/api/feed/mentions');

export const markMentionsRead = async (body: { ids?: string[]; objectId?: string }) =>
  (await apiRequest<{ read: number }>('/api/feed/mentions/read', { json: body })).body;
