import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.js';
import { buildTenantMetadata } from '../metadata/tenant-metadata.js';
import { systemObjects } from '../migrations/system-objects.js';
import { type RowAccessResolver, readEverything } from '../permissions/row-access.js';
import { loadTemplate } from '../templates/load-template.js';
import { compileFetch } from './compile-fetch.js';

const crm = loadTemplate('crm');
const metadata = buildTenantMetadata('tenant-id', 'tenant_x', [...systemObjects().values(), ...crm.entities]);

const compile = (input: unknown, access: RowAccessResolver = readEverything) =>
  compileFetch(input, { metadata, access });

/** The error a query is refused with: code, params and details. */
function refusal(input: unknown, access: RowAccessResolver = readEverything) {
  try {
    compile(input, access);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, ...error.params, ...error.details } as Record<string, unknown>;
  }
  throw new Error('expected the query to be refused');
}

const ownerOnly =
  (owner: string): RowAccessResolver =>
  () => ({
    kind: 'where',
    predicate: (table) => sql.fragment`${sql.identifier([table.names[0] ?? '', 'ownerid'])} = ${owner}`,
  });

const where = (entity: string, filter: unknown) => compile({ entity: { name: entity, filter } }).query;

describe('compileFetch: a list query', () => {
  it('compiles the crm "active contacts" view to schema-qualified SQL with internal aliases', () => {
    const view = crm.views.find((v) => v.objectname === 'contact' && v.name === 'active');
    const { query } = compile((view?.body as { query: unknown } | undefined)?.query);
    expect(query.sql).toBe(
      'SELECT "t0"."id" AS "c0", "t0"."versionnumber" AS "c1", "t0"."name" AS "c2", ' +
        '"t0"."jobtitle" AS "c3", "t0"."emailaddress1" AS "c4", "t0"."telephone1" AS "c5", ' +
        '"t0"."mobilephone" AS "c6", "t0"."address1_city" AS "c7", "t0"."accountid" AS "c8", ' +
        '"t1"."name" AS "c9", "t1"."name" AS "c10"\n' +
        // the lookup's label reads the outer link to the same account: no second join
        'FROM "tenant_x"."contact" "t0" LEFT JOIN "tenant_x"."account" "t1" ON "t1"."id" = "t0"."accountid"\n' +
        'WHERE "t0"."statecode" = $slonik_1\n' +
        'ORDER BY "t0"."lastname" ASC NULLS LAST, "t0"."firstname" ASC NULLS LAST, "t0"."id" ASC\n' +
        'LIMIT $slonik_2 OFFSET $slonik_3',
    );
    expect(query.values).toEqual([0, 5000, 0]);
  });

  it('joins a lookup label separately where the link to its target could hide the target row', () => {
    const labelled = (link: Record<string, unknown>) =>
      compile({
        entity: {
          name: 'contact',
          attributes: [{ attribute: 'accountid' }],
          links: [{ name: 'account', from: 'id', to: 'accountid', alias: 'a', ...link }],
        },
      }).query.sql;
    const accountJoins = (text: string) => text.split('"tenant_x"."account" "t').length - 1;
    expect(accountJoins(labelled({ type: 'outer' }))).toBe(1);
    expect(accountJoins(labelled({}))).toBe(2);
    expect(
      accountJoins(
        labelled({
          type: 'outer',
          filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'x' }] },
        }),
      ),
    ).toBe(2);
    expect(
      accountJoins(
        labelled({
          type: 'outer',
          links: [{ name: 'contact', from: 'accountid', to: 'id', alias: 'colleague' }],
        }),
      ),
    ).toBe(2);
  });

  it('compiles every crm list view', () => {
    const views = crm.views.filter((v) => v.kind === 'view');
    expect(views.length).toBeGreaterThan(20);
    for (const view of views) {
      expect(() => compile((view.body as { query: unknown }).query), view.name).not.toThrow();
    }
  });

  it('shapes rows: user keys, link keys, lookups as {id, name, label}, id and version', () => {
    const compiled = compile({
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name', alias: 'fullname' }, { attribute: 'accountid' }],
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            type: 'outer',
            attributes: [{ attribute: 'revenue' }],
          },
        ],
      },
    });
    const rows = compiled.shape([
      { c0: 'id1', c1: 3, c2: 'Ann', c3: 'a1', c4: 'Acme', c5: 1000 },
      { c0: 'id2', c1: 1, c2: 'Bob', c3: null, c4: null, c5: null },
    ]);
    expect(rows).toEqual([
      {
        id: 'id1',
        versionnumber: 3,
        fullname: 'Ann',
        accountid: { id: 'a1', name: 'account', label: 'Acme' },
        'account.revenue': 1000,
      },
      { id: 'id2', versionnumber: 1, fullname: 'Bob', accountid: null, 'account.revenue': null },
    ]);
  });

  it('keeps a __proto__ alias an ordinary key', () => {
    const compiled = compile({
      entity: { name: 'account', attributes: [{ attribute: 'name', alias: '__proto__' }] },
    });
    const [row] = compiled.shape([{ c0: 'id', c1: 1, c2: 'x' }]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row ?? {})).toEqual(['id', 'versionnumber', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('x');
  });

  it('selects every non-Binary property with allattrs, once each', () => {
    const compiled = compile({
      entity: { name: 'account', allattrs: true, attributes: [{ attribute: 'name' }] },
    });
    const keys = Object.keys(compiled.shape([{}])[0] ?? {});
    const expected = [...(metadata.properties.get('account')?.values() ?? [])].map((p) => p.logicalName);
    expect(keys).toEqual([
      'id',
      'versionnumber',
      ...expected.filter((k) => k !== 'id' && k !== 'versionnumber'),
    ]);
  });

  it('leaves id and version out of distinct queries and orders them by every column', () => {
    const { query, shape } = compile({
      entity: { name: 'account', distinct: true, attributes: [{ attribute: 'address1_city' }] },
    });
    expect(query.sql).toMatch(/^SELECT DISTINCT "t0"."address1_city" AS "c0"\n/);
    expect(query.sql).toContain('ORDER BY "c0" ASC NULLS LAST');
    expect(shape([{ c0: 'Brno' }])).toEqual([{ address1_city: 'Brno' }]);
  });
});

