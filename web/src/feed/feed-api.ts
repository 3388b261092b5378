import { feedPageSize } from '@strata/api/contract/comment-text';
import type { MentionNotice, TrackedChange } from '@strata/api/contract/feed';
import type { FetchCondition } from '@strata/api/contract/query';
import { type RecordValues, retrieveMultiple } from '../api/data-api';
import { apiRequest, getJson } from '../api/http';

/** A feed item from the activity entity (a comment, a reminder, any activity about the record). */
export type FeedActivity = RecordValues & { id: string; at: string };
/** A tracked change from the audit log. */
export type FeedChange = TrackedChange & { at: string };

export const activityColumns = [
  'name',
  'activitytypecode',
  'body',
  'document',
  'scheduledstart',
  'iscompleted',
  'ownerid',
  'createdby',
  'createdon',
  'versionnumber',
] as const;

/** A page of the record's activities, newest first, older than `before` when paging on. */
export async function fetchActivities(recordId: string, before?: string): Promise<FeedActivity[]> {
  const conditions: FetchCondition[] = [{ attribute: 'regardingobjectid', operator: 'eq', value: recordId }];
  // "le" with duplicates dropped (appendPage): items sharing the cut's time are not skipped
  if (before) conditions.push({ attribute: 'createdon', operator: 'le', value: before });
  const rows = await retrieveMultiple({
    entity: {
      name: 'activity',
      attributes: activityColumns.map((attribute) => ({ attribute })),
      filter: { conditions },
      orders: [
        { attribute: 'createdon', descending: true },
        { attribute: 'id', descending: true },
      ],
    },
    count: feedPageSize,
  });
  return rows.map((row) => ({ ...row, id: String(row.id), at: String(row.createdon) }));
}

/** A page of the record's tracked field changes (GET /api/feed/changes). */
export async function fetchChanges(
  entity: string,
  recordId: string,
  fields: readonly string[],
  before?: string,
): Promise<FeedChange[]> {
  const search = new URLSearchParams({ entity, id: recordId, fields: fields.join(',') });
  if (before) search.set('before', before);
  const changes = await getJson<TrackedChange[]>(`/api/feed/changes?${search.toString()}`);
  return changes.map((change) => ({ ...change, at: change.createdon }));
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
