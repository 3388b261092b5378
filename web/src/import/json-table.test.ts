import { describe, expect, it } from 'vitest';
import { parseJsonTable } from './json-table.js';

describe('parseJsonTable', () => {
  it('makes columns of every key in order of appearance; missing keys stay undefined', () => {
    const result = parseJsonTable(
      '[{"name":"A","city":null},{"name":"B","visits":3,"accountid":{"id":"x"}}]',
    );
    expect(result).toEqual({
      ok: true,
      table: {
        kind: 'json',
        headers: ['name', 'city', 'visits', 'accountid'],
        rows: [
          ['A', null, undefined, undefined],
          ['B', undefined, 3, { id: 'x' }],
        ],
        warnings: [],
      },
    });
  });

  it('says what is wrong with JSON that is not an array of objects', () => {
    expect(parseJsonTable('{"name":"A"}')).toEqual({ ok: false, problem: { key: 'errors.jsonShape' } });
    expect(parseJsonTable('[{"name":"A"}, 5]')).toEqual({
      ok: false,
      problem: { key: 'errors.jsonItem', params: { row: 2 } },
    });
    expect(parseJsonTable('[]')).toEqual({ ok: false, problem: { key: 'errors.noRows' } });
    expect(parseJsonTable('[{}]')).toEqual({ ok: false, problem: { key: 'errors.noHeader' } });
    const broken = parseJsonTable('[{"name":');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && 'key' in broken.problem && broken.problem.key).toBe('errors.jsonSyntax');
  });
});
