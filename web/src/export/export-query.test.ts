import type { FetchQuery } from '@strata/api/contract/query';
import { fetchQuerySchema } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import { buildExportQuery, exportRowLimit, parseIds, withSelectedIds } from './export-query.js';

const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

const query: FetchQuery = {
  entity: {
    name: 'account',
    attributes: [{ attribute: 'name' }],
    filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
    orders: [{ attribute: 'name' }],
  },
  page: 3,
  pageSize: 50,
};

describe('the export query', () => {
  it('fetches page 1 with page size and count 5000 (spec 001 section 7)', () => {
    const built = buildExportQuery(query);
    expect(exportRowLimit).toBe(5000);
    expect(built).toEqual({ entity: query.entity, page: 1, pageSize: 5000, count: 5000 });
    expect(fetchQuerySchema.safeParse(built).success).toBe(true);
  });

  it('adds an id-in condition for Selected, keeping the filter it narrows', () => {
    const built = buildExportQuery(query, [id(1), id(2)]);
    expect(built.entity.filter).toEqual({
      conditions: [
        { attribute: 'statecode', operator: 'eq', value: 0 },
        { attribute: 'id', operator: 'in', value: [id(1), id(2)] },
      ],
    });
    expect(built.entity.orders).toEqual(query.entity.orders);
    expect(query.entity.filter?.conditions).toHaveLength(1);
    expect(fetchQuerySchema.safeParse(built).success).toBe(true);
  });

  it('wraps an or-filter, so the selection narrows rather than widens it', () => {
    const or = {
      type: 'or' as const,
      conditions: [{ attribute: 'name', operator: 'eq' as const, value: 'A' }],
    };
    expect(withSelectedIds(or, [id(1)])).toEqual({
      type: 'and',
      filters: [or, { conditions: [{ attribute: 'id', operator: 'in', value: [id(1)] }] }],
    });
  });

  it('splits a large selection into in-conditions of at most 1000 ids, joined by or', () => {
    const ids = Array.from({ length: 2500 }, (_, index) => id(index));
    const built = buildExportQuery({ entity: { name: 'account' } }, ids);
    const filter = built.entity.filter;
    expect(filter?.type).toBe('or');
    expect(filter?.conditions?.map((condition) => (condition.value as string[]).length)).toEqual([
      1000, 1000, 500,
    ]);
    expect(filter?.conditions?.flatMap((condition) => condition.value as string[])).toEqual(ids);
    expect(fetchQuerySchema.safeParse(built).success).toBe(true);
  });

  it('matches nothing when Selected has no ids', () => {
    expect(withSelectedIds(undefined, [])).toEqual({ conditions: [{ attribute: 'id', operator: 'null' }] });
  });

  it('reads ids from the query parameter, dropping what is not an id and repeats', () => {
    // 32 hex digits become the dashed form: the server's id conditions take no other
    expect(parseIds(`${id(1)}, ${id(2)},,nonsense,${id(1)},0123456789abcdef0123456789ABCDEF`)).toEqual([
      id(1),
      id(2),
      '01234567-89ab-cdef-0123-456789abcdef',
    ]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds("1' or '1'='1")).toEqual([]);
  });
});