describe('compileFetch: conditions', () => {
  it.each([
    ['eq', 0, '"t0"."statecode" = $slonik_1'],
    ['ne', 0, '"t0"."statecode" <> $slonik_1'],
    ['gt', 1, '"t0"."statecode" > $slonik_1'],
    ['ge', 1, '"t0"."statecode" >= $slonik_1'],
    ['lt', 1, '"t0"."statecode" < $slonik_1'],
    ['le', 1, '"t0"."statecode" <= $slonik_1'],
  ])('%s compares with a bound value', (operator, value, expected) => {
    const query = where('account', { conditions: [{ attribute: 'statecode', operator, value }] });
    expect(query.sql).toContain(`WHERE ${expected}\n`);
    expect(query.values[0]).toBe(value);
  });

  it('like is case-insensitive with the user wildcards', () => {
    const query = where('account', {
      conditions: [{ attribute: 'name', operator: 'like', value: "%o'Neil_%" }],
    });
    expect(query.sql).toContain('WHERE lower("t0"."name") LIKE lower($slonik_1::text)');
    expect(query.values[0]).toBe("%o'Neil_%");
  });

  it('null and not-null take no value', () => {
    const query = where('account', {
      type: 'or',
      conditions: [
        { attribute: 'revenue', operator: 'null' },
        { attribute: 'revenue', operator: 'not-null' },
      ],
    });
    expect(query.sql).toContain('WHERE ("t0"."revenue" IS NULL OR "t0"."revenue" IS NOT NULL)');
  });

  it('in binds one typed array', () => {
    const query = where('equipment', {
      conditions: [{ attribute: 'status', operator: 'in', value: [2, 3] }],
    });
    expect(query.sql).toContain('WHERE "t0"."status" = ANY($slonik_1::int4[])');
    expect(query.values[0]).toEqual([2, 3]);
    const lookups = where('contact', {
      conditions: [
        { attribute: 'accountid', operator: 'in', value: [{ id: 'AAAAAAAA-0000-4000-8000-000000000000' }] },
      ],
    });
    expect(lookups.sql).toContain('= ANY($slonik_1::uuid[])');
    expect(lookups.values[0]).toEqual(['aaaaaaaa-0000-4000-8000-000000000000']);
  });

  it('normalises dates: DateTime to UTC ISO, DateOnly kept as the day', () => {
    const query = where('contact', {
      conditions: [
        { attribute: 'createdon', operator: 'ge', value: '2026-03-01T10:00:00+02:00' },
        { attribute: 'createdon', operator: 'lt', value: '2026-04-01' },
        { attribute: 'birthdate', operator: 'eq', value: '1990-02-28' },
      ],
    });
    expect(query.values.slice(0, 3)).toEqual([
      '2026-03-01T08:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      '1990-02-28',
    ]);
  });

  it('nests filters with and/or and skips empty groups', () => {
    const query = where('account', {
      type: 'and',
      conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }],
      filters: [
        {
          type: 'or',
          conditions: [
            { attribute: 'industrycode', operator: 'eq', value: 1 },
            { attribute: 'industrycode', operator: 'eq', value: 2 },
          ],
        },
        { filters: [{}] },
      ],
    });
    expect(query.sql).toContain(
      'WHERE ("t0"."statecode" = $slonik_1 AND ("t0"."industrycode" = $slonik_2 OR "t0"."industrycode" = $slonik_3))',
    );
  });

  it('puts a where access predicate before the filter, so counts only see readable rows', () => {
    const { query } = compile(
      {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'id', aggregate: 'count', alias: 'n' }],
          filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
        },
      },
      ownerOnly('11111111-1111-4111-8111-111111111111'),
    );
    expect(query.sql).toContain('WHERE ("t0"."ownerid" = $slonik_1 AND "t0"."statecode" = $slonik_2)');
  });
});

