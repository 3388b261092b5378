import { aggregateMethods, groupMethods } from '@strata/api/contract/aggregate-methods';
import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { fetchOperators } from '@strata/api/contract/query';
import type { DatabasePool } from '@strata/api/db/types';
import { isAppError } from '@strata/api/errors/app-error';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { buildTenantMetadata, type TenantMetadata } from '@strata/api/metadata/tenant-metadata';
import { type RowAccessResolver, readEverything } from '@strata/api/permissions/row-access';
import { aggregateApplies } from '@strata/api/query/aggregates';
import { compileFetch, fetchRecords } from '@strata/api/query/compile-fetch';
import { groupApplies } from '@strata/api/query/group-methods';
import { operatorApplies } from '@strata/api/query/operators';
import { loadTemplate } from '@strata/api/templates/load-template';
import fc from 'fast-check';
import { type QuerySqlToken, sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';

let pool: DatabasePool;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let schema: string;
let metadata: TenantMetadata;

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool, { sampleData: true });
  schema = tenant.tenant.schemaName;
  metadata = buildTenantMetadata(tenant.tenant.id, schema, await loadObjectDefinitions(pool, schema));
  lucia = String(
    await pool.oneFirst(sql.unsafe`
      SELECT id FROM ${sql.identifier([schema, 'systemuser'])} WHERE emailaddress = 'lucia.horvathova@example.com'`),
  );
  tatra = String(
    await pool.oneFirst(sql.unsafe`
      SELECT id FROM ${sql.identifier([schema, 'account'])} WHERE name = 'Tatra Logistika s.r.o.'`),
  );
});
afterAll(async () => {
  await tenant.remove();
  await pool.end();
});

type Row = Record<string, unknown>;
const crm = loadTemplate('crm');
/** Sample rows get fresh ids per organisation: these are found by what they hold. */
let lucia: string;
let tatra: string;

const fetch = (input: unknown, access: RowAccessResolver = readEverything) =>
  fetchRecords(pool, input, { metadata, access });
const table = (entity: string) => sql.identifier([schema, entity]);
const raw = (query: QuerySqlToken) => pool.any(query) as Promise<readonly Row[]>;
const sorted = (values: readonly unknown[]) => [...values].map(String).sort();
const idsOf = (rows: readonly Row[]) => sorted(rows.map((row) => row.id));

/** Read access limited to the rows one user owns, on every entity. */
/** Owner-level reads as recordAccess has them: link tables (type many) have no owner and admit every row. */
const ownedBy =
  (owner: string): RowAccessResolver =>
  (entity) =>
    metadata.objects.get(entity)?.type === 'many'
      ? { kind: 'all' }
      : {
          kind: 'where',
          predicate: (alias) => sql.fragment`${sql.identifier([...alias.names, 'ownerid'])} = ${owner}`,
        };

const expectRefused = async (input: unknown, code: string, access: RowAccessResolver = readEverything) => {
  const error = await fetch(input, access).catch((caught: unknown) => caught);
  expect(isAppError(error) ? error.code : error).toBe(code);
};

