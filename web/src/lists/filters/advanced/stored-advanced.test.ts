import type { FetchFilter } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import { storedAdvanced, withoutAdvanced } from './stored-advanced.js';

const advanced: FetchFilter = {
  type: 'or',
  conditions: [
    { attribute: 'name', operator: 'like', value: 'a%' },
    { attribute: 'revenue', operator: 'null' },
  ],
  filters: [{ type: 'and', conditions: [{ attribute: 'x', operator: 'in', value: [1, 2] }] }],
};

describe('a stored advanced filter', () => {
  it('is kept when in shape', () => {
    expect(storedAdvanced(JSON.parse(JSON.stringify(advanced)))).toEqual(advanced);
  });

  it('is dropped whole when any part is out of shape, or empty', () => {
    for (const bad of [
      undefined,
      null,
      'x',
      [],
      {},
      { type: 'and', conditions: [] },
      { conditions: [{ attribute: 'name', operator: 'drop table' }] },
      { conditions: [{ attribute: 5, operator: 'eq' }] },
      { conditions: [{ attribute: 'a', operator: 'eq', value: 1 }], filters: ['x'] },
    ]) {
      expect(storedAdvanced(bad), JSON.stringify(bad)).toBeUndefined();
    }
    let deep: unknown = { conditions: [{ attribute: 'a', operator: 'null' }] };
    for (let level = 0; level < 10; level += 1) deep = { filters: [deep] };
    expect(storedAdvanced(deep)).toBeUndefined();
  });
});

describe('the list filter without the advanced part', () => {
  const viewFilter: FetchFilter = { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] };

  it('takes the advanced filter out of what build-filter made', () => {
    expect(withoutAdvanced(advanced, advanced)).toBeUndefined();
    expect(withoutAdvanced({ type: 'and', filters: [viewFilter, advanced] }, advanced)).toBe(viewFilter);
    const quick = { attribute: 'name', operator: 'like' as const, value: '%a%' };
    expect(
      withoutAdvanced({ type: 'and', conditions: [quick], filters: [viewFilter, advanced] }, advanced),
    ).toEqual({
      type: 'and',
      conditions: [quick],
      filters: [viewFilter],
    });
    expect(withoutAdvanced({ type: 'and', conditions: [quick], filters: [advanced] }, advanced)).toEqual({
      type: 'and',
      conditions: [quick],
    });
    // found by its JSON too (a copy read back from storage)
    expect(withoutAdvanced({ type: 'and', filters: [viewFilter, structuredClone(advanced)] }, advanced)).toBe(
      viewFilter,
    );
  });

  it('leaves the filter alone without an advanced filter or when it is not there', () => {
    expect(withoutAdvanced(viewFilter, undefined)).toBe(viewFilter);
    expect(withoutAdvanced(viewFilter, advanced)).toBe(viewFilter);
    expect(withoutAdvanced(undefined, advanced)).toBeUndefined();
  });
});
