import type { FetchQuery } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import type { RecordValues } from '../data/data-api.js';
import { matchColumns } from './import-columns.js';
import { convertRows } from './import-rows.js';
import { lookupBatchSize, lookupsInFlight, resolveLookups } from './lookup-resolution.js';
import { contactObject, testMetaDict } from './test-objects.js';

type Record_ = { id: string; name: string };

/**
 * A fake /api/fetch over fixed records per entity, as the server answers: ids by an `in`
 * condition, names by OR-ed `like` conditions without wildcards (case ignored). Logs queries.
 */
function fakeFetch(records: Record<string, Record_[]>) {
  const queries: FetchQuery[] = [];
  const fetchRows = async (query: FetchQuery): Promise<RecordValues[]> => {
    queries.push(query);
    const { conditions = [], type } = query.entity.filter ?? {};
    const [first] = conditions;
    const rows = records[query.entity.name] ?? [];
    if (first?.operator === 'in')
      return rows.filter((record) => (first.value as string[]).includes(record.id));
    if (type !== 'or' || conditions.some((c) => c.operator !== 'like' || c.attribute !== 'name'))
      throw new Error('expected an in condition on id or like conditions on name');
    const names = conditions.map((c) => String(c.value).replace(/\\(.)/g, '$1').toLowerCase());
    return rows.filter((record) => names.includes(record.name.toLowerCase()));
  };
  return { fetchRows, queries };
}

const namesOf = (query: FetchQuery | undefined) =>
  (query?.entity.filter?.conditions ?? []).map((condition) => condition.value as string);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const prepare = (headers: string[], rows: unknown[][]) => {
  const { columns } = matchColumns(headers, contactObject);
  return { columns, rows: convertRows({ kind: 'csv', headers, rows, warnings: [] }, columns) };
};

