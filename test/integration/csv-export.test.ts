import { applyDatePattern, type DatePart } from '@strata/api/contract/csv-date-pattern';
import { csvField, neutralizeFormula } from '@strata/api/contract/csv-text';
import type { FetchQuery } from '@strata/api/contract/query';
import { maskOf } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { datePatternSql } from '@strata/api/export/date-pattern-sql';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyInfo } from '../../web/src/api/user-context.js';
import type { RecordValues } from '../../web/src/data/data-api.js';
import type { CellOptions } from '../../web/src/export/cell-format.js';
import { buildCsv } from '../../web/src/export/csv-file.js';
import { csvPlan } from '../../web/src/export/csv-plan.js';
import { queryColumns } from '../../web/src/export/export-columns.js';
import { buildExportTable } from '../../web/src/export/export-table.js';
import type { ObjectMeta } from '../../web/src/metadata/object-metadata.js';
import {
  closeSignedInTenant,
  openSignedInTenant,
  type SignedInUser,
  type TestTenant,
} from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * POST /api/export/csv (issue 20 item 6) writes the file the browser would have written: for
 * every language, zone and decimal separator, the server's lines under the browser's preamble
 * are byte for byte buildCsv over the same query's /api/fetch rows, with values chosen to try
 * quoting, formula guards, rounding, options, write-ins, lookups, booleans and dates.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;
let metaDict: Record<string, ObjectMeta>;
let currencyDict: Record<string, CurrencyInfo>;

const tricky = [
  '=1+2',
  '+x',
  '-5',
  '@sum',
  ' leading',
  'trailing ',
  'semi;colon',
  'quote "q"',
  'line\nbreak',
  '\uFEFFbom',
  'Žltý kôň',
  '',
  // formula starts a plain check of the first character misses (issue 35 item 7)
  ' =1+1',
  '\uFF1D1+1',
  '\u200B@sum',
  ' \uFF0Bx',
];
const hiddenFormulas = [' =1+1', '\uFF1D1+1', '\u200B@sum', ' \uFF0Bx'];
const amounts = [1234.5, -12.345, 0.145, 1e-7, 35140000, 0, -0.001, 99999999.995];
const instants = [
  '2026-01-05T03:07:00Z',
  '2026-03-29T00:30:00Z',
  '2026-10-25T01:15:00Z',
  '1999-12-31T23:59:00Z',
  '2041-07-10T12:00:00Z',
];

const multiSelects = [
  {
    logicalName: 'zz_channels',
    displayName: 'Channels',
    type: 'Integer',
    flags: ['OptionSet', 'MultiSelect'],
    richOptions: [
      { value: 0, label: 'Email' },
      { value: 1, label: 'Phone; "mobile"' },
      { value: 2, label: '=Visit' },
      { value: 31, label: 'Carrier pigeon' },
    ],
  },
  {
    logicalName: 'zz_topics',
    displayName: 'Topics',
    type: 'String',
    flags: ['OptionSet', 'MultiSelect'],
    richOptions: [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
      { value: 'c', label: 'Gamma' },
    ],
  },
];