describe('compileFetch: links and lookup labels', () => {
  it('joins links with their filter and read access in the ON clause, nested inside parentheses', () => {
    const access: RowAccessResolver = (entity) =>
      entity === 'contact' ? ownerOnly('11111111-1111-4111-8111-111111111111')(entity) : { kind: 'all' };
    const { query } = compile(
      {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'name' }],
          links: [
            {
              name: 'contact',
              from: 'accountid',
              to: 'id',
              alias: 'c',
              type: 'outer',
              filter: { conditions: [{ attribute: 'jobtitle', operator: 'like', value: '%CEO%' }] },
              links: [{ name: 'activity', from: 'regardingobjectid', to: 'id', alias: 'act' }],
            },
          ],
          filter: { conditions: [{ attribute: 'scheduledstart', operator: 'not-null', entityName: 'act' }] },
        },
      },
      access,
    );
    expect(query.sql).toContain(
      'FROM "tenant_x"."account" "t0" LEFT JOIN ("tenant_x"."contact" "t1" JOIN "tenant_x"."activity" "t2" ' +
        'ON ("t2"."regardingobjectid" = "t1"."id" AND "t2"."regardingobjectid_target" = $slonik_1)) ' +
        'ON ("t1"."accountid" = "t0"."id" AND "t1"."ownerid" = $slonik_2 AND lower("t1"."jobtitle") LIKE lower($slonik_3::text))',
    );
    expect(query.sql).toContain('WHERE "t2"."scheduledstart" IS NOT NULL');
    expect(query.values.slice(0, 3)).toEqual(['contact', '11111111-1111-4111-8111-111111111111', '%CEO%']);
  });

  it('joins an unreadable link ON FALSE and leaves unreadable labels out', () => {
    const access: RowAccessResolver = (entity) => (entity === 'account' ? { kind: 'none' } : { kind: 'all' });
    const compiled = compile(
      {
        entity: {
          name: 'contact',
          attributes: [{ attribute: 'accountid' }],
          links: [{ name: 'account', from: 'id', to: 'accountid', attributes: [{ attribute: 'name' }] }],
        },
      },
      access,
    );
    expect(compiled.query.sql).toContain('JOIN "tenant_x"."account" "t1" ON FALSE');
    expect(compiled.query.sql).not.toContain('LEFT JOIN');
    expect(compiled.shape([{ c0: 'id', c1: 1, c2: 'a1', c3: 'Acme' }])[0]).toMatchObject({
      accountid: { id: 'a1', name: 'account', label: null },
    });
  });

  it('labels a multi-target lookup from each target, guarded by the stored target', () => {
    const compiled = compile(
      { entity: { name: 'activity', attributes: [{ attribute: 'regardingobjectid' }] } },
      (entity) => (entity === 'lead' ? { kind: 'none' } : { kind: 'all' }),
    );
    const { sql: text, values } = compiled.query;
    expect(text).toContain(
      '"t0"."regardingobjectid" AS "c2", "t0"."regardingobjectid_target" AS "c3", ' +
        'COALESCE("t1"."name", "t2"."name", "t3"."name", "t4"."name", "t5"."name", "t6"."name", "t7"."name") AS "c4"',
    );
    expect(text).toContain(
      'LEFT JOIN "tenant_x"."account" "t1" ON ("t1"."id" = "t0"."regardingobjectid" AND "t0"."regardingobjectid_target" = $slonik_1)',
    );
    // every target but lead, which the caller cannot read
    expect(values.slice(0, 7)).toEqual([
      'account',
      'contact',
      'opportunity',
      'quote',
      'salesorder',
      'invoice',
      'workorder',
    ]);
    expect(compiled.shape([{ c2: 'x', c3: 'contact', c4: 'Ann' }])[0]).toMatchObject({
      regardingobjectid: { id: 'x', name: 'contact', label: 'Ann' },
    });
  });

  it('sorts a lookup by its label, with the id as tie-breaker', () => {
    const { query } = compile({
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }],
        orders: [{ attribute: 'accountid', descending: true }],
      },
    });
    expect(query.sql).toContain('LEFT JOIN "tenant_x"."account" "t1" ON "t1"."id" = "t0"."accountid"');
    expect(query.sql).toContain('ORDER BY "t1"."name" DESC NULLS LAST, "t0"."id" ASC');
  });

  it('sorts by a link attribute through entityName', () => {
    const { query } = compile({
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }],
        links: [{ name: 'account', from: 'id', to: 'accountid', alias: 'acc' }],
        orders: [{ attribute: 'name', entityName: 'acc' }],
      },
    });
    expect(query.sql).toContain('ORDER BY "t1"."name" ASC NULLS LAST, "t0"."id" ASC');
  });
});

