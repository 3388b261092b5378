import { describe, expect, it } from 'vitest';
import { checkImportFile, decodeImportBytes, maxImportFileBytes } from './import-file.js';
import { readImportFile } from './read-import-file.js';

describe('checkImportFile', () => {
  it('takes .csv and .json in any case', () => {
    expect(checkImportFile({ name: 'a.CSV', size: 10 })).toEqual({ ok: true, kind: 'csv' });
    expect(checkImportFile({ name: 'my.data.json', size: 10 })).toEqual({ ok: true, kind: 'json' });
  });

  it('refuses other files, empty files and files over the limit', () => {
    expect(checkImportFile({ name: 'notes.txt', size: 10 })).toEqual({
      ok: false,
      problem: { key: 'errors.fileType', params: { name: 'notes.txt' } },
    });
    expect(checkImportFile({ name: 'csv', size: 10 }).ok).toBe(false);
    expect(checkImportFile({ name: 'a.csv', size: 0 })).toEqual({
      ok: false,
      problem: { key: 'errors.emptyFile', params: { name: 'a.csv' } },
    });
    expect(checkImportFile({ name: 'big.csv', size: maxImportFileBytes + 1 })).toEqual({
      ok: false,
      problem: { key: 'errors.fileSize', params: { name: 'big.csv', size: '10.0 MB', limit: '10.0 MB' } },
    });
    expect(checkImportFile({ name: 'edge.csv', size: maxImportFileBytes }).ok).toBe(true);
  });
});

describe('decodeImportBytes', () => {
  it('reads UTF-8 and drops the BOM', () => {
    const bytes = new TextEncoder().encode('\uFEFFnázov;mesto');
    expect(decodeImportBytes(bytes)).toEqual({ text: 'názov;mesto', legacyEncoding: false });
  });

  it('reads a file that is not UTF-8 as windows-1250', () => {
    // "Žilina" in windows-1250: Ž is 0x8E
    const bytes = new Uint8Array([0x8e, 0x69, 0x6c, 0x69, 0x6e, 0x61]);
    expect(decodeImportBytes(bytes)).toEqual({ text: 'Žilina', legacyEncoding: true });
  });
});

describe('readImportFile', () => {
  const file = (name: string, text: string) => {
    const bytes = new TextEncoder().encode(text);
    return { name, size: bytes.length, arrayBuffer: async () => bytes.buffer as ArrayBuffer };
  };

  it('parses by extension', async () => {
    const csv = await readImportFile(file('a.csv', 'name\nA'));
    expect(csv.ok && csv.table.rows).toEqual([['A']]);
    const json = await readImportFile(file('a.json', '[{"name":"A"}]'));
    expect(json.ok && json.table.kind).toBe('json');
  });

  it('refuses a .txt file before reading it', async () => {
    const result = await readImportFile({
      name: 'a.txt',
      size: 3,
      arrayBuffer: () => Promise.reject(new Error('must not be read')),
    });
    expect(result).toEqual({ ok: false, problem: { key: 'errors.fileType', params: { name: 'a.txt' } } });
  });
});
