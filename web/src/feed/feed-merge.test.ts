import { describe, expect, it } from 'vitest';
import { appendPage, mergeStreams, refreshHead } from './feed-merge.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const item = (id: string, minute: number) => ({ id, at: at(minute) });
const full = (prefix: string, from: number) =>
  Array.from({ length: 50 }, (_, i) => item(`${prefix}${i}`, from - i));

describe('merging the feed streams', () => {
  it('shows everything, newest first, when both streams are complete', () => {
    const merged = mergeStreams(
      { items: [item('a1', 30), item('a2', 10)], done: true },
      { items: [item('b1', 20)], done: true },
    );
    expect(merged.entries.map((e: { id: string }) => e.id)).toEqual(['a1', 'b1', 'a2']);
    expect(merged.next).toBeNull();
  });

  it('cuts at the oldest loaded item of a stream with more pages and pages that stream next', () => {
    const a = { items: full('a', 59), done: false }; // minutes 59 .. 10
    const b = { items: [item('b1', 55), item('b2', 5)], done: true };
    const merged = mergeStreams(a, b);
    expect(merged.entries.map((e: { id: string }) => e.id)).not.toContain('b2'); // older than a's cut
    expect(merged.entries).toHaveLength(51);
    expect(merged.next).toBe('a');
  });
});

describe('paging and live refresh', () => {
  it('appends a page without duplicates and knows a short page is the last', () => {
    const stream = appendPage({ items: [item('x', 10)], done: false }, [item('x', 10), item('y', 9)]);
    expect(stream.items.map((e: { id: string }) => e.id)).toEqual(['x', 'y']);
    expect(stream.done).toBe(true);
  });

  it('replaces what the fresh head covers (edits and deletions) and keeps older pages', () => {
    const loaded = { items: [...full('a', 100), item('old', 1)], done: false };
    const head = [item('new', 101), ...full('a', 100).filter((e: { id: string }) => e.id !== 'a3')]; // a full page of 50
    const fresh = refreshHead(loaded, head);
    expect(fresh.items[0]?.id).toBe('new');
    expect(fresh.items.map((e: { id: string }) => e.id)).not.toContain('a3');
    expect(fresh.items.map((e: { id: string }) => e.id)).toContain('old');
    expect(fresh.done).toBe(false);
    expect(refreshHead(loaded, [item('only', 5)])).toEqual({ items: [item('only', 5)], done: true });
  });
});
