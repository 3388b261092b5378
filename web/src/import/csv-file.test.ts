import { describe, expect, it } from 'vitest';
import { CsvChunkParser } from './csv-chunks.js';
import { readCsvFile } from './csv-file.js';
import { parseCsvTable } from './csv-table.js';
import type { ImportTable, RowBatch } from './import-table.js';

/** The text parsed in pieces of `size` characters: the records the parser gives, in order. */
function piecewise(text: string, size: number) {
  const parser = new CsvChunkParser();
  const records: string[][] = [];
  for (let start = 0; start < text.length; start += size)
    records.push(...parser.push(text.slice(start, start + size)));
  records.push(...parser.end());
  return { records, quoteErrorRow: parser.quoteErrorRow };
}

const wholeRecords = (text: string) => piecewise(text, text.length + 1).records;

/** A file of `text` (UTF-8 unless bytes are given). */
const blob = (content: string | Uint8Array<ArrayBuffer>) => new Blob([content]);

async function table(content: string | Uint8Array<ArrayBuffer>, chunkBytes: number): Promise<ImportTable> {
  const result = await readCsvFile(blob(content), chunkBytes);
  if (!result.ok) throw new Error(`expected a table, got ${JSON.stringify(result.problem)}`);
  return result.table;
}

async function allBatches(read: ImportTable, size: number): Promise<RowBatch[]> {
  const batches: RowBatch[] = [];
  if (!read.batches) throw new Error('a streamed table reads its batches from the file');
  for await (const batch of read.batches(size)) batches.push(batch);
  return batches;
}

// quoted separators, line breaks and "" inside cells, a blank line, CRLF line breaks, non-ASCII
const tricky = [
  'name;note;city',
  '"Smith; John";"two\r\nlines";Žilina',
  '',
  'Doe;"say ""hi""";"Köln"',
  '"";"";""',
  'Émile;"a ""quoted"" line break\r\nhere";Brno',
  'Last;x;y',
].join('\r\n');

describe('CsvChunkParser', () => {
  it('gives the same records however the text is cut', () => {
    const expected = wholeRecords(tricky);
    expect(expected).toHaveLength(5);
    expect(expected[1]).toEqual(['Smith; John', 'two\r\nlines', 'Žilina']);
    for (let size = 1; size <= tricky.length; size++)
      expect(piecewise(tricky, size).records).toEqual(expected);
  });

  it('keeps a quoted line break whose piece ends inside the quotes as one cell', () => {
    const parser = new CsvChunkParser();
    expect(parser.push('name;note\nA;"first line\n')).toEqual([['name', 'note']]);
    expect(parser.push('second line"\nB;')).toEqual([['A', 'first line\nsecond line']]);
    expect(parser.end()).toEqual([['B', '']]);
  });

  it('waits for the character after a quote at the end of a piece (it may be "")', () => {
    const parser = new CsvChunkParser();
    parser.push('name\n"a "');
    expect(parser.push('"b"\nc\n')).toEqual([['a "b'], ['c']]);
  });

  it('reads a sep= line and the line break from the first piece', () => {
    const text = 'sep=,\r\nname,note\r\n"A,1",x\r\nB,"y\nz"\r\n';
    for (const size of [1, 2, 3, 7]) {
      const { records } = piecewise(text, size);
      expect(records).toEqual([
        ['name', 'note'],
        ['A,1', 'x'],
        ['B', 'y\nz'],
      ]);
    }
  });

  it('reports a broken quote at the data row it starts in, however the text is cut', () => {
    const text = 'name;note\nA;ok\nB;"never closed\nC;x';
    for (const size of [1, 4, 9, 100]) expect(piecewise(text, size).quoteErrorRow).toBe(2);
  });
});

describe('readCsvFile', () => {
  it('checks the file in one pass, keeps its first rows and reads them all again in batches', async () => {
    const rows = Array.from({ length: 120 }, (_, n) => `Name ${n};"note ${n}\nline two";${n}`);
    const text = `name;note;n\n${rows.join('\n')}\n`;
    // chunks of 64 bytes: most quoted line breaks fall on a chunk's edge somewhere
    const read = await table(text, 64);
    expect(read.headers).toEqual(['name', 'note', 'n']);
    expect(read.rowCount).toBe(120);
    expect(read.rows).toHaveLength(50);
    expect(read.rows[0]).toEqual(['Name 0', 'note 0\nline two', '0']);
    const batches = await allBatches(read, 50);
    expect(batches.map((batch) => [batch.first, batch.rows.length])).toEqual([
      [1, 50],
      [51, 50],
      [101, 20],
    ]);
    expect(batches[2]?.rows.at(-1)).toEqual(['Name 119', 'note 119\nline two', '119']);
  });

  it('gives the rows a whole parse gives, for every chunk size', async () => {
    const expected = parseCsvTable(tricky);
    if (!expected.ok) throw new Error('the text parses');
    const bytes = new TextEncoder().encode(tricky).length;
    for (let chunkBytes = 1; chunkBytes <= bytes; chunkBytes += 3) {
      const read = await table(tricky, chunkBytes);
      expect(read.headers).toEqual(expected.table.headers);
      expect(read.warnings).toEqual(expected.table.warnings);
      const batches = await allBatches(read, 2);
      expect(batches.flatMap((batch) => batch.rows)).toEqual(expected.table.rows);
    }
  });

  it('evens out ragged rows in the batches too, and reports them as a whole parse does', async () => {
    const text = ' name ; city \n\nA;X;extra\n\nB\n';
    const read = await table(text, 3);
    const whole = parseCsvTable(text);
    expect(whole.ok && read.warnings).toEqual(whole.ok && whole.table.warnings);
    expect((await allBatches(read, 10)).flatMap((batch) => batch.rows)).toEqual([
      ['A', 'X'],
      ['B', ''],
    ]);
  });

  it('reads a file that is not UTF-8 as windows-1250, and drops a UTF-8 BOM', async () => {
    // "name\nŽilina" in windows-1250: Ž is 0x8E
    const legacy = await table(
      new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x8e, 0x69, 0x6c, 0x69, 0x6e, 0x61]),
      4,
    );
    expect(legacy.warnings).toEqual([{ key: 'warnings.legacyEncoding' }]);
    expect((await allBatches(legacy, 10))[0]?.rows).toEqual([['Žilina']]);
    const bom = await table('\uFEFFname\nA\n', 2);
    expect(bom.headers).toEqual(['name']);
    expect(bom.warnings).toEqual([]);
  });

  it('refuses what a whole parse refuses', async () => {
    for (const text of ['name;note\nA;ok\nB;"never closed\nC;x', 'name;city\n', '\n\n']) {
      expect(await readCsvFile(blob(text), 5)).toEqual(parseCsvTable(text));
    }
  });
});