async function write(records: unknown[]): Promise<void> {
  const response = await admin.call('/api/executemultiple', { records });
  expect(response.status, response.text).toBe(200);
}

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  // multi-selects: a bitmap (bit 31 too) and a semicolon list, added as an administrator does
  for (const property of multiSelects) {
    const added = await admin.call('/api/metadata/objects/account/properties', property);
    expect(added.status, added.text).toBe(201);
  }
  // money without a precision of its own takes its record's currency's: yen 0, dinar 3 decimals
  const amount = await admin.call('/api/metadata/objects/invoice/properties', {
    logicalName: 'zz_amount',
    displayName: 'Amount',
    type: 'Money',
  });
  expect(amount.status, amount.text).toBe(201);
  const currencyIds: (string | null)[] = [null];
  for (const [code, precision] of [
    ['JPY', 0],
    ['KWD', 3],
  ] as const) {
    const created = await admin.call('/api/update', {
      name: 'currency',
      operation: 'create',
      object: { name: code, code, symbol: code, precision, exchangerate: 1, isdefault: false },
    });
    expect(created.status, created.text).toBe(200);
    currencyIds.push(created.text.replaceAll('"', ''));
  }
  await write(
    [1234.5678, -0.5, 99.995, 7, null, 0.0005].map((zz_amount, index) => ({
      name: 'invoice',
      operation: 'create',
      object: { name: `INV-${index}`, zz_amount, currencyid: currencyIds[index % currencyIds.length] },
    })),
  );
  const context = (await admin.call('/api/getusercontext')).json() as unknown as {
    metaDict: Record<string, ObjectMeta>;
    currencyDict: Record<string, CurrencyInfo>;
  };
  ({ metaDict, currencyDict } = context);
  await write(
    tricky.map((text, index) => ({
      name: 'account',
      operation: 'create',
      object: {
        name: `${text}${index}`,
        address1_city: text,
        address1_country: index % 3 === 0 ? 'Slovakia' : text,
        revenue: amounts[index % amounts.length],
        numberofemployees: index * 7 - 20,
        address1_latitude: index % 2 === 0 ? 48.1234567 : null,
        customertypecode: index % 4 === 0 ? null : index % 4,
        zz_channels: [null, 0, 0b1, 0b110, -2147483648, 0b101][index % 6],
        zz_topics: [null, 'b', 'a;c', '=x;a', 'c;b;a', 'unknown'][index % 6],
      },
    })),
  );
  const schema = tenant.tenant.schemaName;
  // created at chosen instants: both sides of a daylight saving change, a year's end
  await pool.query(sql.unsafe`
    UPDATE ${sql.identifier([schema, 'account'])} a SET createdon = (${sql.array(instants, 'text')})[1 + (n.i % ${instants.length})]::timestamptz
    FROM (SELECT id, row_number() OVER (ORDER BY name) AS i FROM ${sql.identifier([schema, 'account'])}) n WHERE n.id = a.id`);
  const subjects = instants.map((instant, index) => ({
    name: 'activity',
    operation: 'create',
    object: {
      name: `=call ${index}`,
      activitytypecode: index % 2 === 0 ? 'Call' : 'Meeting',
      prioritycode: index % 3 === 0 ? null : index % 3,
      scheduledstart: instant,
      iscompleted: index % 2 === 0,
    },
  }));
  await write(subjects);
  // files as uploads store them (a reference with the name), one not a reference at all
  const stored = (name: string) =>
    JSON.stringify({ id: '0b7e5a2c-1f7d-4c1a-9d5e-2a6f0c3b8e41', name, size: 12, type: 'application/pdf' });
  await pool.query(sql.unsafe`
    UPDATE ${sql.identifier([schema, 'activity'])} SET document = CASE
      WHEN name LIKE '%0' THEN ${stored('=report; "Q1".pdf')} WHEN name LIKE '%1' THEN 'not a reference' ELSE document END`);
  await write(
    [5400, 0, 100_000, null, 59, 3_599_999].map((duration, index) => ({
      name: 'workorder',
      operation: 'create',
      object: { name: `WO-${index}`, duration },
    })),
  );
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

type FileOptions = { cells: CellOptions; csvHeader: boolean; totalLabel: string | null };

async function browserFile(
  query: FetchQuery,
  { cells, csvHeader, totalLabel }: FileOptions,
): Promise<string> {
  const response = await admin.call('/api/fetch', query);
  expect(response.status, response.text).toBe(200);
  const object = metaDict[query.entity.name] as ObjectMeta;
  const columns = queryColumns(query, object, metaDict);
  const table = buildExportTable(columns, response.json() as unknown as RecordValues[], {
    ...cells,
    totals: totalLabel !== null,
    totalLabel: totalLabel ?? '',
  });
  return buildCsv(table, { csvHeader });
}

async function serverFile(query: FetchQuery, { cells, csvHeader, totalLabel }: FileOptions): Promise<string> {
  const object = metaDict[query.entity.name] as ObjectMeta;
  const columns = csvPlan(queryColumns(query, object, metaDict), cells);
  expect(columns).not.toBeNull();
  const totals = totalLabel === null ? null : { label: totalLabel };
  const response = await admin.call('/api/export/csv', { query, columns, totals });
  expect(response.status, response.text).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return `\uFEFF${csvHeader ? 'sep=;\r\n' : ''}${response.text}`;
}