describe('compileFetch: aggregates and groups', () => {
  it('groups by the non-aggregate attributes and names outputs by alias', () => {
    const compiled = compile({
      entity: {
        name: 'opportunity',
        attributes: [
          { attribute: 'stage', groupBy: 'column' },
          { attribute: 'estimatedvalue', aggregate: 'sum' },
          { attribute: 'estimatedvalue', aggregate: 'average', alias: 'avg' },
          { attribute: 'id', aggregate: 'countdistinct' },
          { attribute: 'probability', aggregate: 'min' },
          { attribute: 'probability', aggregate: 'max' },
          { attribute: 'id', aggregate: 'count' },
        ],
        orders: [{ alias: 'estimatedvalue_sum', descending: true }],
      },
    });
    expect(compiled.query.sql).toBe(
      'SELECT "t0"."stage" AS "c0", sum("t0"."estimatedvalue") AS "c1", avg("t0"."estimatedvalue") AS "c2", ' +
        'count(DISTINCT "t0"."id") AS "c3", min("t0"."probability") AS "c4", max("t0"."probability") AS "c5", ' +
        'count("t0"."id") AS "c6"\n' +
        'FROM "tenant_x"."opportunity" "t0"\n' +
        'GROUP BY "t0"."stage"\n' +
        'ORDER BY "c1" DESC NULLS LAST, "c0" ASC NULLS LAST\n' +
        'LIMIT $slonik_1 OFFSET $slonik_2',
    );
    expect(Object.keys(compiled.shape([{}])[0] ?? {})).toEqual([
      'stage_column',
      'estimatedvalue_sum',
      'avg',
      'id_countdistinct',
      'probability_min',
      'probability_max',
      'id_count',
    ]);
  });

  it.each([
    ['year', `extract(year FROM ("t0"."createdon" AT TIME ZONE 'UTC'))::int`],
    [
      'quarter',
      `(to_char(("t0"."createdon" AT TIME ZONE 'UTC'), 'YYYY') || '-Q' || to_char(("t0"."createdon" AT TIME ZONE 'UTC'), 'Q'))`,
    ],
    ['month', `to_char(("t0"."createdon" AT TIME ZONE 'UTC'), 'YYYY-MM')`],
    [
      'week',
      `(to_char(("t0"."createdon" AT TIME ZONE 'UTC'), 'IYYY') || '-W' || to_char(("t0"."createdon" AT TIME ZONE 'UTC'), 'IW'))`,
    ],
    ['day', `to_char(("t0"."createdon" AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`],
  ])('groups a timestamp by %s in UTC', (method, expression) => {
    const { query } = compile({
      entity: {
        name: 'account',
        attributes: [
          { attribute: 'createdon', groupBy: method },
          { attribute: 'id', aggregate: 'count', alias: 'n' },
        ],
      },
    });
    expect(query.sql).toContain(`SELECT ${expression} AS "c0"`);
    expect(query.sql).toContain(`GROUP BY ${expression}`);
  });

  it('groups a date column without a time zone', () => {
    const { query } = compile({
      entity: {
        name: 'invoice',
        attributes: [
          { attribute: 'invoicedate', groupBy: 'month', alias: 'month' },
          { attribute: 'totalamount', aggregate: 'sum', alias: 'total' },
        ],
      },
    });
    expect(query.sql).toContain(`SELECT to_char(("t0"."invoicedate")::timestamp, 'YYYY-MM') AS "c0"`);
  });

  it('groups a lookup by id, target and label', () => {
    const compiled = compile({
      entity: {
        name: 'contact',
        attributes: [
          { attribute: 'accountid', groupBy: 'column', alias: 'account' },
          { attribute: 'id', aggregate: 'count', alias: 'n' },
        ],
        orders: [{ attribute: 'accountid' }],
      },
    });
    expect(compiled.query.sql).toContain('GROUP BY "t0"."accountid", "t1"."name"');
    expect(compiled.query.sql).toContain('ORDER BY "c1" ASC NULLS LAST, "c0" ASC NULLS LAST');
    expect(compiled.shape([{ c0: 'a', c1: 'Acme', c2: 4 }])).toEqual([
      { account: { id: 'a', name: 'account', label: 'Acme' }, n: 4 },
    ]);
  });
});

