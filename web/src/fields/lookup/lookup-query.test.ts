import { escapeLike } from '@strata/api/contract/query-rules';
import { describe, expect, it } from 'vitest';
import { buildLookupQuery, lookupFilterConditions, quickCreateInit } from './lookup-query.js';

describe('lookup search', () => {
  it('matches names that start with the text, ordered by name, 20 rows', () => {
    expect(buildLookupQuery('account', ' Acme ', [])).toEqual({
      entity: {
        name: 'account',
        attributes: [{ attribute: 'id' }, { attribute: 'name' }],
        filter: { type: 'and', conditions: [{ attribute: 'name', operator: 'like', value: 'Acme%' }] },
        orders: [{ attribute: 'name' }],
      },
      page: 1,
      pageSize: 20,
    });
  });
  it('escapes wildcards typed by the user and leaves out an empty text', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(buildLookupQuery('account', '', []).entity.filter).toBeUndefined();
  });
  it('filters by the record through the option pairs', () => {
    const record = { id: 'r1', accountid: { id: 'a1', name: 'account', label: 'Acme' }, empty: null };
    expect(
      lookupFilterConditions(['accountid', 'accountid', 'parentid', 'id', 'x', 'empty'], record),
    ).toEqual([
      { attribute: 'accountid', operator: 'eq', value: 'a1' },
      { attribute: 'parentid', operator: 'eq', value: 'r1' },
    ]);
    expect(lookupFilterConditions(undefined, record)).toEqual([]);
  });
  it('prefills a quick-created record through the same pairs', () => {
    const account = { id: 'a1', name: 'account', label: 'Acme' };
    expect(quickCreateInit(['accountid', 'id'], { id: 'a1', name: 'Acme' }, 'account')).toEqual({
      accountid: account,
    });
    expect(quickCreateInit(['accountid', 'accountid'], { accountid: account }, 'opportunity')).toEqual({
      accountid: account,
    });
    expect(quickCreateInit(['accountid', 'id'], { id: '0' }, 'account')).toEqual({});
  });
});