const accountQuery: FetchQuery = {
  entity: {
    name: 'account',
    attributes: [
      'name',
      'accountnumber',
      'address1_city',
      'address1_country',
      'revenue',
      'numberofemployees',
      'address1_latitude',
      'customertypecode',
      'createdon',
      'ownerid',
      'primarycontactid',
      'emailaddress1',
      'zz_channels',
      'zz_topics',
    ].map((attribute) => ({ attribute })),
    orders: [{ attribute: 'name' }],
  },
  page: 1,
  count: 5000,
};
/** Aggregates: a count and a month group have no property (written plain); a sum has revenue's. */
const groupedQuery: FetchQuery = {
  entity: {
    name: 'account',
    attributes: [
      { attribute: 'createdon', groupBy: 'month', alias: 'month' },
      { attribute: 'id', aggregate: 'count', alias: 'n' },
      { attribute: 'revenue', aggregate: 'sum', alias: 'total' },
      { attribute: 'customertypecode', groupBy: 'column', alias: 'kind' },
    ],
    orders: [{ alias: 'month' }, { alias: 'kind' }],
  },
};
/** Money in several currencies: each cell its currency's decimals, the total the default's. */
const invoiceQuery: FetchQuery = {
  entity: {
    name: 'invoice',
    attributes: [{ attribute: 'name' }, { attribute: 'zz_amount' }, { attribute: 'currencyid' }],
    orders: [{ attribute: 'name' }],
  },
};
/** The same amounts without the currency: every cell takes the default currency's decimals. */
const invoiceWithoutCurrency: FetchQuery = {
  entity: {
    name: 'invoice',
    attributes: [{ attribute: 'zz_amount' }, { attribute: 'name' }],
    orders: [{ attribute: 'name' }],
  },
};
/** Durations as h:mm:ss, their total too (a text, no label before it). */
const workOrderQuery: FetchQuery = {
  entity: {
    name: 'workorder',
    attributes: [{ attribute: 'duration' }, { attribute: 'name' }],
    orders: [{ attribute: 'name' }],
  },
};
/** Number columns first: the totals line has no label; longitude is never set, its sum is empty. */
const amountsQuery: FetchQuery = {
  entity: {
    name: 'account',
    attributes: ['revenue', 'numberofemployees', 'address1_latitude', 'address1_longitude', 'name'].map(
      (attribute) => ({ attribute }),
    ),
    orders: [{ attribute: 'name', descending: true }],
  },
};
const activityQuery: FetchQuery = {
  entity: {
    name: 'activity',
    attributes: [
      'name',
      'activitytypecode',
      'prioritycode',
      'scheduledstart',
      'scheduledend',
      'iscompleted',
      'regardingobjectid',
      'document',
    ].map((attribute) => ({ attribute })),
    orders: [{ attribute: 'name' }],
  },
};

describe('the CSV the server writes', () => {
  for (const language of ['en', 'sk', 'cs', 'de']) {
    for (const [timeZone, decimalSeparator] of [
      ['Europe/Bratislava', ','],
      ['America/New_York', '.'],
      ['Asia/Kolkata', ','],
    ] as const) {
      it(`is the browser's file in ${language}, ${timeZone}, '${decimalSeparator}'`, async () => {
        const t = (key: string) => `${language}:${key}`;
        const cells: CellOptions = { language, decimalSeparator, currencyDict, t, timeZone };
        for (const query of [
          accountQuery,
          activityQuery,
          amountsQuery,
          workOrderQuery,
          groupedQuery,
          invoiceQuery,
          invoiceWithoutCurrency,
        ]) {
          // with and without totals; a label to guard and quote
          for (const totalLabel of [null, '=Total; "all"']) {
            const options = { cells, csvHeader: language === 'en', totalLabel };
            const browser = await browserFile(query, options);
            expect(browser.split('\r\n').length).toBeGreaterThan(5);
            expect(await serverFile(query, options)).toBe(browser);
            if (query === activityQuery) expect(browser).toContain(`"'=report; ""Q1"".pdf"`);
            // dinar amounts with 3 decimals, yen with none, the rest with the default's 2
            if (query === invoiceQuery) {
              expect(browser).toContain(`INV-2;99${decimalSeparator}995;KWD`);
              expect(browser).toContain('INV-1;-1;JPY');
              expect(browser).toContain(`INV-0;1234${decimalSeparator}57;`);
            }
            if (query === accountQuery) {
              expect(browser).toContain('Carrier pigeon');
              expect(browser).toContain('"Phone; ""mobile"", =Visit"');
              expect(browser).toContain("'=x, Alpha");
            }
          }
        }
      });
    }
  }
});

