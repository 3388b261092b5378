import type { FetchQuery } from '@strata/api/contract/query';
import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.js';
import { readCsvFile } from './csv-file.js';
import { errorRowsFile } from './error-rows.js';
import { matchColumns } from './import-columns.js';
import { countPlan, prepareFile, previewRows, type StreamContext, writeFile } from './import-stream.js';
import { SummaryCollector } from './import-summary.js';
import type { ImportTable } from './import-table.js';
import { LookupCache } from './lookup-cache.js';
import { contactObject, propertyOf, testMetaDict } from './test-objects.js';

const accounts = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Acme' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Globex' },
];

/** A fake /api/fetch: accounts by OR-ed `like` on name, existing contacts by name; logs queries. */
function fakeFetch(existingContacts: { id: string; name: string }[] = []) {
  const queries: FetchQuery[] = [];
  const fetchRows = async (query: FetchQuery) => {
    queries.push(query);
    const names = (query.entity.filter?.conditions ?? []).map((c) => String(c.value).toLowerCase());
    const rows = query.entity.name === 'account' ? accounts : existingContacts;
    return rows
      .filter((record) => names.includes(record.name.toLowerCase()))
      .map((record) => ({ ...record, versionnumber: 1 }));
  };
  return { fetchRows, queries };
}

/** A fake executemultiple with continueOnError: refuses records named in `refuse`; logs calls. */
function fakeExecute(refuse: string[] = [], failCall?: number) {
  const calls: RecordOperation[][] = [];
  const execute = async (records: RecordOperation[]): Promise<OperationResult[]> => {
    calls.push(records);
    if (calls.length === failCall) throw new ApiError(500, 'ERR_SERVER', 'boom');
    return records.map((record) =>
      refuse.includes(String(record.object.name))
        ? { error: { code: 'ERR_VALIDATION', message: `refused ${record.object.name}` } }
        : { result: `id-${record.object.name}` },
    );
  };
  return { execute, calls };
}

async function streamed(text: string): Promise<ImportTable> {
  // 16-byte chunks: rows and quoted cells fall across chunks all through the file
  const result = await readCsvFile(new Blob([text]), 16);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.table;
}

function context(table: ImportTable, fetchRows: StreamContext['fetchRows']): StreamContext {
  return {
    entity: 'contact',
    columns: matchColumns(table.headers, contactObject).columns,
    fetchRows,
    metaDict: testMetaDict,
    cache: new LookupCache(),
  };
}

/** `count` contacts, every fifth with an account named Acme or Globex (case aside), or nobody. */
const contactsCsv = (count: number, extra: (n: number) => string[] = () => []) =>
  [
    'name;lastname;accountid;visits',
    ...Array.from({ length: count }, (_, n) =>
      [`C${n + 1}`, `"L;${n + 1}"`, ['ACME', 'globex', 'Nobody', '', ''][n % 5], String(n), ...extra(n)].join(
        ';',
      ),
    ),
  ].join('\n');

describe('prepareFile', () => {
  it('keeps the preview rows and counts the whole file, looking each name up once', async () => {
    const table = await streamed(contactsCsv(120).replace('C7;"L;7";globex;6', 'C7;"L;7";globex;many'));
    const { fetchRows, queries } = fakeFetch();
    const progress: number[] = [];
    const file = await prepareFile(table, context(table, fetchRows), (done) => progress.push(done), 25);
    expect(file.rowCount).toBe(120);
    expect(progress).toEqual([25, 50, 75, 100, 120]);
    expect(file.preview).toHaveLength(previewRows);
    expect(file.preview[0]?.cells.accountid?.value).toBe(accounts[0]?.id);
    expect(file.preview[0]?.cells.lastname?.value).toBe('L;1');
    expect(file.errorRows).toBe(1);
    expect(file.errorLines).toEqual([
      { row: 7, message: { key: 'cells.notNumber', params: { field: 'Visits', value: 'many' } } },
    ]);
    // "Nobody" in rows 3, 8, ... 118: 24 warnings, found in every batch, asked for once
    expect(file.warningLineCount).toBe(24);
    expect(file.warningLines.at(-1)?.row).toBe(118);
    expect(queries).toHaveLength(1);
  });
});

describe('countPlan', () => {
  it('counts across batches and reports a key repeated in a later batch', async () => {
    const table = await streamed(`${contactsCsv(6)}\nC2;Again;;1\n`);
    const { fetchRows, queries } = fakeFetch([{ id: 'existing-c4', name: 'c4' }]);
    const counted = await countPlan(
      table,
      context(table, fetchRows),
      { field: propertyOf(contactObject, 'name'), mode: 0 },
      undefined,
      3,
    );
    expect(counted.counts).toEqual({ creates: 5, updates: 1, skips: 0, errors: 1 });
    expect([...counted.matches.keys()]).toEqual(['c4']);
    // one match query per batch; the accounts' names once
    expect(queries.filter((query) => query.entity.name === 'contact')).toHaveLength(3);
  });
});

