import { describe, expect, it } from 'vitest';
import { runLocalFetch } from './local-fetch.js';
import { OfflineQueryError } from './offline-query-error.js';

const accounts = [
  {
    id: 'a1',
    name: 'Contoso',
    revenue: 500,
    industry: 1,
    tags: 0b101,
    createdon: '2026-01-10T08:00:00Z',
    primarycontactid: { id: 'c1', name: 'contact', label: 'Ann' },
  },
  {
    id: 'a2',
    name: 'Fabrikam',
    revenue: 1500,
    industry: 2,
    tags: 0b010,
    createdon: '2026-03-01T08:00:00Z',
    primarycontactid: null,
  },
  {
    id: 'a3',
    name: 'Adatum 100%',
    revenue: null,
    industry: 1,
    tags: null,
    createdon: '2026-02-01T08:00:00Z',
    primarycontactid: { id: 'c2', name: 'contact', label: 'Bob' },
  },
];
const contacts = [
  { id: 'c1', fullname: 'Ann', city: 'Brno' },
  { id: 'c2', fullname: 'Bob', city: 'Wien' },
];
const rowsOf = (entity: string) => ({ account: accounts, contact: contacts })[entity];
const names = (rows: Record<string, unknown>[]) => rows.map((row) => row.name);

describe('queries over the offline cache', () => {
  it('filters with the operators of the query compiler', () => {
    const run = (filter: object) =>
      names(runLocalFetch({ entity: { name: 'account', allattrs: true, filter } as never }, rowsOf));
    const one = (attribute: string, operator: string, value?: unknown) =>
      run({ conditions: [{ attribute, operator, ...(value === undefined ? {} : { value }) }] });
    expect(one('name', 'eq', 'Contoso')).toEqual(['Contoso']);
    expect(one('name', 'eq', 'contoso')).toEqual([]);
    // a null never matches ne, as in SQL
    expect(one('revenue', 'ne', 500)).toEqual(['Fabrikam']);
    expect(one('revenue', 'ge', 500)).toEqual(['Contoso', 'Fabrikam']);
    expect(one('revenue', 'lt', 1000)).toEqual(['Contoso']);
    expect(one('name', 'like', 'con%')).toEqual(['Contoso']);
    expect(one('name', 'like', '%100\\%')).toEqual(['Adatum 100%']);
    expect(one('name', 'like', 'f_brikam')).toEqual(['Fabrikam']);
    expect(one('revenue', 'null')).toEqual(['Adatum 100%']);
    expect(one('revenue', 'not-null')).toEqual(['Contoso', 'Fabrikam']);
    expect(one('industry', 'in', [2, 3])).toEqual(['Fabrikam']);
    expect(one('tags', 'contain-values', [2])).toEqual(['Contoso']);
    expect(one('tags', 'not-contain-values', [0])).toEqual(['Fabrikam', 'Adatum 100%']);
    // lookups compare by id
    expect(one('primarycontactid', 'eq', 'c2')).toEqual(['Adatum 100%']);
    expect(one('createdon', 'gt', '2026-02-01')).toEqual(['Fabrikam', 'Adatum 100%']);
    expect(
      run({
        type: 'or',
        conditions: [{ attribute: 'industry', operator: 'eq', value: 2 }],
        filters: [{ conditions: [{ attribute: 'revenue', operator: 'eq', value: 500 }] }],
      }),
    ).toEqual(['Contoso', 'Fabrikam']);
  });

  it('orders (nulls last ascending, first descending), pages and selects', () => {
    const rows = runLocalFetch(
      {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'name' }, { attribute: 'revenue' }],
          orders: [{ attribute: 'revenue', descending: true }],
        },
        page: 1,
        pageSize: 2,
      },
      rowsOf,
    );
    expect(rows).toEqual([
      { id: 'a3', name: 'Adatum 100%', revenue: null },
      { id: 'a2', name: 'Fabrikam', revenue: 1500 },
    ]);
    const second = runLocalFetch(
      {
        entity: { name: 'account', attributes: [{ attribute: 'name' }], orders: [{ attribute: 'revenue' }] },
        page: 2,
        pageSize: 2,
      },
      rowsOf,
    );
    expect(second).toEqual([{ id: 'a3', name: 'Adatum 100%' }]);
  });

  it('joins a lookup link (inner and outer) and filters on it', () => {
    const link = {
      name: 'contact',
      from: 'id',
      to: 'primarycontactid',
      alias: 'pc',
      attributes: [{ attribute: 'city' }],
    };
    const outer = runLocalFetch(
      {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'name' }],
          links: [{ ...link, type: 'outer' }],
          orders: [{ attribute: 'name' }],
        },
      },
      rowsOf,
    );
    expect(outer).toEqual([
      { id: 'a3', name: 'Adatum 100%', 'pc.city': 'Wien' },
      { id: 'a1', name: 'Contoso', 'pc.city': 'Brno' },
      { id: 'a2', name: 'Fabrikam', 'pc.city': null },
    ]);
    const inner = runLocalFetch(
      {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'name' }],
          links: [
            { ...link, filter: { conditions: [{ attribute: 'city', operator: 'eq', value: 'Brno' }] } },
          ],
        },
      },
      rowsOf,
    );
    expect(inner).toEqual([{ id: 'a1', name: 'Contoso', 'pc.city': 'Brno' }]);
    const named = runLocalFetch(
      {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'name' }],
          links: [{ ...link, type: 'outer' }],
          filter: { conditions: [{ attribute: 'city', entityName: 'pc', operator: 'eq', value: 'Wien' }] },
        },
      },
      rowsOf,
    );
    expect(names(named)).toEqual(['Adatum 100%']);
  });

  it('counts and groups by column like the footer and the charts', () => {
    expect(
      runLocalFetch(
        {
          entity: {
            name: 'account',
            attributes: [{ attribute: 'id', aggregate: 'count', alias: 'count' }],
            filter: { conditions: [{ attribute: 'industry', operator: 'eq', value: 1 }] },
          },
        },
        rowsOf,
      ),
    ).toEqual([{ count: 2 }]);
    const groups = runLocalFetch(
      {
        entity: {
          name: 'account',
          attributes: [
            { attribute: 'industry', groupBy: 'column' },
            { attribute: 'revenue', aggregate: 'sum' },
          ],
          orders: [{ alias: 'industry_column' }],
        },
      },
      rowsOf,
    );
    expect(groups).toEqual([
      { industry_column: 1, revenue_sum: 500 },
      { industry_column: 2, revenue_sum: 1500 },
    ]);
  });

  it('says what it cannot answer offline', () => {
    const refuse = (query: object) => {
      try {
        runLocalFetch(query as never, rowsOf);
      } catch (error) {
        return error instanceof OfflineQueryError ? `${error.reason} ${error.what}` : String(error);
      }
      return 'answered';
    };
    expect(refuse({ entity: { name: 'opportunity' } })).toBe('not-taken opportunity');
    expect(
      refuse({
        entity: {
          name: 'account',
          attributes: [
            { attribute: 'createdon', groupBy: 'month' },
            { attribute: 'id', aggregate: 'count' },
          ],
        },
      }),
    ).toBe('unsupported month');
    expect(
      refuse({
        entity: {
          name: 'contact',
          links: [{ name: 'account', from: 'primarycontactid', to: 'id', type: 'not-any' }],
        },
      }),
    ).toBe('unsupported not-any account');
  });
});