describe('POST /api/export/csv guards formulas', () => {
  it('behind leading white space or invisible characters, and in full-width form', async () => {
    const query = { entity: { name: 'account', attributes: [{ attribute: 'name' }] } };
    const columns = [{ key: 'name', label: 'Name', format: { kind: 'text' } }];
    const response = await admin.call('/api/export/csv', { query, columns });
    expect(response.status, response.text).toBe(200);
    const lines = response.text.split('\r\n');
    for (const attack of hiddenFormulas) {
      const name = `${attack}${tricky.indexOf(attack)}`;
      expect(lines).toContain(`'${name}`);
      expect(lines).not.toContain(name);
    }
  });
});

describe('POST /api/export/csv refuses', () => {
  const nameColumn = { key: 'name', label: 'Name', format: { kind: 'text' } };
  const query = {
    entity: { name: 'account', attributes: [{ attribute: 'name' }, { attribute: 'ownerid' }] },
  };
  const refused = async (body: unknown, status: number, code: string, field?: string) => {
    const response = await admin.call('/api/export/csv', body);
    expect(response.status, response.text).toBe(status);
    expect(response.json()).toMatchObject({ code, ...(field ? { details: { field } } : {}) });
    expect(response.text).not.toMatch(/postgres|relation|syntax error|\.ts:\d/i);
  };

  it('a key the query does not select, or a format that does not fit the column', async () => {
    await refused(
      { query, columns: [{ ...nameColumn, key: 'revenue' }] },
      400,
      'ERR_VALIDATION',
      'columns.0.key',
    );
    await refused(
      { query, columns: [nameColumn, { key: 'ownerid', label: 'Owner', format: { kind: 'text' } }] },
      400,
      'ERR_VALIDATION',
      'columns.1.key',
    );
    await refused(
      { query, columns: [{ ...nameColumn, format: { kind: 'lookup', unknown: '?' } }] },
      400,
      'ERR_VALIDATION',
      'columns.0.key',
    );
  });

  it("an instant's format on a column that holds no instant", async () => {
    const pattern = [{ type: 'year', twoDigit: false }];
    const asInstant = (key: string) => ({
      key,
      label: key,
      format: { kind: 'datetime', zone: 'UTC', pattern, suffix: '' },
    });
    await refused({ query, columns: [asInstant('name')] }, 400, 'ERR_VALIDATION', 'columns.0.key');
    const grouped = {
      entity: {
        name: 'account',
        attributes: [
          { attribute: 'createdon', groupBy: 'month', alias: 'month' },
          { attribute: 'id', aggregate: 'count', alias: 'n' },
        ],
      },
    };
    await refused({ query: grouped, columns: [asInstant('month')] }, 400, 'ERR_VALIDATION', 'columns.0.key');
    await refused({ query: grouped, columns: [asInstant('n')] }, 400, 'ERR_VALIDATION', 'columns.0.key');
    // the latest instant of a group is one: written as such
    const latest = {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'createdon', aggregate: 'max', alias: 'latest' }],
      },
    };
    const response = await admin.call('/api/export/csv', { query: latest, columns: [asInstant('latest')] });
    expect(response.status, response.text).toBe(200);
    expect(response.text).toBe('latest\r\n2041\r\n');
  });

  it('a zone PostgreSQL does not know, and a malformed plan', async () => {
    const pattern = [{ type: 'year', twoDigit: false }];
    const createdOn = {
      key: 'createdon',
      label: 'Created',
      format: { kind: 'datetime', zone: 'Mars/Olympus', pattern, suffix: '' },
    };
    const withCreatedOn = { entity: { name: 'account', attributes: [{ attribute: 'createdon' }] } };
    await refused(
      { query: withCreatedOn, columns: [createdOn] },
      400,
      'ERR_VALIDATION',
      'columns.0.format.zone',
    );
    // an injection attempt in a literal is only text: it is bound, and the zone list refuses the zone
    const literal = { ...createdOn, format: { ...createdOn.format, zone: "UTC'; DROP TABLE account; --" } };
    await refused(
      { query: withCreatedOn, columns: [literal] },
      400,
      'ERR_VALIDATION',
      'columns.0.format.zone',
    );
    await refused({ query, columns: [] }, 400, 'ERR_VALIDATION', 'columns');
    await refused({ query, columns: [{ ...nameColumn, format: { kind: 'number' } }] }, 400, 'ERR_VALIDATION');
    await refused({ query, columns: [nameColumn], extra: true }, 400, 'ERR_VALIDATION');
  });

  it("the query's own mistakes as /api/fetch answers them", async () => {
    await refused(
      { query: { entity: { name: 'nosuchthing' } }, columns: [nameColumn] },
      400,
      'ERR_OBJECT_NOT_FOUND',
    );
  });

  it('without a session, and without the right to read the entity', async () => {
    const anonymous = await server.request('/api/export/csv', {
      method: 'POST',
      host: `${tenant.tenant.name}.localhost`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, columns: [nameColumn] }),
    });
    expect(anonymous.status).toBe(401);
    const user = await createUser(pool, tenant.tenant, {
      email: `nobody@${tenant.tenant.name}.test`,
      roles: [],
    });
    const nobody = await signIn(server, tenant.tenant.name, user.email);
    const response = await nobody.call('/api/export/csv', { query, columns: [nameColumn] });
    expect(response.status).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ERR_FORBIDDEN' });
  });

  it("writes only the rows the user's read rights give /api/fetch", async () => {
    // a role that reads only its own accounts; the user owns one of them
    await admin.call('/api/update', {
      name: 'inu_role',
      operation: 'create',
      object: { name: 'own-reader', body: JSON.stringify({ permissions: { account: maskOf({ read: 1 }) } }) },
    });
    const user = await createUser(pool, tenant.tenant, {
      email: `own@${tenant.tenant.name}.test`,
      roles: ['own-reader'],
    });
    const sales = await signIn(server, tenant.tenant.name, user.email);
    await admin.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Own account', ownerid: user.id },
    });
    const fetched = (await sales.call('/api/fetch', query)).json() as unknown as { name: string }[];
    expect(fetched.map((row) => row.name)).toEqual(['Own account']);
    const response = await sales.call('/api/export/csv', { query, columns: [nameColumn] });
    expect(response.status).toBe(200);
    expect(response.headers['x-strata-row-count']).toBe(String(fetched.length));
    expect(response.text).toBe(
      ['Name', ...fetched.map((row) => csvField(neutralizeFormula(row.name))), ''].join('\r\n'),
    );
    // fewer than the administrator sees: the rights apply
    const all = (await admin.call('/api/fetch', query)).json() as unknown as unknown[];
    expect(fetched.length).toBeLessThan(all.length);
  });
});