describe('operators', () => {
  const accountIds = (filter: unknown) => fetch({ entity: { name: 'account', filter } }).then(idsOf);
  const rawAccountIds = async (condition: ReturnType<typeof sql.fragment>) =>
    sorted(await pool.anyFirst(sql.unsafe`SELECT id FROM ${table('account')} WHERE ${condition}`));
  const cond = (attribute: string, operator: string, value?: unknown) => ({
    conditions: [{ attribute, operator, ...(value === undefined ? {} : { value }) }],
  });

  it.each([
    ['eq', sql.fragment`revenue = 86520000`],
    ['ne', sql.fragment`revenue <> 86520000`],
    ['gt', sql.fragment`revenue > 86520000`],
    ['ge', sql.fragment`revenue >= 86520000`],
    ['lt', sql.fragment`revenue < 86520000`],
    ['le', sql.fragment`revenue <= 86520000`],
  ])('%s on Money', async (operator, expected) => {
    const ids = await accountIds(cond('revenue', operator, 86_520_000));
    expect(ids).toEqual(await rawAccountIds(expected));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('like is case-insensitive with % and _ wildcards', async () => {
    const names = crm.sample.find((set) => set.entity === 'account')?.rows.map((r) => String(r.name)) ?? [];
    const expected = names.filter((name) => /s\.r\.o\.$/i.test(name));
    expect(expected.length).toBeGreaterThan(0);
    const rows = await fetch({
      entity: {
        name: 'account',
        attributes: [{ attribute: 'name' }],
        filter: cond('name', 'like', '%S_R_O.'),
      },
    });
    expect(sorted(rows.map((row) => row.name))).toEqual(sorted(expected));
  });

  it('or-ed likes without wildcards (one hashed look-up) find what each like finds', async () => {
    const names = crm.sample.find((set) => set.entity === 'account')?.rows.map((r) => String(r.name)) ?? [];
    // exact, other case (with diacritics), escaped wildcards, none found, and a real wildcard
    const literal = [
      ...names.slice(0, 6),
      names[6]?.toUpperCase() ?? '',
      names[7]?.toLowerCase() ?? '',
      'No such 100\\% firm',
      'under\\_score',
      'back\\\\slash',
    ];
    const patterns = [...literal, '%Logistika%'];
    const filter = {
      type: 'or',
      conditions: [
        ...patterns.map((value) => ({ attribute: 'name', operator: 'like', value })),
        { attribute: 'industrycode', operator: 'eq', value: 8 },
      ],
    };
    const compiled = compileFetch(
      { entity: { name: 'account', filter } },
      { metadata, access: readEverything },
    );
    expect(compiled.query.sql).toContain('unnest(');
    const expected = await rawAccountIds(
      sql.fragment`${sql.join(
        patterns.map((pattern) => sql.fragment`lower(name) LIKE lower(${pattern}::text)`),
        sql.fragment` OR `,
      )} OR industrycode = 8`,
    );
    expect(await accountIds(filter)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(9);
  });

  it('null, not-null and in', async () => {
    expect(await accountIds(cond('parentaccountid', 'null'))).toEqual(
      await rawAccountIds(sql.fragment`parentaccountid IS NULL`),
    );
    expect(await accountIds(cond('parentaccountid', 'not-null'))).toEqual(
      await rawAccountIds(sql.fragment`parentaccountid IS NOT NULL`),
    );
    const inList = await accountIds(cond('industrycode', 'in', [1, 8]));
    expect(inList).toEqual(await rawAccountIds(sql.fragment`industrycode IN (1, 8)`));
    expect(inList.length).toBeGreaterThan(0);
  });

  it('DateTime, DateOnly, Boolean, Lookup and string comparisons', async () => {
    const pairs: [string, unknown, ReturnType<typeof sql.fragment>][] = [
      [
        'contact',
        cond('createdon', 'ge', '2026-01-01T00:00:00+01:00'),
        sql.fragment`createdon >= '2025-12-31T23:00:00Z'`,
      ],
      ['contact', cond('birthdate', 'lt', '1985-06-30'), sql.fragment`birthdate < '1985-06-30'`],
      ['activity', cond('iscompleted', 'eq', false), sql.fragment`iscompleted = false`],
      ['contact', cond('accountid', 'eq', { id: tatra }), sql.fragment`accountid = ${tatra}`],
      ['contact', cond('lastname', 'gt', 'M'), sql.fragment`lastname > 'M'`],
      ['contact', cond('name', 'eq', 'x'.repeat(4000)), sql.fragment`false`],
    ];
    for (const [entity, filter, expected] of pairs) {
      const ids = idsOf(await fetch({ entity: { name: entity, filter } }));
      expect(ids, JSON.stringify(filter).slice(0, 80)).toEqual(
        sorted(await pool.anyFirst(sql.unsafe`SELECT id FROM ${table(entity)} WHERE ${expected}`)),
      );
    }
  });

  it('nested and/or filters', async () => {
    const ids = await accountIds({
      type: 'or',
      conditions: [{ attribute: 'industrycode', operator: 'eq', value: 8 }],
      filters: [
        {
          conditions: [
            { attribute: 'revenue', operator: 'gt', value: 10_000_000 },
            { attribute: 'address1_city', operator: 'eq', value: 'Brno' },
          ],
        },
      ],
    });
    expect(ids).toEqual(
      await rawAccountIds(sql.fragment`industrycode = 8 OR (revenue > 10000000 AND address1_city = 'Brno')`),
    );
  });
});

describe('links', () => {
  const industry8 = { conditions: [{ attribute: 'industrycode', operator: 'eq', value: 8 }] };

  it('an inner link with a filter keeps only rows that match it', async () => {
    const rows = await fetch({
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }],
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            alias: 'acc',
            filter: industry8,
            attributes: [{ attribute: 'name' }],
          },
        ],
      },
    });
    const expected = await raw(sql.unsafe`
      SELECT c.id, a.name FROM ${table('contact')} c JOIN ${table('account')} a ON a.id = c.accountid
      WHERE a.industrycode = 8`);
    expect(idsOf(rows)).toEqual(idsOf(expected));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row['acc.name']).toBe(expected.find((e) => e.id === row.id)?.name);
  });

  it('an outer link keeps every row; its filter only decides what it joins', async () => {
    const rows = await fetch({
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }],
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            type: 'outer',
            filter: industry8,
            attributes: [{ attribute: 'industrycode', alias: 'industry' }],
          },
        ],
      },
    });
    const total = await pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM ${table('contact')}`);
    expect(rows.length).toBe(total);
    expect(new Set(rows.map((row) => row.industry))).toEqual(new Set([8, null]));
  });

  it('a condition on an outer link through entityName, and a nested link', async () => {
    const rows = await fetch({
      entity: {
        name: 'opportunity',
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            alias: 'acc',
            type: 'outer',
            links: [
              {
                name: 'contact',
                from: 'id',
                to: 'primarycontactid',
                alias: 'pc',
                attributes: [{ attribute: 'name' }],
              },
            ],
          },
        ],
        filter: { conditions: [{ attribute: 'name', operator: 'not-null', entityName: 'pc' }] },
      },
    });
    const expected = await raw(sql.unsafe`
      SELECT o.id, pc.name FROM ${table('opportunity')} o
      JOIN ${table('account')} a ON a.id = o.accountid JOIN ${table('contact')} pc ON pc.id = a.primarycontactid`);
    expect(idsOf(rows)).toEqual(idsOf(expected));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('aggregates and groups', () => {
  it('computes each aggregate like SQL does', async () => {
    const [row] = await fetch({
      entity: {
        name: 'opportunity',
        attributes: [
          { attribute: 'id', aggregate: 'count', alias: 'n' },
          { attribute: 'stage', aggregate: 'countdistinct', alias: 'stages' },
          { attribute: 'estimatedvalue', aggregate: 'min', alias: 'lo' },
          { attribute: 'estimatedvalue', aggregate: 'max', alias: 'hi' },
          { attribute: 'estimatedvalue', aggregate: 'sum', alias: 'total' },
          { attribute: 'estimatedvalue', aggregate: 'average', alias: 'mean' },
          { attribute: 'estimatedclosedate', aggregate: 'max', alias: 'last' },
        ],
      },
    });
    const expected = await pool.one(sql.unsafe`
      SELECT count(id) AS n, count(DISTINCT stage) AS stages, min(estimatedvalue) AS lo, max(estimatedvalue) AS hi,
             sum(estimatedvalue) AS total, avg(estimatedvalue) AS mean, max(estimatedclosedate) AS last
      FROM ${table('opportunity')}`);
    expect(row).toEqual(expected);
    expect(row?.n).toBe(40);
  });

  it('groups by a column, ordered by an aggregate alias', async () => {
    const rows = await fetch({
      entity: {
        name: 'opportunity',
        attributes: [
          { attribute: 'stage', groupBy: 'column', alias: 'stage' },
          { attribute: 'estimatedvalue', aggregate: 'sum', alias: 'total' },
        ],
        orders: [{ alias: 'total', descending: true }],
      },
    });
    const expected = await raw(sql.unsafe`
      SELECT stage, sum(estimatedvalue) AS total FROM ${table('opportunity')} GROUP BY stage
      ORDER BY total DESC NULLS LAST, stage`);
    expect(rows).toEqual(expected);
  });

  const isoWeek = (day: Date) => {
    const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
    d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
    const week = Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
    return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
  };
  const groupKey: Record<string, (iso: string) => unknown> = {
    year: (iso) => Number(iso.slice(0, 4)),
    quarter: (iso) => `${iso.slice(0, 4)}-Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1}`,
    month: (iso) => iso.slice(0, 7),
    week: (iso) => isoWeek(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
    day: (iso) => iso.slice(0, 10),
  };

  it.each([
    ['activity', 'scheduledstart'],
    ['invoice', 'invoicedate'],
  ])('groups %s.%s by year, quarter, month, ISO week and day in UTC', async (entity, attribute) => {
    const values = (await pool.anyFirst(
      sql.unsafe`SELECT ${sql.identifier([attribute])} FROM ${table(entity)}`,
    )) as (string | null)[];
    for (const [method, key] of Object.entries(groupKey)) {
      const expected = new Map<unknown, number>();
      for (const value of values) {
        const group = value === null ? null : key(value);
        expected.set(group, (expected.get(group) ?? 0) + 1);
      }
      const rows = await fetch({
        entity: {
          name: entity,
          attributes: [
            { attribute, groupBy: method, alias: 'g' },
            { attribute: 'id', aggregate: 'count', alias: 'n' },
          ],
        },
      });
      expect(new Map(rows.map((row) => [row.g, row.n])), method).toEqual(expected);
      expect(
        rows.map((row) => row.g).filter((g) => g !== null),
        `${method} sorted`,
      ).toEqual(
        [...expected.keys()].filter((g) => g !== null).sort((a, b) => (String(a) < String(b) ? -1 : 1)),
      );
    }
  });

  it('groups a lookup with its label', async () => {
    const rows = await fetch({
      entity: {
        name: 'contact',
        attributes: [
          { attribute: 'accountid', groupBy: 'column', alias: 'account' },
          { attribute: 'id', aggregate: 'count', alias: 'n' },
        ],
      },
    });
    const expected = await raw(sql.unsafe`
      SELECT c.accountid AS id, a.name AS label, count(*)::int AS n FROM ${table('contact')} c
      LEFT JOIN ${table('account')} a ON a.id = c.accountid GROUP BY c.accountid, a.name`);
    expect(rows.length).toBe(expected.length);
    for (const group of expected) {
      const account = group.id === null ? null : { id: group.id, name: 'account', label: group.label };
      expect(rows).toContainEqual({ account, n: group.n });
    }
  });
});

describe('paging, distinct, allattrs', () => {
  it('pages do not overlap, cover every row and come back the same', async () => {
    const page = (n: number) =>
      fetch({
        entity: {
          name: 'contact',
          attributes: [{ attribute: 'address1_city' }],
          orders: [{ attribute: 'address1_city' }],
        },
        page: n,
        pageSize: 7,
      });
    const all = await fetch({
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'address1_city' }],
        orders: [{ attribute: 'address1_city' }],
      },
    });
    const pages: Row[] = [];
    for (let n = 1; n <= 12; n++) pages.push(...(await page(n)));
    expect(pages.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(new Set(pages.map((row) => row.id)).size).toBe(80);
    expect(await page(3)).toEqual(await page(3));
    expect(await fetch({ entity: { name: 'contact' }, count: 5 })).toHaveLength(5);
  });

  it('distinct returns each value once', async () => {
    const rows = await fetch({
      entity: { name: 'account', distinct: true, attributes: [{ attribute: 'address1_country' }] },
    });
    const expected = await pool.anyFirst(
      sql.unsafe`SELECT DISTINCT address1_country FROM ${table('account')}`,
    );
    expect(sorted(rows.map((row) => row.address1_country))).toEqual(sorted(expected));
    expect(Object.keys(rows[0] ?? {})).toEqual(['address1_country']);
  });

  it('allattrs returns every field of the record', async () => {
    const template = crm.sample.find((set) => set.entity === 'account')?.rows[0] ?? {};
    // sample rows get fresh ids per organisation: the stored row is found by its (unique) name
    const sample = (await pool.one(sql.unsafe`
      SELECT id, primarycontactid FROM ${table('account')} WHERE name = ${String(template.name)}`)) as Row;
    const [row] = await fetch({
      entity: {
        name: 'account',
        allattrs: true,
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: sample.id }] },
      },
    });
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [...(metadata.properties.get('account')?.keys() ?? [])].sort(),
    );
    for (const key of ['name', 'accountnumber', 'revenue', 'numberofemployees', 'address1_city']) {
      expect(row?.[key], key).toEqual(template[key]);
    }
    expect(row?.primarycontactid).toMatchObject({ id: sample.primarycontactid, name: 'contact' });
    expect(row?.versionnumber).toEqual(expect.any(Number));
  });
});

describe('lookup labels and orders', () => {
  it('labels single- and multi-target lookups with the target row name', async () => {
    const names = new Map<string, string>();
    for (const entity of ['account', 'contact', 'lead', 'opportunity', 'systemuser']) {
      for (const row of await raw(sql.unsafe`SELECT id, name FROM ${table(entity)}`))
        names.set(String(row.id), String(row.name));
    }
    const rows = await fetch({
      entity: {
        name: 'activity',
        attributes: [{ attribute: 'regardingobjectid' }, { attribute: 'ownerid' }],
      },
    });
    const stored = new Map(
      (
        await raw(sql.unsafe`
          SELECT id, regardingobjectid AS "id2", regardingobjectid_target AS target FROM ${table('activity')}`)
      ).map((row) => [row.id, row.id2 === null ? undefined : { id: row.id2, name: row.target }]),
    );
    expect(rows).toHaveLength(50);
    const targets = new Set<unknown>();
    for (const row of rows) {
      const regarding = stored.get(row.id) as { id: string; name: string } | undefined;
      expect(row.regardingobjectid).toEqual(
        regarding ? { id: regarding.id, name: regarding.name, label: names.get(regarding.id) } : null,
      );
      targets.add(regarding?.name);
      const owner = row.ownerid as { id: string; name: string; label: string };
      expect(owner.name).toBe('systemuser');
      expect(owner.label).toBe(names.get(owner.id) ?? 'Administrator');
    }
    expect(targets.size).toBeGreaterThan(2);
  });

  it('sorts by a lookup label, empty labels last', async () => {
    for (const descending of [false, true]) {
      const rows = await fetch({
        entity: {
          name: 'account',
          attributes: [{ attribute: 'parentaccountid' }],
          orders: [{ attribute: 'parentaccountid', descending }],
        },
      });
      const expected = await pool.anyFirst(sql.unsafe`
        SELECT c.id FROM ${table('account')} c LEFT JOIN ${table('account')} p ON p.id = c.parentaccountid
        ORDER BY p.name ${descending ? sql.fragment`DESC` : sql.fragment`ASC`} NULLS LAST, c.id`);
      expect(rows.map((row) => row.id)).toEqual(expected);
      expect(rows[0]?.parentaccountid).not.toBeNull();
      expect(rows.at(-1)?.parentaccountid).toBeNull();
    }
  });
});

describe('read access', () => {
  // lucia is known once beforeAll ran
  const access: RowAccessResolver = (entity) => ownedBy(lucia)(entity);

  it('limits rows, counts and aggregates to readable rows', async () => {
    const rows = await fetch({ entity: { name: 'opportunity' } }, access);
    const mine = await pool.anyFirst(
      sql.unsafe`SELECT id FROM ${table('opportunity')} WHERE ownerid = ${lucia}`,
    );
    expect(idsOf(rows)).toEqual(sorted(mine));
    const query = {
      entity: {
        name: 'opportunity',
        attributes: [
          { attribute: 'stage', groupBy: 'column', alias: 'stage' },
          { attribute: 'id', aggregate: 'count', alias: 'n' },
          { attribute: 'estimatedvalue', aggregate: 'sum', alias: 'total' },
        ],
      },
    };
    const limited = await fetch(query, access);
    const everything = await fetch(query);
    const expected = await raw(sql.unsafe`
      SELECT stage, count(id) AS n, sum(estimatedvalue) AS total FROM ${table('opportunity')}
      WHERE ownerid = ${lucia} GROUP BY stage ORDER BY stage`);
    expect(limited).toEqual(expected);
    expect(limited).not.toEqual(everything);
  });

  it('nulls the labels and link columns of rows the caller cannot read', async () => {
    const rows = await fetch(
      {
        entity: {
          name: 'contact',
          attributes: [{ attribute: 'accountid' }],
          links: [
            {
              name: 'account',
              from: 'id',
              to: 'accountid',
              alias: 'acc',
              type: 'outer',
              attributes: [{ attribute: 'name' }],
            },
          ],
        },
      },
      access,
    );
    const expected = await raw(sql.unsafe`
      SELECT c.id, c.accountid, a.name FROM ${table('contact')} c
      LEFT JOIN ${table('account')} a ON a.id = c.accountid AND a.ownerid = ${lucia}
      WHERE c.ownerid = ${lucia}`);
    expect(rows.length).toBe(expected.length);
    let hidden = 0;
    for (const row of rows) {
      const match = expected.find((e) => e.id === row.id);
      const account = row.accountid as { label: unknown } | null;
      expect(account?.label ?? null).toBe(match?.accountid === null ? null : (match?.name ?? null));
      expect(row['acc.name']).toBe(match?.name ?? null);
      if (match?.accountid !== null && match?.name === null) hidden++;
    }
    expect(hidden).toBeGreaterThan(0);
  });

  it('refuses an entity the caller cannot read at all', async () => {
    await expectRefused({ entity: { name: 'account' } }, 'ERR_FORBIDDEN', () => ({ kind: 'none' }));
  });
});

describe('the crm template', () => {
  it('runs every list view query', async () => {
    const views = crm.views.filter((view) => view.kind === 'view');
    expect(views.length).toBeGreaterThan(20);
    for (const view of views) {
      const query = (view.body as { query: { entity: { name: string; filter?: unknown } } }).query;
      const rows = await fetch(query);
      if (!query.entity.filter) {
        const total = await pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM ${table(query.entity.name)}`);
        expect(rows.length, `${view.objectname}.${view.name}`).toBe(total);
      }
    }
  });

  it('runs every chart as an aggregate query', async () => {
    for (const view of crm.views.filter((v) => v.kind === 'chart')) {
      const body = view.body as {
        series: { aggregateField: string; aggregateMethod: string }[];
        groups: { field: string; method: string }[];
      };
      const rows = await fetch({
        entity: {
          name: view.objectname,
          attributes: [
            ...body.groups.map((g, i) => ({ attribute: g.field, groupBy: g.method, alias: `x${i}` })),
            ...body.series.map((s, i) => ({
              attribute: s.aggregateField,
              aggregate: s.aggregateMethod,
              alias: `y${i}`,
            })),
          ],
        },
      });
      expect(rows.length, `${view.objectname}.${view.name}`).toBeGreaterThan(0);
    }
  });

  it('answers unknown names with coded errors before any SQL runs', async () => {
    await expectRefused({ entity: { name: 'inu_secret' } }, 'ERR_OBJECT_NOT_FOUND');
    await expectRefused(
      { entity: { name: 'account', attributes: [{ attribute: 'password_hash' }] } },
      'ERR_FIELD_NOT_FOUND',
    );
    await expectRefused({ entity: { name: 'strata.credentials' } }, 'ERR_VALIDATION');
    expect(() =>
      compileFetch({ entity: { name: 'account' }, pageSize: 5001 }, { metadata, access: readEverything }),
    ).toThrow();
  });
});

