import type { TenantMigration } from '@strata/api/contract/tenant-migration';
import type { DatabasePool } from '@strata/api/db/types';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { loadTenantMigrations, type TenantMigrationFile } from '@strata/api/migrations/load-migration-files';
import { migrateTenants } from '@strata/api/migrations/migrate-tenants';
import { migrateTenantSchema } from '@strata/api/migrations/tenant-migrator';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';

let pool: DatabasePool;
let first: Awaited<ReturnType<typeof createTestTenant>>;
let second: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  [first, second] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
});
afterAll(async () => {
  await Promise.all([first.remove(), second.remove()]);
  await pool.end();
});

const step = (name: string, migration: TenantMigration): TenantMigrationFile => ({ name, migration });
const addField = (name: string, field: string) =>
  step(name, {
    description: `add ${field}`,
    steps: [
      {
        op: 'addProperty',
        object: 'team',
        property: { logicalName: field, displayName: field, type: 'String', flags: [] },
      },
    ],
  });

/** The real migrations followed by three more, as a later release would ship them. */
const withLater = (): TenantMigrationFile[] => [
  ...loadTenantMigrations(),
  addField('9001_team_code', 'code'),
  addField('9002_team_region', 'region'),
  step('9003_team_index', {
    description: 'index',
    steps: [{ op: 'createIndex', object: 'team', columns: ['code'], unique: false, lower: false }],
  }),
];

const teamFields = async (schema: string) =>
  (await loadObjectDefinitions(pool, schema))
    .find((o) => o.logicalName === 'team')
    ?.properties.map((p) => p.logicalName);

describe('tenant migrations', () => {
  it('finishes a half-migrated tenant and records each migration once', async () => {
    const schema = first.tenant.schemaName;
    const partial = await pool.transaction((trx) =>
      migrateTenantSchema(trx, schema, { files: withLater(), to: '9001_team_code' }),
    );
    expect(partial).toEqual(['9001_team_code']);
    expect(await teamFields(schema)).toEqual(['description', 'code']);

    const rest = await pool.transaction((trx) => migrateTenantSchema(trx, schema, { files: withLater() }));
    expect(rest).toEqual(['9002_team_region', '9003_team_index']);
    expect(await teamFields(schema)).toEqual(['description', 'code', 'region']);
    // the columns exist, not just the metadata
    await pool.query(sql.unsafe`SELECT code, region FROM ${sql.identifier([schema, 'team'])}`);

    expect(await pool.transaction((trx) => migrateTenantSchema(trx, schema, { files: withLater() }))).toEqual(
      [],
    );
  });

  it('rolls a failing tenant back completely and carries on with the others', async () => {
    // Break the second tenant: a column the next migration adds already exists.
    await pool.query(
      sql.unsafe`ALTER TABLE ${sql.identifier([second.tenant.schemaName, 'team'])} ADD COLUMN region text`,
    );
    const reports = await migrateTenants(pool, {
      files: withLater(),
      organizations: [first.tenant.name, second.tenant.name],
    });
    const byName = new Map(reports.map((r) => [r.tenant, r]));

    const failed = byName.get(second.tenant.name);
    expect(failed?.error).toBeTruthy();
    expect(failed?.applied).toEqual([]);
    // nothing of the failed run stayed: 9001 would have added `code`
    expect(await teamFields(second.tenant.schemaName)).toEqual(['description']);
    const recorded = await pool.anyFirst(
      sql.unsafe`SELECT name FROM ${sql.identifier([second.tenant.schemaName, '_migrations'])} ORDER BY name`,
    );
    // every shipped migration, none of the failed run's 9001
    expect(recorded).toEqual(loadTenantMigrations().map((file) => file.name));

    expect(byName.get(first.tenant.name)).toMatchObject({ applied: [] });
    expect(reports).toHaveLength(2);
  });

  it('migrates only the named organisation when asked', async () => {
    const reports = await migrateTenants(pool, { organizations: [first.tenant.name.toUpperCase()] });
    expect(reports.map((r) => r.tenant)).toEqual([first.tenant.name]);
    await expect(migrateTenants(pool, { organizations: ['no-such-org'] })).rejects.toMatchObject({
      code: 'ERR_ORG_NOT_FOUND',
    });
  });
});
