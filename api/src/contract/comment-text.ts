/**
 * The activity feed's comment text rules, free of zod so the web app's first load can use them:
 * the page size and how a mention is written in a comment's text (issue 17, item 3). The feed's
 * endpoint shapes are in feed.ts.
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