describe('random well-formed queries against the crm tenant', () => {
  /** Values that fit a property's type, edge cases included. */
  function valueFor(property: PropertyDefinition): fc.Arbitrary<unknown> {
    switch (property.type) {
      case 'String':
        return fc.oneof(
          fc.string({ maxLength: 6 }),
          fc.constantFrom('%', '_', "o'Neil", 'Bratislava', 'x'.repeat(4000)),
        );
      case 'Integer':
        return fc.oneof(fc.integer({ min: -3, max: 10 }), fc.constantFrom(-2_147_483_648, 2_147_483_647));
      case 'VersionNumber':
        return fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
      case 'Decimal':
      case 'Money':
      case 'Float':
        return fc.oneof(
          fc.integer({ min: -10, max: 100_000 }),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        );
      case 'Boolean':
        return fc.boolean();
      case 'DateTime': {
        const date = fc.date({
          noInvalidDate: true,
          min: new Date('0001-01-02'),
          max: new Date('9999-12-30'),
        });
        return property.flags.includes('DateOnly')
          ? date.map((d) => d.toISOString().slice(0, 10))
          : fc.oneof(
              date.map((d) => d.toISOString()),
              fc.constantFrom('0001-01-01', '9999-12-31T23:59:59Z'),
            );
      }
      case 'Guid':
      case 'Lookup':
        return fc.oneof(
          fc.uuid(),
          fc.constantFrom(lucia).map((id) => ({ id })),
        );
      case 'Binary':
        return fc.constant(null);
    }
  }

  function queries(): fc.Arbitrary<unknown> {
    const entities = [...crm.entities.map((e) => e.logicalName), 'systemuser'];
    const propertiesOf = (entity: string) => [...(metadata.properties.get(entity)?.values() ?? [])];
    const condition = (entity: string) =>
      fc.constantFrom(...propertiesOf(entity)).chain((property) => {
        const operators = fetchOperators.filter((op) => operatorApplies(op, property.type));
        return fc.constantFrom(...operators).chain((operator) =>
          fc.record({
            attribute: fc.constant(property.logicalName),
            operator: fc.constant(operator),
            value:
              operator === 'in'
                ? fc.array(valueFor(property), { minLength: 1, maxLength: 3 })
                : operator === 'null' || operator === 'not-null'
                  ? fc.constant(null)
                  : valueFor(property),
          }),
        );
      });
    const filter = (entity: string, depth: number): fc.Arbitrary<unknown> =>
      fc.record({
        type: fc.constantFrom('and', 'or'),
        conditions: fc.array(condition(entity), { maxLength: 3 }),
        filters: depth > 0 ? fc.array(filter(entity, depth - 1), { maxLength: 2 }) : fc.constant([]),
      });
    const attribute = (entity: string, grouped: boolean) =>
      fc.constantFrom(...propertiesOf(entity)).chain((property) => {
        if (!grouped) return fc.constant({ attribute: property.logicalName });
        const aggregates = aggregateMethods.filter((m) => aggregateApplies(m, property.type));
        const groups = groupMethods.filter((m) => groupApplies(m, property.type));
        return fc.oneof(
          ...aggregates.map((aggregate) => fc.constant({ attribute: property.logicalName, aggregate })),
          ...groups.map((groupBy) => fc.constant({ attribute: property.logicalName, groupBy })),
        );
      });
    const links = (entity: string, grouped: boolean, depth: number): fc.Arbitrary<unknown[]> => {
      const lookups = propertiesOf(entity).filter(
        (p) => p.type === 'Lookup' && metadata.objects.has(p.targets?.[0] ?? ''),
      );
      if (depth === 0 || lookups.length === 0) return fc.constant([]);
      return fc.array(
        fc.constantFrom(...lookups).chain((lookup) => {
          const target = lookup.targets?.[0] ?? '';
          return fc.record({
            name: fc.constant(target),
            from: fc.constant('id'),
            to: fc.constant(lookup.logicalName),
            alias: fc.constant(`${lookup.logicalName}_${depth}`),
            type: fc.constantFrom('inner', 'outer'),
            attributes: fc.array(attribute(target, grouped), { maxLength: 2 }),
            filter: filter(target, 0),
            links: links(target, grouped, depth - 1),
          });
        }),
        { maxLength: 2 },
      );
    };
    return fc.tuple(fc.constantFrom(...entities), fc.boolean()).chain(([entity, grouped]) =>
      fc.record({
        entity: fc.record({
          name: fc.constant(entity),
          attributes: fc.array(attribute(entity, grouped), { minLength: 1, maxLength: 5 }),
          filter: filter(entity, 2),
          links: links(entity, grouped, 2),
          orders: grouped
            ? fc.constant([])
            : fc.array(
                fc.record({
                  attribute: fc.constantFrom(...propertiesOf(entity).map((p) => p.logicalName)),
                  descending: fc.boolean(),
                }),
                { maxLength: 2 },
              ),
          distinct: fc.boolean(),
        }),
        page: fc.integer({ min: 1, max: 3 }),
        pageSize: fc.integer({ min: 1, max: 50 }),
      }),
    );
  }

  it('either refuse with a coded error or run without a database error', async () => {
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(queries(), fc.boolean(), async (input, limited) => {
        let compiled: ReturnType<typeof compileFetch>;
        const access = limited ? ownedBy(lucia) : readEverything;
        try {
          compiled = compileFetch(input, { metadata, access });
        } catch (error) {
          if (!isAppError(error)) throw error;
          return;
        }
        const rows = compiled.shape(await pool.any(compiled.query));
        expect(rows.length).toBeLessThanOrEqual(50);
        ran++;
      }),
      { numRuns: 300 },
    );
    expect(ran).toBeGreaterThan(150);
  }, 120_000);
});
