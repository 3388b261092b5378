import type { FetchFilter } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import { extraFetchFilter } from './extra-fetch.js';
import { buildLookupQuery } from './lookup-query.js';

const active: FetchFilter = {
  type: 'and',
  conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }],
};

describe('extraFetch', () => {
  it('reads a filter, a {filter} or a whole query, and nothing else', () => {
    expect(extraFetchFilter(active)).toBe(active);
    expect(extraFetchFilter({ filter: active })).toBe(active);
    expect(extraFetchFilter({ entity: { name: 'account', filter: active } })).toBe(active);
    expect(extraFetchFilter({ filters: [active] })).toEqual({ filters: [active] });
    for (const nothing of [undefined, null, 'statecode eq 0', [], {}, { filter: 'x' }, { conditions: 'x' }])
      expect(extraFetchFilter(nothing)).toBeUndefined();
  });

  it('narrows the lookup search beside the typed text and the option pairs', () => {
    const query = buildLookupQuery(
      'account',
      'Ac',
      [{ attribute: 'parentid', operator: 'eq', value: 'p1' }],
      10,
      'contains',
      active,
    );
    expect(query.entity.filter).toEqual({
      type: 'and',
      conditions: [
        { attribute: 'parentid', operator: 'eq', value: 'p1' },
        { attribute: 'name', operator: 'like', value: '%Ac%' },
      ],
      filters: [active],
    });
    expect(buildLookupQuery('account', '', [], 10, 'prefix', active).entity.filter).toEqual({
      type: 'and',
      filters: [active],
    });
  });
});
