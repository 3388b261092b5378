import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { errorRowsFile } from './error-rows.js';

describe('errorRowsFile', () => {
  it('gives the failed CSV rows as they were, with the reason in one more column', () => {
    const table = {
      kind: 'csv' as const,
      headers: ['name', 'note'],
      rows: [
        ['A', 'x;y'],
        ['B', ''],
        ['C', 'z'],
      ],
      warnings: [],
    };
    const file = errorRowsFile(
      table,
      [
        { row: 1, text: 'bad' },
        { row: 3, text: 'worse' },
      ],
      'Import error',
    );
    expect(file.extension).toBe('csv');
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    expect(Papa.parse<string[]>(file.text.slice(1).trim(), { delimiter: ';' }).data).toEqual([
      ['name', 'note', 'Import error'],
      ['A', 'x;y', 'bad'],
      ['C', 'z', 'worse'],
    ]);
  });

  it('keeps JSON rows as objects, without keys they did not have', () => {
    const table = {
      kind: 'json' as const,
      headers: ['name', 'visits'],
      rows: [
        ['A', undefined],
        ['B', 2],
      ],
      warnings: [],
    };
    const file = errorRowsFile(table, [{ row: 1, text: 'bad' }], 'error');
    expect(JSON.parse(file.text)).toEqual([{ name: 'A', error: 'bad' }]);
  });
});