describe('compileFetch: paging', () => {
  it.each([
    [{}, [5000, 0]],
    [{ page: 3, pageSize: 50 }, [50, 100]],
    [{ page: 2, count: 10 }, [10, 10]],
    [{ count: 1 }, [1, 0]],
    [{ page: 2 }, [5000, 5000]],
  ])('%j pages as LIMIT/OFFSET %j', (paging, expected) => {
    const { query } = compile({ entity: { name: 'account' }, ...paging });
    expect(query.values.slice(-2)).toEqual(expected);
  });
});

describe('compileFetch: refusals', () => {
  const account = (entity: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    entity: { name: 'account', ...entity },
    ...extra,
  });
  const condition = (attribute: string, operator: string, value?: unknown) =>
    account({ filter: { conditions: [{ attribute, operator, ...(value === undefined ? {} : { value }) }] } });

  it.each([
    ['an unknown entity', { entity: { name: 'nosuch' } }, { code: 'ERR_OBJECT_NOT_FOUND', name: 'nosuch' }],
    [
      'a look-alike entity',
      { entity: { name: 'аccount' } },
      { code: 'ERR_VALIDATION', field: 'entity.name' },
    ],
    ['a schema-qualified entity', { entity: { name: 'public.account' } }, { code: 'ERR_VALIDATION' }],
    ['a quoted entity', { entity: { name: 'account"; drop table x; --' } }, { code: 'ERR_VALIDATION' }],
    [
      'a 64 KB name',
      { entity: { name: 'a'.repeat(65_536) } },
      { code: 'ERR_VALIDATION', field: 'entity.name' },
    ],
    [
      'an unknown key',
      { entity: { name: 'account', select: '*' } },
      { code: 'ERR_VALIDATION', field: 'entity' },
    ],
    ['not an object', 'SELECT 1', { code: 'ERR_VALIDATION', field: 'body' }],
    [
      'an unknown attribute',
      account({ attributes: [{ attribute: 'password' }] }),
      { code: 'ERR_FIELD_NOT_FOUND', name: 'password' },
    ],
    [
      'an inherited name',
      account({ attributes: [{ attribute: 'constructor' }] }),
      { code: 'ERR_FIELD_NOT_FOUND' },
    ],
    [
      'a bad alias',
      account({ attributes: [{ attribute: 'name', alias: 'a b' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'a duplicate key',
      account({ attributes: [{ attribute: 'name' }, { attribute: 'revenue', alias: 'name' }] }),
      { code: 'ERR_VALIDATION', field: 'entity.attributes.1.alias' },
    ],
    [
      'a link attribute taking the id key',
      account({
        links: [
          { name: 'contact', from: 'accountid', to: 'id', attributes: [{ attribute: 'name', alias: 'id' }] },
        ],
      }),
      { code: 'ERR_VALIDATION', field: 'entity.links.0.attributes.0.alias' },
    ],
    [
      'an unknown operator',
      condition('name', 'regex', 'x'),
      { code: 'ERR_VALIDATION', field: 'entity.filter.conditions.0.operator' },
    ],
    [
      'gt on a Boolean',
      {
        entity: {
          name: 'product',
          filter: { conditions: [{ attribute: 'isdiscontinued', operator: 'gt', value: true }] },
        },
      },
      { code: 'ERR_VALIDATION', reason: 'operator gt does not apply to Boolean' },
    ],
    ['like on a number', condition('revenue', 'like', '1%'), { code: 'ERR_VALIDATION' }],
    ['like on a lookup', condition('ownerid', 'like', '%'), { code: 'ERR_VALIDATION' }],
    [
      'a string for an integer',
      condition('statecode', 'eq', '0'),
      { code: 'ERR_VALIDATION', field: 'entity.filter.conditions.0.value' },
    ],
    ['a fraction for an integer', condition('statecode', 'eq', 0.5), { code: 'ERR_VALIDATION' }],
    ['an integer out of range', condition('statecode', 'eq', 2 ** 31), { code: 'ERR_VALIDATION' }],
    ['an object for a string', condition('name', 'eq', { $ne: 1 }), { code: 'ERR_VALIDATION' }],
    ['an array for a scalar', condition('name', 'eq', ['a']), { code: 'ERR_VALIDATION' }],
    ['a long string', condition('name', 'eq', 'x'.repeat(4001)), { code: 'ERR_VALIDATION' }],
    ['a NUL character', condition('name', 'eq', 'a\u0000'), { code: 'ERR_VALIDATION' }],
    ['a pattern ending in a backslash', condition('name', 'like', 'a\\'), { code: 'ERR_VALIDATION' }],
    ['eq without a value', condition('name', 'eq'), { code: 'ERR_VALIDATION' }],
    ['null with a value', condition('name', 'null', 'x'), { code: 'ERR_VALIDATION' }],
    ['an empty in', condition('statecode', 'in', []), { code: 'ERR_VALIDATION' }],
    [
      'in with 1001 values',
      condition(
        'statecode',
        'in',
        Array.from({ length: 1001 }, () => 0),
      ),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'in with a null',
      condition('statecode', 'in', [0, null]),
      { code: 'ERR_VALIDATION', field: 'entity.filter.conditions.0.value.1' },
    ],
    ['a bad uuid', condition('ownerid', 'eq', 'not-a-uuid'), { code: 'ERR_VALIDATION' }],
    ['an impossible date', condition('createdon', 'gt', '2026-02-30'), { code: 'ERR_VALIDATION' }],
    [
      'a date with a time for a DateOnly',
      {
        entity: {
          name: 'contact',
          filter: { conditions: [{ attribute: 'birthdate', operator: 'eq', value: '1990-01-01T00:00:00Z' }] },
        },
      },
      { code: 'ERR_VALIDATION' },
    ],
    ['year zero', condition('createdon', 'gt', '0000-01-01'), { code: 'ERR_VALIDATION' }],
    [
      'an unknown link alias',
      account({ filter: { conditions: [{ attribute: 'name', operator: 'null', entityName: 'x' }] } }),
      { code: 'ERR_VALIDATION', field: 'entity.filter.conditions.0.entityName' },
    ],
    [
      'an unknown link entity',
      account({ links: [{ name: 'nosuch', from: 'id', to: 'id' }] }),
      { code: 'ERR_OBJECT_NOT_FOUND', name: 'nosuch' },
    ],
    [
      'an unknown link from',
      account({ links: [{ name: 'contact', from: 'nosuch', to: 'id' }] }),
      { code: 'ERR_FIELD_NOT_FOUND', name: 'nosuch' },
    ],
    [
      'a join of unlike types',
      account({ links: [{ name: 'contact', from: 'name', to: 'id' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'two links with one alias',
      account({
        links: [
          { name: 'contact', from: 'accountid', to: 'id' },
          { name: 'contact', from: 'accountid', to: 'id' },
        ],
      }),
      { code: 'ERR_VALIDATION', field: 'entity.links.1.alias' },
    ],
    [
      'links nested 3 deep',
      account({ links: selfLinks(3) }),
      { code: 'ERR_VALIDATION', field: 'entity.links.0.links.0.links' },
    ],
    [
      '11 links',
      account({
        links: Array.from({ length: 11 }, (_, i) => ({
          name: 'contact',
          from: 'accountid',
          to: 'id',
          alias: `c${i}`,
        })),
      }),
      { code: 'ERR_VALIDATION', field: 'entity.links' },
    ],
    [
      'a link filter naming another link',
      account({
        links: [
          { name: 'contact', from: 'accountid', to: 'id', alias: 'c1' },
          {
            name: 'contact',
            from: 'accountid',
            to: 'id',
            alias: 'c2',
            filter: { conditions: [{ attribute: 'name', operator: 'null', entityName: 'c1' }] },
          },
        ],
      }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'sum on a string',
      account({ attributes: [{ attribute: 'name', aggregate: 'sum' }] }),
      { code: 'ERR_VALIDATION', field: 'entity.attributes.0.aggregate' },
    ],
    [
      'min on a lookup',
      account({ attributes: [{ attribute: 'ownerid', aggregate: 'min' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'an unknown aggregate',
      account({ attributes: [{ attribute: 'name', aggregate: 'median' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'month of a string',
      account({ attributes: [{ attribute: 'name', groupBy: 'month' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'an ungrouped attribute',
      account({ attributes: [{ attribute: 'name' }, { attribute: 'id', aggregate: 'count' }] }),
      { code: 'ERR_VALIDATION', field: 'entity.attributes.0.groupBy' },
    ],
    [
      'allattrs with aggregates',
      account({ allattrs: true, attributes: [{ attribute: 'id', aggregate: 'count' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'aggregate and group at once',
      account({ attributes: [{ attribute: 'id', aggregate: 'count', groupBy: 'column' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    ['an order by an unknown alias', account({ orders: [{ alias: 'nosuch' }] }), { code: 'ERR_VALIDATION' }],
    [
      'an aggregate order by an ungrouped attribute',
      account({ attributes: [{ attribute: 'id', aggregate: 'count' }], orders: [{ attribute: 'name' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      'a distinct order by an unselected attribute',
      account({ distinct: true, attributes: [{ attribute: 'name' }], orders: [{ attribute: 'revenue' }] }),
      { code: 'ERR_VALIDATION' },
    ],
    ['an empty order', account({ orders: [{ descending: true }] }), { code: 'ERR_VALIDATION' }],
    ['a page size over 5000', account({}, { pageSize: 5001 }), { code: 'ERR_VALIDATION', field: 'pageSize' }],
    ['a count over 5000', account({}, { count: 5001 }), { code: 'ERR_VALIDATION', field: 'count' }],
    [
      'a page beyond 10 million rows',
      account({}, { page: 2001, pageSize: 5000 }),
      { code: 'ERR_VALIDATION', field: 'page' },
    ],
    ['page zero', account({}, { page: 0 }), { code: 'ERR_VALIDATION', field: 'page' }],
    ['a fractional page', account({}, { page: 1.5 }), { code: 'ERR_VALIDATION', field: 'page' }],
    ['filters 9 deep', account({ filter: nest(9) }), { code: 'ERR_VALIDATION' }],
    [
      '501 conditions',
      account({
        filter: { conditions: Array.from({ length: 501 }, () => ({ attribute: 'name', operator: 'null' })) },
      }),
      { code: 'ERR_VALIDATION' },
    ],
    [
      '201 attributes',
      account({ attributes: Array.from({ length: 201 }, () => ({ attribute: 'name' })) }),
      { code: 'ERR_VALIDATION' },
    ],
    ['a distinct query selecting nothing', account({ distinct: true }), { code: 'ERR_VALIDATION' }],
  ])('refuses %s', (_what, input, expected) => {
    expect(refusal(input)).toMatchObject(expected);
  });

  it('accepts links nested 2 deep', () => {
    expect(() => compile(account({ links: selfLinks(2) }))).not.toThrow();
  });

  it('accepts filters 8 deep', () => {
    expect(() => compile({ entity: { name: 'account', filter: nest(8) } })).not.toThrow();
  });

  it('refuses an entity the caller cannot read', () => {
    expect(refusal({ entity: { name: 'account' } }, () => ({ kind: 'none' }))).toMatchObject({
      code: 'ERR_FORBIDDEN',
    });
  });

  it('checks a link filter even when the link is unreadable', () => {
    const input = {
      entity: {
        name: 'account',
        links: [
          {
            name: 'contact',
            from: 'accountid',
            to: 'id',
            filter: { conditions: [{ attribute: 'nosuch', operator: 'null' }] },
          },
        ],
      },
    };
    const access: RowAccessResolver = (entity) => (entity === 'contact' ? { kind: 'none' } : { kind: 'all' });
    expect(refusal(input, access)).toMatchObject({ code: 'ERR_FIELD_NOT_FOUND', name: 'nosuch' });
  });

  it('keeps long zod messages short', () => {
    const result = refusal({
      entity: {
        name: 'account',
        filter: { conditions: [{ attribute: 'name', operator: 'x'.repeat(70_000) }] },
      },
    });
    expect(String(result.reason).length).toBeLessThanOrEqual(200);
  });
});

function nest(depth: number): Record<string, unknown> {
  const filter: Record<string, unknown> = { conditions: [{ attribute: 'name', operator: 'not-null' }] };
  return depth <= 1 ? filter : { ...filter, filters: [nest(depth - 1)] };
}

/** Self-joins of account nested depth deep: the shape of the query that held the pool for a minute. */
function selfLinks(depth: number): Record<string, unknown>[] {
  const link = { name: 'account', from: 'ownerid', to: 'ownerid', alias: `l${depth}` };
  return [depth <= 1 ? link : { ...link, links: selfLinks(depth - 1) }];
}
