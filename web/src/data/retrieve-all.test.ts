import type { FetchQuery } from '@strata/api/contract/query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: FetchQuery[] = [];
let stored: { id: string; name: string }[] = [];

// the server's paging: the query's order, then pageSize rows of page `page`
vi.mock('./data-api.js', () => ({
  retrieveMultiple: async (query: FetchQuery) => {
    asked.push(query);
    const size = query.pageSize ?? 5000;
    const page = query.page ?? 1;
    return stored.slice((page - 1) * size, page * size);
  },
}));

const { retrieveAll, TooManyRowsError } = await import('./retrieve-all.js');

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `id-${String(index).padStart(5, '0')}`, name: 'same' }));

describe('retrieveAll', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('reads every page, past any one page, in the query order', async () => {
    stored = rows(2500);
    const all = await retrieveAll({
      entity: { name: 'fi_budget_line', orders: [{ attribute: 'name' }] },
      count: 50,
    });
    expect(all).toHaveLength(2500);
    expect(new Set(all.map((row) => row.id)).size).toBe(2500);
    expect(asked.map((query) => [query.page, query.pageSize, query.count])).toEqual([
      [1, 1000, undefined],
      [2, 1000, undefined],
      [3, 1000, undefined],
    ]);
    expect(asked[0]?.entity.orders).toEqual([{ attribute: 'name' }]);
  });

  it('stops at an empty last page when the rows fill whole pages', async () => {
    stored = rows(2000);
    expect(await retrieveAll({ entity: { name: 'account' } })).toHaveLength(2000);
    expect(asked).toHaveLength(3);
  });

  it('says so instead of cutting when the rows pass the limit', async () => {
    stored = rows(1200);
    await expect(
      retrieveAll({ entity: { name: 'currency_rate' } }, { pageSize: 500, limit: 1000 }),
    ).rejects.toThrow(TooManyRowsError);
  });
});
