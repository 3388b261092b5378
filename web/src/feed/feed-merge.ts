/**
 * One paged source of the feed (comments and activities, or tracked changes), newest first.
 * Every item has its `key` from the server (contract/feed.ts feedCursor: createdon to the
 * microsecond, then the id), whose text order is the feed's order: ordering, the merge's cut and
 * the refresh all compare keys, never times alone, so items sharing a time stay in place.
 */
export type FeedItem = { id: string; key: string };
export type FeedStream<T extends FeedItem> = { items: T[]; done: boolean };
/** A page as the feed endpoints answer it: `next` is null on the last page. */
export type FeedPageOf<T> = { items: T[]; next: string | null };

const newestFirst = <T extends FeedItem>(a: T, b: T) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);
/** Above every key: a stream with more to come but nothing loaded yet shows nothing below it. */
const top = '\uffff';

/**
 * The two streams merged newest first, cut where either stream that has more pages stops: an
 * item past that cut could still have unloaded items of the other stream before it.
 * `next` names the stream to page next (the one that limits the cut), or null when both are done.
 */
export function mergeStreams<A extends FeedItem, B extends FeedItem>(
  a: FeedStream<A>,
  b: FeedStream<B>,
): { entries: (A | B)[]; next: 'a' | 'b' | null } {
  const oldest = (stream: FeedStream<FeedItem>) => (stream.done ? '' : (stream.items.at(-1)?.key ?? top));
  const cutA = oldest(a);
  const cutB = oldest(b);
  // keys are text: the later cut of the two, by text order (not Math.max)
  const limitedByA = cutA >= cutB;
  const cut = limitedByA ? cutA : cutB;
  const entries = [...a.items, ...b.items].filter((item) => item.key >= cut).sort(newestFirst);
  const next = a.done && b.done ? null : limitedByA ? 'a' : 'b';
  return { entries, next };
}

/** A further (older) page appended; the server's `next` says whether it was the last. */
export function appendPage<T extends FeedItem>(stream: FeedStream<T>, page: FeedPageOf<T>): FeedStream<T> {
  const known = new Set(stream.items.map((item) => item.id));
  return {
    items: [...stream.items, ...page.items.filter((item) => !known.has(item.id))].sort(newestFirst),
    done: page.next === null,
  };
}

/**
 * The newest page fetched again (a live change): it replaces everything it covers, so edits
 * and deletions there show, and keeps the older pages already loaded beneath it. When none of
 * the loaded items is in the fresh page, more than a page arrived since (an import): what lies
 * between is unknown, so the loaded pages go and paging starts again below the fresh page.
 */
export function refreshHead<T extends FeedItem>(stream: FeedStream<T>, head: FeedPageOf<T>): FeedStream<T> {
  const items = [...head.items].sort(newestFirst);
  if (head.next === null) return { items, done: true };
  const ids = new Set(items.map((item) => item.id));
  if (!stream.items.some((item) => ids.has(item.id))) return { items, done: false };
  const covered = items.at(-1)?.key ?? top;
  const older = stream.items.filter((item) => item.key < covered && !ids.has(item.id));
  return { items: [...items, ...older], done: stream.done };
}