describe('resolveLookups', () => {
  it('looks names up in batches of 100 distinct values, case aside', async () => {
    const accounts = Array.from({ length: 250 }, (_, n) => ({ id: uuid(n), name: `Account ${n}` }));
    // 260 rows, 250 distinct names (the last ten repeat)
    const data = Array.from({ length: 260 }, (_, n) => [`Contact ${n}`, `Account ${n % 250}`]);
    const { columns, rows } = prepare(['name', 'accountid'], data);
    const { fetchRows, queries } = fakeFetch({ account: accounts });
    const resolved = await resolveLookups(rows, columns, { fetchRows, metaDict: testMetaDict });
    expect(queries).toHaveLength(3);
    const sizes = queries.map((query) => namesOf(query).length);
    expect(sizes).toEqual([100, 100, 50]);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(lookupBatchSize);
    expect(queries[0]?.entity).toMatchObject({ name: 'account', filter: { type: 'or' } });
    expect(queries[0]?.entity.filter?.conditions?.[0]).toEqual({
      attribute: 'name',
      operator: 'like',
      value: 'Account 0',
    });
    expect(resolved[0]?.cells.accountid).toEqual({ value: uuid(0), label: 'Account 0' });
    expect(resolved[259]?.cells.accountid).toEqual({ value: uuid(9), label: 'Account 9' });
  });

  it('matches names whatever their case, the exact spelling first, wildcards taken literally', async () => {
    const { columns, rows } = prepare(
      ['name', 'accountid'],
      [
        ['A', 'acme s.r.o.'],
        ['B', 'Twin'],
        ['C', '50%_off'],
      ],
    );
    const { fetchRows, queries } = fakeFetch({
      account: [
        { id: uuid(1), name: 'ACME s.r.o.' },
        { id: uuid(2), name: 'Twin' },
        { id: uuid(3), name: 'TWIN' },
        { id: uuid(4), name: '50%_OFF' },
      ],
    });
    const [acme, twin, percent] = await resolveLookups(rows, columns, { fetchRows, metaDict: testMetaDict });
    expect(acme?.cells.accountid).toEqual({ value: uuid(1), label: 'acme s.r.o.' });
    expect(twin?.cells.accountid).toEqual({ value: uuid(2), label: 'Twin' });
    expect(percent?.cells.accountid).toEqual({ value: uuid(4), label: '50%_off' });
    expect(namesOf(queries[0])).toContain('50\\%\\_off');
  });

  it('makes unknown and ambiguous names null with a warning', async () => {
    const { columns, rows } = prepare(
      ['name', 'accountid'],
      [
        ['A', 'Nobody'],
        ['B', 'Twice'],
      ],
    );
    const { fetchRows } = fakeFetch({
      account: [
        { id: uuid(1), name: 'Twice' },
        { id: uuid(2), name: 'Twice' },
      ],
    });
    const [first, second] = await resolveLookups(rows, columns, { fetchRows, metaDict: testMetaDict });
    expect(first?.cells.accountid).toEqual({
      value: null,
      label: 'Nobody',
      warning: {
        key: 'warnings.lookupNotFound',
        params: { field: 'Account', value: 'Nobody', entity: 'Account' },
      },
    });
    expect(second?.cells.accountid).toEqual({
      value: null,
      label: 'Twice',
      warning: { key: 'warnings.lookupAmbiguous', params: { field: 'Account', value: 'Twice', count: 2 } },
    });
  });

  it('does not query a target the user cannot read', async () => {
    const { columns, rows } = prepare(['accountid'], [['Acme']]);
    const { fetchRows, queries } = fakeFetch({ account: [{ id: uuid(1), name: 'Acme' }] });
    const { account: _hidden, ...metaDict } = testMetaDict;
    const [row] = await resolveLookups(rows, columns, { fetchRows, metaDict });
    expect(queries).toHaveLength(0);
    expect(row?.cells.accountid?.warning).toEqual({
      key: 'warnings.lookupUnreadable',
      params: { field: 'Account', value: 'Acme', entity: 'account' },
    });
  });

  it('finds a multi-target lookup on the first target that has the record, by name or bare id', async () => {
    const { columns, rows } = prepare(['regardingid'], [['Big Deal'], [uuid(7)]]);
    const { fetchRows } = fakeFetch({ account: [], lead: [{ id: uuid(7), name: 'Big Deal' }] });
    const [byName, byId] = await resolveLookups(rows, columns, { fetchRows, metaDict: testMetaDict });
    expect(byName?.cells.regardingid).toEqual({ value: { id: uuid(7), name: 'lead' }, label: 'Big Deal' });
    expect(byId?.cells.regardingid).toEqual({ value: { id: uuid(7), name: 'lead' }, label: 'Big Deal' });
  });

  it('leaves rows without pending lookups untouched and does not query', async () => {
    const { columns, rows } = prepare(
      ['name', 'accountid'],
      [
        ['A', uuid(3)],
        ['B', ''],
      ],
    );
    const { fetchRows, queries } = fakeFetch({});
    const resolved = await resolveLookups(rows, columns, { fetchRows, metaDict: testMetaDict });
    expect(queries).toHaveLength(0);
    expect(resolved).toEqual(rows);
  });

  it('sends a few queries at once and finds the same whatever order the answers come in', async () => {
    const accounts = Array.from({ length: 1000 }, (_, n) => ({ id: uuid(n), name: `Account ${n}` }));
    // a second record named like the first of every batch: ambiguous however the answers arrive
    const twins = Array.from({ length: 10 }, (_, n) => ({ id: uuid(5000 + n), name: `Account ${n * 100}` }));
    const data = Array.from({ length: 1000 }, (_, n) => [`Contact ${n}`, `Account ${n}`]);
    const { columns, rows } = prepare(['name', 'accountid'], data);
    const inOrder = await resolveLookups(rows, columns, {
      fetchRows: fakeFetch({ account: [...accounts, ...twins] }).fetchRows,
      metaDict: testMetaDict,
    });
    const slow = fakeFetch({ account: [...accounts, ...twins] });
    let inFlight = 0;
    let most = 0;
    let call = 0;
    const progress: number[] = [];
    const shuffled = await resolveLookups(rows, columns, {
      fetchRows: async (query) => {
        inFlight++;
        most = Math.max(most, inFlight);
        // earlier queries answer later
        await new Promise((resolve) => setTimeout(resolve, 20 - 2 * call++));
        inFlight--;
        return slow.fetchRows(query);
      },
      metaDict: testMetaDict,
      onBatch: (done) => progress.push(done),
    });
    expect(slow.queries).toHaveLength(10);
    expect(most).toBe(lookupsInFlight);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(shuffled).toEqual(inOrder);
    expect(shuffled[0]?.cells.accountid?.warning).toBeDefined();
    expect(shuffled[1]?.cells.accountid).toEqual({ value: uuid(1), label: 'Account 1' });
  });

  it('fails as a whole when a query fails, and sends no query after it', async () => {
    const data = Array.from({ length: 1000 }, (_, n) => [`Contact ${n}`, `Account ${n}`]);
    const { columns, rows } = prepare(['name', 'accountid'], data);
    let sent = 0;
    const failing = resolveLookups(rows, columns, {
      fetchRows: async () => {
        sent++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('offline');
      },
      metaDict: testMetaDict,
    });
    await expect(failing).rejects.toThrow('offline');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toBe(lookupsInFlight);
  });
});