describe("PostgreSQL's date text (datePatternSql)", () => {
  it('is applyDatePattern for every part and form, at midnight, noon and in between', async () => {
    const parts = (cycle: 'h11' | 'h12' | 'h23' | 'h24', pad: boolean): DatePart[] => [
      { type: 'day', pad },
      { type: 'literal', value: ". '" },
      { type: 'month', pad, names: null },
      { type: 'literal', value: '/' },
      {
        type: 'month',
        pad: false,
        names: ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'],
      },
      { type: 'literal', value: ' ' },
      { type: 'year', twoDigit: !pad },
      { type: 'year', twoDigit: pad },
      { type: 'literal', value: ', ' },
      { type: 'hour', pad, cycle },
      { type: 'literal', value: ':' },
      { type: 'minute', pad },
      { type: 'dayPeriod', names: ['vorm.', 'nachm.'] },
    ];
    const times = [
      '2026-01-05 00:07',
      '2026-02-09 11:59',
      '2026-10-10 12:00',
      '1999-12-31 13:05',
      '2041-07-01 23:00',
      '2003-03-03 09:09',
    ];
    for (const cycle of ['h11', 'h12', 'h23', 'h24'] as const) {
      for (const pad of [true, false]) {
        const pattern = parts(cycle, pad);
        const written = await pool.anyFirst(
          sql.unsafe`SELECT ${datePatternSql(sql.fragment`t::timestamp`, pattern)} FROM unnest(${sql.array(times, 'text')}) AS t`,
        );
        const expected = times.map((time) => {
          const [year, month, day, hour, minute] = time.split(/[- :]/).map(Number) as [
            number,
            number,
            number,
            number,
            number,
          ];
          return applyDatePattern(pattern, { year, month, day, hour, minute });
        });
        expect(written, `${cycle} ${pad}`).toEqual(expected);
      }
    }
  });
});
