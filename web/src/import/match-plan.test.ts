import type { FetchQuery } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import { matchColumns } from './import-columns.js';
import { convertRows } from './import-rows.js';
import { searchable } from './lookup-resolution.js';
import { findMatches, type MatchMode, planCounts, planImport } from './match-plan.js';
import { contactObject, propertyOf } from './test-objects.js';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const nameField = propertyOf(contactObject, 'name');

/** The keys a match query asks for: its like conditions' texts, or its in condition's list. */
const keysOf = (query: FetchQuery | undefined): string[] =>
  (query?.entity.filter?.conditions ?? []).flatMap((condition) =>
    Array.isArray(condition.value) ? (condition.value as string[]) : [String(condition.value)],
  );

const rowsOf = (headers: string[], data: unknown[][]) =>
  convertRows(
    { kind: 'csv', headers, rows: data, warnings: [] },
    matchColumns(headers, contactObject).columns,
  );

describe('findMatches', () => {
  it('queries distinct keys of valid rows in batches of 100 and groups the records by key', async () => {
    const data = Array.from({ length: 150 }, (_, n) => [`Name ${n % 120}`, 'Smith']);
    data.push(['Broken', 'Smith', 'not a number']);
    const rows = rowsOf(['name', 'lastname', 'visits'], data);
    const queries: FetchQuery[] = [];
    const matches = await findMatches('contact', nameField, rows, async (query) => {
      queries.push(query);
      const values = keysOf(query);
      return values.includes('name 5')
        ? [
            { id: uuid(1), versionnumber: 3, name: 'Name 5' },
            { id: uuid(2), versionnumber: 1, name: 'Name 5' },
          ]
        : [];
    });
    expect(queries.map((query) => keysOf(query).length)).toEqual([100, 20]);
    expect(queries.flatMap(keysOf)).not.toContain('broken');
    // a text field: one like per key, OR-ed, so the server ignores case
    expect(queries[0]?.entity.filter?.type).toBe('or');
    expect(queries[0]?.entity.filter?.conditions?.[0]).toEqual({
      attribute: 'name',
      operator: 'like',
      value: 'name 0',
    });
    expect(queries[0]?.entity.attributes).toEqual([
      { attribute: 'id' },
      { attribute: 'versionnumber' },
      { attribute: 'name' },
    ]);
    expect(matches.get('name 5')).toEqual([
      { id: uuid(1), versionnumber: 3 },
      { id: uuid(2), versionnumber: 1 },
    ]);
  });
});

it('looks only for keys the server can take once escaped: no record holds a longer one', () => {
  expect(searchable('a'.repeat(4000))).toBe(true);
  expect(searchable('%'.repeat(2001))).toBe(false);
  expect(searchable('nul\u0000')).toBe(false);
});

describe('planImport', () => {
  const rows = rowsOf(
    ['name', 'lastname', 'visits'],
    [
      ['Ann', 'Lee', '1'], // matches one record
      ['Bob', 'Ray', ''], // new
      ['Cid', 'Orr', '2'], // matches two records
      ['ANN', 'Lee', '3'], // the same key again, in other letter case
      ['Dee', 'Fox', 'x'], // a bad cell
      ['', 'Nil', ''], // no key
    ],
  );
  const matches = new Map([
    ['ann', [{ id: uuid(1), versionnumber: 4 }]],
    [
      'cid',
      [
        { id: uuid(2), versionnumber: 1 },
        { id: uuid(3), versionnumber: 1 },
      ],
    ],
  ]);
  const plan = (mode: MatchMode, field = nameField) => planImport(rows, { field, mode, matches });

  it('Update Existing updates the one match with its version and writes empty cells as null', () => {
    const planned = plan(0);
    expect(planned.map((item) => item.action)).toEqual([
      'update',
      'create',
      'error',
      'error',
      'error',
      'create',
    ]);
    expect(planned[0]).toEqual({
      row: 1,
      action: 'update',
      object: { name: 'Ann', lastname: 'Lee', visits: 1, id: uuid(1), versionnumber: 4 },
    });
    // a create leaves empty cells out, so the server's defaults apply
    expect(planned[1]).toEqual({ row: 2, action: 'create', object: { name: 'Bob', lastname: 'Ray' } });
    expect(planned[2]).toMatchObject({
      messages: [{ key: 'errors.manyMatches', params: { count: 2, value: 'Cid' } }],
    });
    expect(planned[3]).toMatchObject({
      messages: [{ key: 'errors.duplicateKey', params: { row: 1, value: 'ANN' } }],
    });
    expect(planned[4]).toMatchObject({ row: 5, messages: [{ key: 'cells.notNumber' }] });
    expect(planCounts(planned)).toEqual({ creates: 2, updates: 1, skips: 0, errors: 3 });
  });

  it('Skip Existing skips every row that has a match', () => {
    const planned = plan(1);
    expect(planned.map((item) => item.action)).toEqual([
      'skip',
      'create',
      'skip',
      'error',
      'error',
      'create',
    ]);
    expect(planCounts(planned)).toEqual({ creates: 2, updates: 0, skips: 2, errors: 2 });
  });

  it('Create New and no match field create every valid row', () => {
    expect(plan(2).map((item) => item.action)).toEqual([
      'create',
      'create',
      'create',
      'create',
      'error',
      'create',
    ]);
    expect(planImport(rows, { field: undefined, mode: 0, matches }).map((item) => item.action)).toEqual([
      'create',
      'create',
      'create',
      'create',
      'error',
      'create',
    ]);
  });
});
