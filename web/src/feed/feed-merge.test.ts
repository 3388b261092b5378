import { describe, expect, it } from 'vitest';
import { appendPage, mergeStreams, refreshHead } from './feed-merge.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
/** An item as the server keys it: createdon to the microsecond, then the id. */
const item = (id: string, minute: number) => ({ id, key: `${at(minute).slice(0, 23)}000Z_${id}` });
const full = (prefix: string, from: number) =>
  Array.from({ length: 50 }, (_, i) => item(`${prefix}${String(i).padStart(2, '0')}`, from - i));
const ids = (items: { id: string }[]) => items.map((entry) => entry.id);

describe('merging the feed streams', () => {
  it('shows everything, newest first, when both streams are complete', () => {
    const merged = mergeStreams(
      { items: [item('a1', 30), item('a2', 10)], done: true },
      { items: [item('b1', 20)], done: true },
    );
    expect(ids(merged.entries)).toEqual(['a1', 'b1', 'a2']);
    expect(merged.next).toBeNull();
  });

  it('cuts at the oldest loaded item of a stream with more pages and pages that stream next', () => {
    const a = { items: full('a', 59), done: false }; // minutes 59 .. 10
    const b = { items: [item('b1', 55), item('b2', 5)], done: true };
    const merged = mergeStreams(a, b);
    expect(ids(merged.entries)).not.toContain('b2'); // older than a's cut
    expect(merged.entries).toHaveLength(51);
    expect(merged.next).toBe('a');
  });

  it('cuts within one shared time by id: an item of the other stream past the cut waits', () => {
    // ids interleave within the minute: a has 9 and 5 loaded, b has 7 and 1
    const a = { items: [item('id9', 10), item('id5', 10)], done: false };
    const b = { items: [item('id7', 10), item('id1', 10)], done: true };
    const merged = mergeStreams(a, b);
    // id1 sorts after id5, where a's unloaded items of the same minute (id4, id3, ...) come
    expect(ids(merged.entries)).toEqual(['id9', 'id7', 'id5']);
    expect(merged.next).toBe('a');
  });
});

describe('paging and live refresh', () => {
  it('appends a page without duplicates and stops where the server says the last page is', () => {
    const stream = appendPage(
      { items: [item('x', 10)], done: false },
      { items: [item('x', 10), item('y', 9)], next: null },
    );
    expect(ids(stream.items)).toEqual(['x', 'y']);
    expect(stream.done).toBe(true);
    // a full page that is the last needs no further (empty) request
    expect(appendPage({ items: [], done: false }, { items: full('f', 60), next: null }).done).toBe(true);
  });

  it('replaces what the fresh head covers (edits and deletions) and keeps older pages', () => {
    const loaded = { items: [...full('a', 100), item('old', 1)], done: false };
    const head = [item('new', 101), ...full('a', 100).filter((e) => e.id !== 'a03')]; // a full page of 50
    const fresh = refreshHead(loaded, { items: head, next: head.at(-1)?.key ?? null });
    expect(fresh.items[0]?.id).toBe('new');
    expect(ids(fresh.items)).not.toContain('a03');
    expect(ids(fresh.items)).toContain('old');
    expect(fresh.done).toBe(false);
    expect(refreshHead(loaded, { items: [item('only', 5)], next: null })).toEqual({
      items: [item('only', 5)],
      done: true,
    });
  });

  it('keeps loaded items that share the fresh page’s time but come after it', () => {
    // 120 activities of one import, one minute: 100 loaded, the head is the first 50 again
    const imported = Array.from({ length: 120 }, (_, n) => item(`i${String(119 - n).padStart(3, '0')}`, 7));
    const loaded = { items: imported.slice(0, 100), done: false };
    const head = imported.slice(0, 50);
    const fresh = refreshHead(loaded, { items: head, next: head.at(-1)?.key ?? null });
    expect(ids(fresh.items)).toEqual(ids(imported.slice(0, 100)));
    expect(fresh.done).toBe(false);
  });

  it('starts over below a fresh page that shares nothing with the loaded ones (more than a page arrived)', () => {
    const loaded = { items: [item('old1', 5), item('old2', 4)], done: true };
    const head = full('n', 90);
    const fresh = refreshHead(loaded, { items: head, next: head.at(-1)?.key ?? null });
    expect(ids(fresh.items)).toEqual(ids(head));
    // not done: the items between the fresh page and the old ones are still to be read
    expect(fresh.done).toBe(false);
  });
});
