import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext, DataServices } from '../context/data-context.js';
import { mentionedUserIds, plainComment } from '../contract/feed.js';
import { forbidden, recordNotFound } from '../errors/common-errors.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { announceChanges } from '../records/announce-changes.js';
import { metadataError } from './feed-metadata.js';

/** what an INSERT ... RETURNING id answers */
const idRow = z.object({ id: z.string() });

const activityRow = z.object({
  body: z.string().nullable(),
  regarding: z.string().nullable(),
  target: z.string().nullable(),
});

/**
 * Notifies the users a comment mentions (`@[Name](id)` in its body): one inu_mention row each,
 * at most once per comment and user. Only the comment's author may do this, on a comment they
 * can still read, so nobody can make the platform notify people about someone else's words.
 * Mentioned users must be active users of the organisation; the author is never notified of
 * their own mention. Whether a mentioned user may read the comment is decided when their inbox
 * is read (mention-inbox.ts), as their rights may change meanwhile.
 * The change goes out as an `activity` change so the mentioned user's badge refreshes live:
 * inu_mention itself is readable by no role, and change events only go to readers.
 */
export async function notifyMentions(
  services: DataServices,
  context: DataContext,
  activityId: string,
): Promise<{ notified: number }> {
  const { metadata } = context;
  const schema = metadata.schema;
  const activity = metadata.properties.get('activity');
  const regarding = activity?.get('regardingobjectid');
  if (!activity || !metadata.objects.has('inu_mention')) throw metadataError('activity');
  const read = recordAccess(context, 'activity', 'read');
  if (read.kind === 'none') throw forbidden({ object: 'activity' });
  const targetColumn = regarding ? lookupTargetColumn(regarding) : undefined;
  const row = await services.pool.maybeOne(sql.type(activityRow)`
    SELECT a.body,
           ${regarding ? sql.fragment`a.regardingobjectid::text` : sql.fragment`NULL`} AS regarding,
           ${targetColumn ? sql.fragment`a.${sql.identifier([targetColumn])}` : regarding?.targets?.[0] ? sql.fragment`${regarding.targets[0]}::text` : sql.fragment`NULL`} AS target
    FROM ${sql.identifier([schema, 'activity'])} a
    WHERE a.id = ${activityId} AND a.createdby = ${context.userId}
      AND ${allowedRows(read, sql.identifier(['a']))}`);
  if (!row) throw recordNotFound({ id: activityId });

  const wanted = mentionedUserIds(row.body ?? '').filter((id) => id !== context.userId);
  if (wanted.length === 0) return { notified: 0 };
  const preview = plainComment(row.body ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  const inserted = await services.pool.any(sql.type(idRow)`
    INSERT INTO ${sql.identifier([schema, 'inu_mention'])}
      (name, activityid, objectname, objectid, systemuserid, isread, ownerid, createdby, modifiedby)
    SELECT ${preview}, ${activityId}, ${row.target}, ${row.regarding}::uuid, u.id, false, u.id,
           ${context.userId}, ${context.userId}
    FROM ${sql.identifier([schema, 'systemuser'])} u
    WHERE u.id = ANY(${sql.array(wanted, 'uuid')}) AND u.isdisabled IS NOT TRUE
    ON CONFLICT (activityid, systemuserid) DO NOTHING
    RETURNING id`);
  if (inserted.length > 0) await announceChanges(services, context.tenant, new Set(['activity']));
  return { notified: inserted.length };
}
