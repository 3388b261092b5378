import { describe, expect, it } from 'vitest';
import { matchColumns } from './import-columns.js';
import { convertRows, rowErrors, rowObject, rowWarnings } from './import-rows.js';
import { contactObject } from './test-objects.js';

const uuid = '01234567-89ab-cdef-0123-456789abcdef';

describe('convertRows', () => {
  it('converts the matched columns of every row and numbers rows from 1', () => {
    const headers = ['Full Name', 'Visits', 'Account', 'Ignored'];
    const table = {
      kind: 'csv' as const,
      headers,
      rows: [
        ['Ann', '3', 'Acme', 'x'],
        ['Bob', 'lots', uuid, 'y'],
      ],
      warnings: [],
    };
    const [ann, bob] = convertRows(table, matchColumns(headers, contactObject).columns);
    expect(ann).toEqual({
      row: 1,
      cells: {
        name: { value: 'Ann' },
        visits: { value: 3 },
        accountid: { value: null, label: 'Acme', pending: { text: 'Acme', by: 'name' } },
      },
    });
    expect(bob?.row).toBe(2);
    expect(bob?.cells.accountid).toEqual({ value: uuid, label: uuid });
    expect(bob && rowErrors(bob)).toEqual([
      { key: 'cells.notNumber', params: { field: 'Visits', value: 'lots' } },
    ]);
  });

  it('leaves keys a JSON record lacks out of the row', () => {
    const table = {
      kind: 'json' as const,
      headers: ['name', 'visits'],
      rows: [['Ann', undefined]],
      warnings: [],
    };
    const [row] = convertRows(table, matchColumns(table.headers, contactObject).columns);
    expect(row?.cells).toEqual({ name: { value: 'Ann' } });
  });
});

describe('rowObject', () => {
  const row = {
    row: 1,
    cells: {
      name: { value: 'Ann' },
      visits: { value: null },
      lastname: { value: 'Lee', warning: { key: 'warnings.truncated' } },
      isvip: { value: null, error: { key: 'cells.notBoolean' } },
    },
  };

  it('leaves empty fields out of a create, so defaults apply', () => {
    expect(rowObject(row, 'create')).toEqual({ name: 'Ann', lastname: 'Lee' });
  });

  it('clears empty fields on an update', () => {
    expect(rowObject(row, 'update')).toEqual({ name: 'Ann', visits: null, lastname: 'Lee' });
  });

  it('lists the warnings and errors of a row', () => {
    expect(rowWarnings(row)).toEqual([{ key: 'warnings.truncated' }]);
    expect(rowErrors(row)).toEqual([{ key: 'cells.notBoolean' }]);
  });
});
