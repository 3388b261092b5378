import { z } from 'zod';
import { feedPageSize } from './comment-text.js';
import { isoDateTime } from './date-time-text.js';
import { objectLogicalName, propertyLogicalName } from './metadata.js';

/** The shapes of the activity feed's own endpoints (api/src/feed); its comment text rules are in comment-text.ts. */

export {
  type CommentPart,
  commentParts,
  feedPageSize,
  maxCommentLength,
  mentionedUserIds,
  mentionTokenFor,
  plainComment,
} from './comment-text.js';

const uuid = z.string().uuid();

/** GET /api/feed/changes: the tracked fields' changes of one record, newest first. */
export const trackedChangesQuerySchema = z
  .object({
    entity: objectLogicalName,
    id: uuid,
    /** comma-separated field names (the ActivityFeed panel's `tracked` list) */
    fields: z
      .string()
      .min(1)
      .max(2000)
      .transform((value) => value.split(',').map((name) => name.trim()))
      .pipe(z.array(propertyLogicalName).min(1).max(50)),
    /** keyset paging: only changes made before this time */
    before: isoDateTime().optional(),
    count: z.coerce.number().int().min(1).max(feedPageSize).default(feedPageSize),
  })
  .strict();

export type TrackedChange = {
  /** the audit row */
  id: string;
  createdon: string;
  by: { id: string | null; name: string | null };
  changes: { field: string; old: unknown; new: unknown }[];
};

/** POST /api/feed/mentions: notify the users a comment (an activity) mentions. */
export const notifyMentionsSchema = z.object({ activityId: uuid }).strict();

/**
 * POST /api/feed/mentions/read: mark the caller's own mentions read, by id (the badge's list)
 * or all of them on one record (opening the record's feed has shown them).
 */
export const readMentionsSchema = z
  .object({ ids: z.array(uuid).min(1).max(200).optional(), objectId: uuid.optional() })
  .strict()
  .refine((body) => body.ids !== undefined || body.objectId !== undefined, {
    message: 'ids or objectId is required',
  });

/** An unread mention of the caller, as the header badge lists it. */
export type MentionNotice = {
  id: string;
  activityId: string;
  createdon: string;
  by: string | null;
  text: string;
  regarding: { entity: string; id: string; label: string | null } | null;
};
