import { describe, expect, it } from 'vitest';
import {
  hasMoreAfter,
  listPageSize,
  nearEnd,
  nextPageRequest,
  reloadRequest,
  viewPageSize,
} from './page-math.js';

describe('paging', () => {
  it('pages of 50, the next one after those loaded', () => {
    expect(listPageSize).toBe(50);
    expect(nextPageRequest(0)).toEqual({ page: 1, pageSize: 50 });
    expect(nextPageRequest(3)).toEqual({ page: 4, pageSize: 50 });
  });
  it('a reload refetches the loaded pages in one go, at most 5000 rows', () => {
    expect(reloadRequest(0)).toEqual({ page: 1, pageSize: 50, pages: 1 });
    expect(reloadRequest(4)).toEqual({ page: 1, pageSize: 200, pages: 4 });
    expect(reloadRequest(100)).toEqual({ page: 1, pageSize: 5000, pages: 100 });
    expect(reloadRequest(250)).toEqual({ page: 1, pageSize: 5000, pages: 100 });
  });
  it('a short page ends loading', () => {
    expect(hasMoreAfter(50, 50)).toBe(true);
    expect(hasMoreAfter(49, 50)).toBe(false);
    expect(hasMoreAfter(0, 50)).toBe(false);
  });
  it('loads more within two viewport heights of the end', () => {
    expect(nearEnd(0, 500, 1500)).toBe(true);
    expect(nearEnd(0, 500, 1501)).toBe(false);
    expect(nearEnd(1000, 500, 2500)).toBe(true);
    expect(nearEnd(1000, 500, 2600)).toBe(false);
  });
  it("takes the view's page size when it is a whole number from 1 to 5000, else 50", () => {
    expect(viewPageSize({})).toBe(50);
    expect(viewPageSize({ pageSize: 20 })).toBe(20);
    expect(viewPageSize({ pageSize: 5000 })).toBe(5000);
    for (const bad of [0, -5, 5001, 2.5, '20', null]) expect(viewPageSize({ pageSize: bad })).toBe(50);
    expect(reloadRequest(3, 20)).toEqual({ page: 1, pageSize: 60, pages: 3 });
  });
});
