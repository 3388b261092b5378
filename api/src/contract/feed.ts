import { z } from 'zod';
import { objectLogicalName, propertyLogicalName } from './metadata.js';

/**
 * The activity feed's shared rules (issue 17, item 3): page size, how a mention is written in
 * a comment's text, and the shapes of the feed's own endpoints (api/src/feed).
 */

/** Spec 001 section 7: the activity feed is loaded in pages of 50. */
export const feedPageSize = 50;

/** The longest comment body kept (the body field has no own maximum; this bounds one post). */
export const maxCommentLength = 20_000;

/**
 * A mention is stored in the comment as `@[Display Name](user-uuid)`: the id makes the
 * notification exact (two users may share a name), the name keeps the text readable for
 * anything that shows the body raw (exports, lists).
 */
const mentionToken =
  /@\[([^\]\n]{1,200})\]\(([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)/g;

export type CommentPart = { kind: 'text'; text: string } | { kind: 'mention'; id: string; name: string };

/** The comment's text split into plain runs and mentions, in order (for display). */
export function commentParts(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(mentionToken)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'mention', name: match[1] ?? '', id: (match[2] ?? '').toLowerCase() });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The distinct users a comment mentions, in the order first mentioned. */
export function mentionedUserIds(text: string): string[] {
  const ids = commentParts(text).flatMap((part) => (part.kind === 'mention' ? [part.id] : []));
  return [...new Set(ids)];
}

/** The comment as plain text: mentions shown as @Name (for subjects and previews). */
export function plainComment(text: string): string {
  return commentParts(text)
    .map((part) => (part.kind === 'text' ? part.text : `@${part.name}`))
    .join('');
}

/** A mention token for a picked user; brackets in a name would end the token early. */
export function mentionTokenFor(user: { id: string; name: string }): string {
  const name = user.name.replace(/[\]\n]/g, ' ').trim() || '?';
  return `@[${name.slice(0, 200)}](${user.id})`;
}

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
    before: z.string().datetime({ offset: true }).optional(),
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
