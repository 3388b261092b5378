import { describe, expect, it } from 'vitest';
import { chooseSeparator, parseCsvTable } from './csv-table.js';

const table = (text: string) => {
  const result = parseCsvTable(text);
  if (!result.ok) throw new Error(`expected a table, got ${JSON.stringify(result.problem)}`);
  return result.table;
};

describe('chooseSeparator', () => {
  it('defaults to a semicolon', () => {
    expect(chooseSeparator('name;city\na;b')).toEqual({
      separator: ';',
      body: 'name;city\na;b',
      declared: false,
    });
  });

  it('takes a sep= first line and drops it', () => {
    expect(chooseSeparator('sep=,\r\nname,city\r\na,b')).toEqual({
      separator: ',',
      body: 'name,city\r\na,b',
      declared: true,
    });
    expect(chooseSeparator('"SEP=|"\nname|city').separator).toBe('|');
    expect(chooseSeparator('sep=\t\nname\tcity').separator).toBe('\t');
  });

  it('falls back to commas or tabs only when the header has no semicolon', () => {
    expect(chooseSeparator('name,city\na,b').separator).toBe(',');
    expect(chooseSeparator('name\tcity,x\na\tb').separator).toBe('\t');
    expect(chooseSeparator('name;city,x\na;b').separator).toBe(';');
    expect(chooseSeparator('name\na').separator).toBe(';');
  });
});

describe('parseCsvTable', () => {
  it('reads the header and rows, quotes and all', () => {
    const parsed = table('name;note\n"Smith; John";"two\nlines"\nDoe;"say ""hi"""\n');
    expect(parsed.headers).toEqual(['name', 'note']);
    expect(parsed.rows).toEqual([
      ['Smith; John', 'two\nlines'],
      ['Doe', 'say "hi"'],
    ]);
    expect(parsed.warnings).toEqual([]);
  });

  it('uses the declared separator, so semicolons are data', () => {
    expect(table('sep=,\nname,note\nA;B,C').rows).toEqual([['A;B', 'C']]);
  });

  it('trims headers, skips blank lines and evens out ragged rows with a warning', () => {
    const parsed = table(' name ; city \n\nA;X;extra\n\nB\n');
    expect(parsed.headers).toEqual(['name', 'city']);
    expect(parsed.rows).toEqual([
      ['A', 'X'],
      ['B', ''],
    ]);
    expect(parsed.warnings).toEqual([
      { key: 'warnings.raggedRows', params: { rows: '1, 2', count: 2, columns: 2 } },
    ]);
  });

  it('refuses a broken quote with the row it starts in', () => {
    expect(parseCsvTable('name;note\nA;ok\nB;"never closed\nC;x')).toEqual({
      ok: false,
      problem: { key: 'errors.csvQuotes', params: { row: 2 } },
    });
  });

  it('refuses a file without data rows or without a header', () => {
    expect(parseCsvTable('name;city\n')).toEqual({ ok: false, problem: { key: 'errors.noRows' } });
    expect(parseCsvTable('\n\n')).toEqual({ ok: false, problem: { key: 'errors.noHeader' } });
  });
});
