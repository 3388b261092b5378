import { describe, expect, it } from 'vitest';
import {
  firstLaneRequest,
  type LanePage,
  laneAnswered,
  laneFailed,
  laneLoading,
  lanePageSize,
  loadingLane,
  moreLaneRequest,
  reloadLaneRequest,
} from './lane-paging.js';

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `r${from + index}` }));

describe('lane paging', () => {
  it('starts with a first page of 50 and knows more may follow after a full page', () => {
    expect(lanePageSize).toBe(50);
    const first = firstLaneRequest();
    expect(first).toEqual({ page: 1, pageSize: 50, pages: 1, replace: true });
    const lane = laneAnswered(laneLoading(undefined), first, rows(0, 50));
    expect(lane).toEqual({ rows: rows(0, 50), pages: 1, hasMore: true, loading: false });
    expect(laneAnswered(loadingLane, first, rows(0, 12)).hasMore).toBe(false);
  });

  it('asks for the next page at the end, and appends it', () => {
    const lane: LanePage = { rows: rows(0, 50), pages: 1, hasMore: true, loading: false };
    const next = moreLaneRequest(lane);
    expect(next).toEqual({ page: 2, pageSize: 50, pages: 2, replace: false });
    if (!next) throw new Error('no next page');
    const grown = laneAnswered(laneLoading(lane), next, rows(50, 20));
    expect(grown.rows).toHaveLength(70);
    expect(grown.pages).toBe(2);
    expect(grown.hasMore).toBe(false);
  });

  it('asks for nothing while the next page loads, after a short page or after a failure', () => {
    const lane: LanePage = { rows: rows(0, 50), pages: 1, hasMore: true, loading: false };
    expect(moreLaneRequest(undefined)).toBeNull();
    const more = moreLaneRequest(lane);
    if (!more) throw new Error('no next page');
    expect(moreLaneRequest(laneLoading(lane, more))).toBeNull();
    expect(moreLaneRequest({ ...lane, hasMore: false })).toBeNull();
    const failed = laneFailed(laneLoading(lane), new Error('down'));
    expect(failed.rows).toHaveLength(50);
    expect(failed.loading).toBe(false);
    expect(moreLaneRequest(failed)).toBeNull();
  });

  it('turns a Load more during a refresh into a refresh of one page more, once', () => {
    // a live change refreshes the lane's loaded page while the user clicks Load more: the
    // click must not be lost (kanban.spec's lane stayed at 50 cards of 55)
    const lane: LanePage = { rows: rows(0, 50), pages: 1, hasMore: true, loading: false };
    const refreshing = laneLoading(lane, reloadLaneRequest(lane));
    const more = moreLaneRequest(refreshing);
    expect(more).toEqual({ page: 1, pageSize: 100, pages: 2, replace: true });
    if (!more) throw new Error('no request');
    const asked = laneLoading(refreshing, more);
    expect(moreLaneRequest(asked)).toBeNull();
    const grown = laneAnswered(asked, more, rows(0, 55));
    expect(grown).toEqual({ rows: rows(0, 55), pages: 2, hasMore: false, loading: false });
    // the first page still loading: there is no end to load more at yet
    expect(moreLaneRequest(laneLoading(undefined, firstLaneRequest()))).toBeNull();
  });

  it('skips cards an appended page repeats (records that left the lane shift the offsets)', () => {
    const lane: LanePage = { rows: rows(0, 50), pages: 1, hasMore: true, loading: false };
    const grown = laneAnswered(lane, { page: 2, pageSize: 50, pages: 2, replace: false }, rows(49, 50));
    expect(grown.rows).toHaveLength(99);
    expect(new Set(grown.rows.map((row) => row.id)).size).toBe(99);
    expect(grown.hasMore).toBe(true);
  });

  it('reloads the pages loaded so far as one request that replaces the cards', () => {
    expect(reloadLaneRequest(undefined)).toEqual({ page: 1, pageSize: 50, pages: 1, replace: true });
    const lane: LanePage = { rows: rows(0, 150), pages: 3, hasMore: true, loading: false };
    const reload = reloadLaneRequest(lane);
    expect(reload).toEqual({ page: 1, pageSize: 150, pages: 3, replace: true });
    const fresh = laneAnswered(lane, reload, rows(1, 149));
    expect(fresh.rows).toEqual(rows(1, 149));
    expect(fresh.pages).toBe(3);
    expect(fresh.hasMore).toBe(false);
    // the cap of one fetch (5000 rows) holds for a lane scrolled very far
    expect(reloadLaneRequest({ ...lane, pages: 400 }).pageSize).toBe(5000);
  });
});
