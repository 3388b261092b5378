import { type PropertyInput, propertySchema } from '@strata/api/contract/metadata';
import type { DatabasePool } from '@strata/api/db/types';
import { isAppError } from '@strata/api/errors/app-error';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { buildTenantMetadata, type TenantMetadata } from '@strata/api/metadata/tenant-metadata';
import { readEverything } from '@strata/api/permissions/row-access';
import { fetchRecords } from '@strata/api/query/compile-fetch';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';

let pool: DatabasePool;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let metadata: TenantMetadata;

/** A multi-select on account: option v is bit v of a 32-bit integer. */
const channels: PropertyInput = {
  logicalName: 'zz_channels',
  displayName: 'Channels',
  type: 'Integer',
  flags: ['OptionSet', 'MultiSelect'],
  richOptions: [
    { value: 0, label: 'Email' },
    { value: 1, label: 'Phone' },
    { value: 2, label: 'Visit' },
    { value: 31, label: 'Carrier pigeon' },
  ],
};

/** name -> bitmap: Email; Phone+Visit; Email+Visit; bit 31 alone (a negative int4); none; null */
const accounts: [string, number | null][] = [
  ['Bits email', 0b1],
  ['Bits phone visit', 0b110],
  ['Bits email visit', 0b101],
  ['Bits pigeon', -2147483648],
  ['Bits none', 0],
  ['Bits null', null],
];

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool, { sampleData: false });
  const schema = tenant.tenant.schemaName;
  const table = sql.identifier([schema, 'account']);
  await pool.query(sql.unsafe`ALTER TABLE ${table} ADD COLUMN zz_channels integer`);
  for (const [name, bits] of accounts) {
    await pool.query(sql.unsafe`INSERT INTO ${table} (name, zz_channels) VALUES (${name}, ${bits})`);
  }
  const property = propertySchema.parse(channels);
  const objects = (await loadObjectDefinitions(pool, schema)).map((object) =>
    object.logicalName === 'account' ? { ...object, properties: [...object.properties, property] } : object,
  );
  metadata = buildTenantMetadata(tenant.tenant.id, schema, objects);
});
afterAll(async () => {
  await tenant?.remove();
  await pool?.end();
});

const names = async (operator: string, value: unknown, attribute = 'zz_channels') => {
  const rows = await fetchRecords(
    pool,
    {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'name' }],
        filter: { conditions: [{ attribute, operator, value }] },
        orders: [{ attribute: 'name' }],
      },
    },
    { metadata, access: readEverything },
  );
  return rows.map((row) => row.name);
};
const refusal = (operator: string, value: unknown, attribute = 'zz_channels') =>
  names(operator, value, attribute).then(
    () => 'no error',
    (error: unknown) => (isAppError(error) ? error.code : String(error)),
  );

describe('multi-select bitmap operators', () => {
  it('contain-values finds records with any of the options set', async () => {
    expect(await names('contain-values', [0])).toEqual(['Bits email', 'Bits email visit']);
    expect(await names('contain-values', [1, 2])).toEqual(['Bits email visit', 'Bits phone visit']);
    expect(await names('contain-values', [31])).toEqual(['Bits pigeon']);
  });

  it('not-contain-values finds records with none of them, empty ones included', async () => {
    expect(await names('not-contain-values', [2])).toEqual([
      'Bits email',
      'Bits none',
      'Bits null',
      'Bits pigeon',
    ]);
    expect(await names('not-contain-values', [0, 1, 2, 31])).toEqual(['Bits none', 'Bits null']);
  });

  it('refuses bad values and properties that are not multi-select with a 400 code', async () => {
    for (const value of [[], [32], [-1], [1.5], ['1'], 3, null, [[1]]]) {
      expect(await refusal('contain-values', value)).toBe('ERR_VALIDATION');
    }
    expect(await refusal('contain-values', [1], 'numberofemployees')).toBe('ERR_VALIDATION');
    expect(await refusal('not-contain-values', [1], 'name')).toBe('ERR_VALIDATION');
  });
});
