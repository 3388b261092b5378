import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { fetchOperators } from '@strata/api/contract/query-rules';
import type { DatabasePool } from '@strata/api/db/types';
import { isAppError } from '@strata/api/errors/app-error';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { buildTenantMetadata, type TenantMetadata } from '@strata/api/metadata/tenant-metadata';
import { readEverything } from '@strata/api/permissions/row-access';
import { fetchRecords } from '@strata/api/query/compile-fetch';
import fc from 'fast-check';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';

/**
 * 10,000 generated queries per run, well-formed and hostile mixed, run for real as tenant A:
 * each either answers rows or is refused with a coded error (never anything else), and no
 * answer ever holds a row of tenant B (every seeded row carries its tenant's marker).
 */
let pool: DatabasePool;
let a: Awaited<ReturnType<typeof createTestTenant>>;
let b: Awaited<ReturnType<typeof createTestTenant>>;
let metadata: TenantMetadata;

const entities = ['account', 'contact', 'opportunity', 'systemuser', 'activity'];
const hostile = [
  "account'; DROP TABLE account; --",
  'public.account',
  `${'x'}.account`,
  'аccount', // Cyrillic a
  'x'.repeat(65_536),
  '"account"',
  '__proto__',
  'constructor',
  '',
  'strata.tenants',
  'pg_catalog.pg_class',
  'name--',
  'name;',
];

/** Mostly real names, sometimes a hostile one. */
const name = (pool: string[]) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: fc.constantFrom(...hostile) },
  );

/** A value fitting the property's type most of the time, anything now and then. */
function valueFor(property: PropertyDefinition | undefined): fc.Arbitrary<unknown> {
  const wild = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.object({ maxDepth: 1 }),
    fc.constant(null),
    fc.constant('B-marker-1'),
  );
  const fitting: fc.Arbitrary<unknown> = (() => {
    switch (property?.type) {
      case 'String':
        return fc.constantFrom('A-marker-1', '%marker%', 'B-marker-2', 'x', '');
      case 'Integer':
      case 'VersionNumber':
        return fc.integer({ min: -5, max: 50 });
      case 'Decimal':
      case 'Money':
      case 'Float':
        return fc.double({ min: -1000, max: 1000, noNaN: true });
      case 'DateTime':
        return property.flags.includes('DateOnly')
          ? fc.constantFrom('2026-01-01', '2025-06-30')
          : fc.constantFrom('2026-01-01T00:00:00Z', '2020-05-05T10:00:00Z');
      case 'Guid':
      case 'Lookup':
        return fc.uuid();
      case 'Boolean':
        return fc.boolean();
      default:
        return wild;
    }
  })();
  return fc.oneof({ weight: 8, arbitrary: fitting }, { weight: 1, arbitrary: wild });
}