describe('writeFile', () => {
  it('writes batch by batch and keeps the rows with errors with their cells for the error file', async () => {
    const table = await streamed(contactsCsv(9).replace('C5;"L;5";;4', 'C5;"L;5";;lots'));
    const { fetchRows } = fakeFetch();
    const { execute, calls } = fakeExecute(['C2', 'C8']);
    const written: number[] = [];
    const summary = await writeFile(
      table,
      context(table, fetchRows),
      { field: undefined, mode: 2, matches: new Map() },
      { execute, batchSize: 2, onProgress: (done) => written.push(done) },
      4,
    );
    expect(calls.map((call) => call.map((operation) => operation.object.name))).toEqual([
      ['C1', 'C2'],
      ['C3', 'C4'],
      ['C6', 'C7'],
      ['C8'],
      ['C9'],
    ]);
    expect(written).toEqual([2, 4, 6, 7, 8]);
    expect(summary).toMatchObject({ created: 6, updated: 0, skipped: 0, storedImages: 0 });
    expect(summary.droppedErrors).toBeUndefined();
    expect(summary.errors.map((error) => [error.row, error.source])).toEqual([
      [2, ['C2', 'L;2', 'globex', '1']],
      [5, ['C5', 'L;5', '', 'lots']],
      [8, ['C8', 'L;8', 'Nobody', '7']],
    ]);
    const file = errorRowsFile(
      table,
      summary.errors.map((error) => ({ row: error.row, source: error.source, text: 'why' })),
      'Import error',
    );
    expect(Papa.parse<string[]>(file.text.slice(1).trim(), { delimiter: ';' }).data).toEqual([
      ['name', 'lastname', 'accountid', 'visits', 'Import error'],
      ['C2', 'L;2', 'globex', '1', 'why'],
      ['C5', 'L;5', '', 'lots', 'why'],
      ['C8', 'L;8', 'Nobody', '7', 'why'],
    ]);
  });

  it('after a failed call sends nothing more, not even lookups, and reports every row left', async () => {
    // a different account in every row: each batch read needs a query of its own
    const rows = Array.from({ length: 12 }, (_, n) => `C${n + 1};L${n + 1};Firm ${n + 1};1`);
    const table = await streamed(['name;lastname;accountid;visits', ...rows].join('\n'));
    const { fetchRows, queries } = fakeFetch();
    const { execute, calls } = fakeExecute([], 2);
    const summary = await writeFile(
      table,
      context(table, fetchRows),
      { field: undefined, mode: 2, matches: new Map() },
      { execute, batchSize: 3 },
      3,
    );
    expect(calls).toHaveLength(2);
    expect(summary.created).toBe(3);
    expect(summary.errors.map((error) => [error.row, error.messages[0]])).toEqual([
      ...[4, 5, 6].map((row) => [row, { key: 'errors.callFailed', params: { reason: 'boom' } }]),
      ...[7, 8, 9, 10, 11, 12].map((row) => [row, { key: 'errors.notAttempted' }]),
    ]);
    // batches are read while the one before is written: at most the one read during the
    // failing call was looked up, none of the fourth
    expect(queries.length).toBeGreaterThanOrEqual(2);
    expect(queries.length).toBeLessThanOrEqual(3);
  });
});

describe('SummaryCollector', () => {
  it('keeps the first rows with errors by row number and counts the others', () => {
    const collector = new SummaryCollector(2);
    const rows = [['a'], ['b'], ['c'], ['d']];
    collector.add(
      { first: 1, rows },
      [
        { row: 1, action: 'error', messages: [{ key: 'x' }] },
        { row: 2, action: 'create', object: {} },
        { row: 3, action: 'create', object: {} },
        { row: 4, action: 'skip' },
      ],
      [
        { row: 3, ok: false, message: { text: 'refused' } },
        { row: 2, ok: true, action: 'create', id: 'b' },
      ],
    );
    collector.add({ first: 5, rows: [['e']] }, [{ row: 5, action: 'error', messages: [{ key: 'y' }] }], []);
    expect(collector.summary()).toEqual({
      created: 1,
      updated: 0,
      skipped: 1,
      storedImages: 0,
      errors: [
        { row: 1, messages: [{ key: 'x' }], source: ['a'] },
        { row: 3, messages: [{ text: 'refused' }], source: ['c'] },
      ],
      droppedErrors: 1,
    });
  });
});
