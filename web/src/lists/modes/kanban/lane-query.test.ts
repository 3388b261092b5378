import type { FetchQuery } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import { laneFilter, laneQuery } from './lane-query.js';

const list: FetchQuery = {
  entity: {
    name: 'opportunity',
    attributes: [{ attribute: 'name' }, { attribute: 'stage' }, { attribute: 'estimatedvalue' }],
    filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
    orders: [{ attribute: 'estimatedclosedate', descending: true }],
    links: [
      {
        name: 'account',
        from: 'id',
        to: 'accountid',
        alias: 'acc',
        type: 'outer',
        attributes: [{ attribute: 'name', alias: 'accname' }],
      },
    ],
  },
  page: 3,
  pageSize: 200,
};

describe('laneQuery', () => {
  it("narrows the list's query to the lane's value, in the list's sort, one page of 50", () => {
    const query = laneQuery(list, 'stage', 'develop', { page: 1, pageSize: 50 });
    expect(query.entity.filter).toEqual({
      type: 'and',
      filters: [
        list.entity.filter,
        { conditions: [{ attribute: 'stage', operator: 'eq', value: 'develop' }] },
      ],
    });
    expect(query.entity.orders).toEqual(list.entity.orders);
    expect(query.page).toBe(1);
    expect(query.pageSize).toBe(50);
  });

  it('asks for records without a value in the empty lane', () => {
    expect(laneFilter('stage', null)).toEqual({ conditions: [{ attribute: 'stage', operator: 'null' }] });
    expect(laneFilter('rating', 2)).toEqual({
      conditions: [{ attribute: 'rating', operator: 'eq', value: 2 }],
    });
    const query = laneQuery({ entity: { name: 'opportunity' } }, 'stage', null, { page: 2, pageSize: 50 });
    expect(query.entity.filter).toEqual(laneFilter('stage', null));
    expect(query.entity.orders).toBeUndefined();
    expect(query.page).toBe(2);
  });

  it("selects the list's columns, linked ones too, so the cards show what the list shows", () => {
    const query = laneQuery(list, 'stage', 'close', { page: 1, pageSize: 50 });
    expect(query.entity.name).toBe('opportunity');
    expect(query.entity.attributes).toEqual(list.entity.attributes);
    expect(query.entity.links).toEqual(list.entity.links);
  });

  it('adds the attributes a lane total needs, unless the list has them', () => {
    const query = laneQuery(list, 'stage', 'close', { page: 1, pageSize: 50 }, [
      'estimatedvalue',
      'currencyid',
    ]);
    expect(query.entity.attributes).toEqual([...(list.entity.attributes ?? []), { attribute: 'currencyid' }]);
    const bare = laneQuery({ entity: { name: 'opportunity' } }, 'stage', 'close', { page: 1, pageSize: 50 }, [
      'estimatedvalue',
    ]);
    expect(bare.entity.attributes).toEqual([{ attribute: 'estimatedvalue' }]);
  });
});
