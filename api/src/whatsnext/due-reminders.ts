import type { FetchCondition } from '../contract/query.js';
import { type WhatsNextReminder, whatsNextMaxReminders } from '../contract/whatsnext.js';
import type { Queryable } from '../db/types.js';
import { type FetchContext, fetchRecords } from '../query/compile-fetch.js';
import type { RuleQueryOptions } from './rule-query.js';

const activity = 'activity';
/** The fields a reminder needs; a tenant whose activity lacks one has no reminders section. */
const needed = ['scheduledstart', 'iscompleted'] as const;
const optional = ['activitytypecode', 'regardingobjectid'] as const;

/**
 * The built-in What's Next section: activities (the crm template's reminders, comments and
 * tasks) of the owner that are scheduled on or before the reference date and not completed,
 * the longest overdue first. null when the tenant has no such activity entity or the user may
 * not read activities: the screen then shows no reminders section at all.
 */
export async function dueReminders(
  db: Queryable,
  context: FetchContext,
  options: RuleQueryOptions,
): Promise<WhatsNextReminder[] | null> {
  const fields = context.metadata.properties.get(activity);
  if (!fields || !needed.every((field) => fields.has(field))) return null;
  if (context.access(activity).kind === 'none') return null;
  const conditions: FetchCondition[] = [
    { attribute: 'scheduledstart', operator: 'le', value: options.reference.toISOString() },
  ];
  if (options.ownerId !== undefined) {
    conditions.push({ attribute: 'ownerid', operator: 'eq', value: options.ownerId });
  }
  const rows = await fetchRecords(
    db,
    {
      entity: {
        name: activity,
        attributes: ['name', 'scheduledstart', ...optional.filter((field) => fields.has(field))].map(
          (attribute) => ({ attribute }),
        ),
        filter: {
          conditions,
          // an activity nobody ticked off is not done, whether the flag is false or empty
          filters: [
            {
              type: 'or',
              conditions: [
                { attribute: 'iscompleted', operator: 'eq', value: false },
                { attribute: 'iscompleted', operator: 'null' },
              ],
            },
          ],
        },
        orders: [{ attribute: 'scheduledstart' }],
      },
      count: whatsNextMaxReminders,
    },
    context,
  );
  return rows.map((row) => ({
    id: String(row.id),
    versionnumber: Number(row.versionnumber),
    name: typeof row.name === 'string' ? row.name : null,
    activitytypecode: typeof row.activitytypecode === 'string' ? row.activitytypecode : null,
    scheduledstart: typeof row.scheduledstart === 'string' ? row.scheduledstart : null,
    regardingobjectid: (row.regardingobjectid ?? null) as WhatsNextReminder['regardingobjectid'],
  }));
}
