import { describe, expect, it } from 'vitest';
import { modeQuery } from './mode-query.js';

describe('modeQuery', () => {
  const list = {
    entity: {
      name: 'opportunity',
      attributes: [{ attribute: 'name' }],
      filter: { conditions: [{ attribute: 'statecode', operator: 'eq' as const, value: 0 }] },
      orders: [{ attribute: 'name' }],
    },
  };

  it('keeps the filter and order, replaces the attributes', () => {
    const query = modeQuery(list, [{ attribute: 'stage' }], { pageSize: 10, ordered: true });
    expect(query.entity.attributes).toEqual([{ attribute: 'stage' }]);
    expect(query.entity.filter).toEqual(list.entity.filter);
    expect(query.entity.orders).toEqual(list.entity.orders);
    expect(query.pageSize).toBe(10);
  });

  it('ands an extra filter with the list filter', () => {
    const extra = { conditions: [{ attribute: 'stage', operator: 'eq' as const, value: 'close' }] };
    const query = modeQuery(list, [{ attribute: 'id' }], { extraFilter: extra });
    expect(query.entity.filter).toEqual({ type: 'and', filters: [list.entity.filter, extra] });
  });
});