/** Queries on one entity of tenant A, built from its real fields. */
function queryArbitrary(metadata: TenantMetadata): fc.Arbitrary<unknown> {
  return fc.constantFrom(...entities).chain((entity) => {
    const properties = [...(metadata.properties.get(entity)?.values() ?? [])].filter(
      (p) => p.type !== 'Binary',
    );
    const fieldNames = properties.map((p) => p.logicalName);
    const condition = fc.constantFrom(...properties).chain((property) =>
      fc
        .record(
          {
            attribute: fc.oneof(
              { weight: 12, arbitrary: fc.constant(property.logicalName) },
              { weight: 1, arbitrary: fc.constantFrom(...hostile) },
            ),
            // every operator the API knows, and one it does not
            operator: fc.constantFrom(...fetchOperators, 'drop'),
            value: valueFor(property),
          },
          { requiredKeys: ['attribute', 'operator'] },
        )
        .map((c) => (c.operator === 'in' ? { ...c, value: [c.value] } : c)),
    );
    const filter = fc.letrec((tie) => ({
      filter: fc.record(
        {
          type: fc.constantFrom('and', 'or'),
          conditions: fc.array(condition, { maxLength: 3 }),
          filters: fc.array(tie('filter'), { maxLength: 2, depthIdentifier: 'f' }),
        },
        { requiredKeys: [] },
      ),
    })).filter;
    const plainAttribute = fc.record({ attribute: name(fieldNames) });
    const aggregateAttribute = fc.record({
      attribute: name(fieldNames),
      alias: fc.constantFrom('x', 'y', 'bad alias'),
      aggregate: fc.constantFrom('count', 'countdistinct', 'max', 'min'),
    });
    const groupAttribute = fc.record({
      attribute: fc.constantFrom('createdon', 'statecode', 'ownerid'),
      alias: fc.constant('g'),
      groupBy: fc.constantFrom('column', 'month', 'week', 'year'),
    });
    const attributes = fc.oneof(
      { weight: 4, arbitrary: fc.array(plainAttribute, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.tuple(aggregateAttribute, groupAttribute).map(([x, g]) => [x, g]) },
    );
    const links = fc.oneof(
      { weight: 3, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            { name: 'account', from: 'id', to: 'accountid' },
            { name: 'systemuser', from: 'id', to: 'ownerid' },
            { name: name(entities) as unknown as string, from: 'id', to: 'ownerid' },
          )
          .chain((l) =>
            fc
              .record({ type: fc.constantFrom('inner', 'outer'), alias: fc.constantFrom('l1', 'acc') })
              .map((extra) => [{ ...l, ...extra, attributes: [{ attribute: 'name' }] }]),
          ),
      },
    );
    return fc.record(
      {
        entity: fc.record(
          {
            name: fc.oneof(
              { weight: 12, arbitrary: fc.constant(entity) },
              { weight: 1, arbitrary: fc.constantFrom(...hostile) },
            ),
            attributes,
            allattrs: fc.boolean(),
            filter,
            orders: fc.array(fc.record({ attribute: name(fieldNames), descending: fc.boolean() }), {
              maxLength: 2,
            }),
            links,
            distinct: fc.boolean(),
          },
          { requiredKeys: ['name'] },
        ),
        page: fc.integer({ min: 0, max: 4 }),
        pageSize: fc.integer({ min: 1, max: 60 }),
      },
      { requiredKeys: ['entity'] },
    );
  });
}

beforeAll(async () => {
  pool = await openTestPool();
  [a, b] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  for (const [tenant, marker] of [
    [a, 'A-marker'],
    [b, 'B-marker'],
  ] as const) {
    const schema = tenant.tenant.schemaName;
    await pool.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'account'])} (name, revenue, ownerid)
      SELECT ${marker} || '-' || g, g * 10, ${tenant.admin.id} FROM generate_series(1, 20) g`);
    await pool.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'contact'])} (name, lastname, emailaddress1, accountid, ownerid)
      SELECT ${marker} || '-c' || a.name, ${marker}, ${marker} || '@example.com', a.id, ${tenant.admin.id}
      FROM ${sql.identifier([schema, 'account'])} a`);
  }
  metadata = buildTenantMetadata(
    a.tenant.id,
    a.tenant.schemaName,
    await loadObjectDefinitions(pool, a.tenant.schemaName),
  );
});
afterAll(async () => {
  await Promise.all([a.remove(), b.remove()]);
  await pool.end();
});

describe('tenant isolation under generated queries', () => {
  it('gives 0 server errors and 0 rows of another tenant over 10,000 queries', async () => {
    let answered = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(queryArbitrary(metadata), async (input) => {
        try {
          const rows = await fetchRecords(pool, input, { metadata, access: readEverything });
          answered++;
          expect(JSON.stringify(rows)).not.toContain('B-marker');
        } catch (error) {
          if (!isAppError(error)) throw error;
          refused++;
        }
      }),
      { numRuns: 10_000 },
    );
    console.info(`${answered} answered, ${refused} refused with a coded error`);
    // enough of them must reach the database for the property to mean something
    expect(answered).toBeGreaterThan(1_000);
  }, 300_000);
});
