import { z } from 'zod';
import { feedPageSize } from './comment-text.js';
import { objectLogicalName, propertyLogicalName } from './metadata.js';
import { dateTimeValue } from './scalar-values.js';

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

/**
 * Where a feed page ends: an item's createdon to the microsecond (UTC, fixed width) and its id,
 * `2026-01-01T12:00:00.123456Z_<uuid>`. The pair is unique and is the order the feed reads
 * (newest first, id breaking ties), so a next page starts exactly after the item, however many
 * share its time (an import writes hundreds in one transaction, hence one now()). Milliseconds
 * would not do: PostgreSQL keeps microseconds, and rows within one millisecond would be skipped.
 * Every item carries its own `key` of this form: text order of keys is the feed's order, which
 * lets the client merge two streams and refresh the newest page exactly.
 */
export const feedCursorPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A cursor as a query parameter, parsed; a malformed one is refused (ERR_VALIDATION), never cast. */
export const feedCursor = z
  .string()
  .max(80)
  .transform((text, ctx) => {
    const match = feedCursorPattern.exec(text);
    // the calendar too: a 31 February that matched the shape would fail PostgreSQL's cast
    if (!match || !dateTimeValue(match[1]).ok) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'expected a cursor the feed answered with' });
      return z.NEVER;
    }
    return { time: match[1] as string, id: match[2] as string };
  });

export type FeedCursor = z.infer<typeof feedCursor>;

/** One page of a feed stream: items newest first, each with its key; `next` is null on the last page. */
export type FeedPage<T> = { items: (T & { key: string })[]; next: string | null };

/** The activity columns the feed shows (GET /api/feed/activities reads those the entity has). */
export const feedActivityColumns = [
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

/** GET /api/feed/activities: the activities regarding one record, newest first. */
export const feedActivitiesQuerySchema = z
  .object({
    /** the record the activities regard */
    id: uuid,
    /** keyset paging: only items after this one in the feed's order */
    cursor: feedCursor.optional(),
    count: z.coerce.number().int().min(1).max(feedPageSize).default(feedPageSize),
  })
  .strict();

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
    /** keyset paging: only changes after this one in the feed's order */
    cursor: feedCursor.optional(),
    count: z.coerce.number().int().min(1).max(feedPageSize).default(feedPageSize),
  })
  .strict();

export type TrackedChange = {
  /** the audit row */
  id: string;
  /** its place in the feed's order (feedCursor) */
  key: string;
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
