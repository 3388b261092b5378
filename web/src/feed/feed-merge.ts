import { feedPageSize } from '@strata/api/contract/comment-text';

/** One paged source of the feed (comments and activities, or tracked changes), newest first. */
export type FeedStream<T extends { id: string; at: string }> = { items: T[]; done: boolean };

const time = (at: string) => Date.parse(at);
const newestFirst = <T extends { id: string; at: string }>(a: T, b: T) =>
  time(b.at) - time(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The two streams merged newest first, cut where either stream that has more pages stops: an
 * item older than that cut could still have unloaded items of the other stream before it.
 * `next` names the stream to page next (the one that limits the cut), or null when both are done.
 */
export function mergeStreams<A extends { id: string; at: string }, B extends { id: string; at: string }>(
  a: FeedStream<A>,
  b: FeedStream<B>,
): { entries: (A | B)[]; next: 'a' | 'b' | null } {
  const oldest = (stream: FeedStream<{ id: string; at: string }>) =>
    stream.done ? Number.NEGATIVE_INFINITY : time(stream.items.at(-1)?.at ?? '') || Number.POSITIVE_INFINITY;
  const cutA = oldest(a);
  const cutB = oldest(b);
  const cut = Math.max(cutA, cutB);
  const entries = [...a.items, ...b.items].filter((item) => time(item.at) >= cut).sort(newestFirst);
  const next = a.done && b.done ? null : cutA >= cutB ? 'a' : 'b';
  return { entries, next };
}

/** A further (older) page appended: duplicates from a shared timestamp are dropped. */
export function appendPage<T extends { id: string; at: string }>(
  stream: FeedStream<T>,
  page: T[],
): FeedStream<T> {
  const known = new Set(stream.items.map((item) => item.id));
  return {
    items: [...stream.items, ...page.filter((item) => !known.has(item.id))].sort(newestFirst),
    done: page.length < feedPageSize,
  };
}

/**
 * The newest page fetched again (a live change): it replaces everything it covers, so edits
 * and deletions there show, and keeps the older pages already loaded beneath it.
 */
export function refreshHead<T extends { id: string; at: string }>(
  stream: FeedStream<T>,
  head: T[],
): FeedStream<T> {
  if (head.length < feedPageSize) return { items: [...head].sort(newestFirst), done: true };
  const covered = Math.min(...head.map((item) => time(item.at)));
  const ids = new Set(head.map((item) => item.id));
  const older = stream.items.filter((item) => time(item.at) < covered && !ids.has(item.id));
  return { items: [...head, ...older].sort(newestFirst), done: stream.done };
}
