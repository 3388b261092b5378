import type { DatabasePool } from '@strata/api/db/types';
import { changeTenantStatus, deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool, standaloneBus } from '../fixtures/test-context.js';

let pool: DatabasePool;
let keep: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  keep = await createTestTenant(pool);
});
afterAll(async () => {
  await keep.remove();
  await pool.end();
});

const schemaExists = (schema: string) =>
  pool.exists(sql.unsafe`SELECT 1 FROM pg_namespace WHERE nspname = ${schema}`);
const snapshot = async (schema: string) =>
  pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([schema, 'inu_metadata'])}`);

describe('tenant lifecycle', () => {
  it('suspends and resumes an organisation by name, in any case', async () => {
    expect(
      (await changeTenantStatus(pool, standaloneBus, keep.tenant.name.toUpperCase(), 'suspended')).status,
    ).toBe('suspended');
    expect((await findTenantByName(pool, keep.tenant.name))?.status).toBe('suspended');
    expect((await changeTenantStatus(pool, standaloneBus, keep.tenant.name, 'active')).status).toBe('active');
  });

  it('deletes an organisation with its schema and sign-in data, leaving others untouched', async () => {
    const doomed = await createTestTenant(pool);
    const others = await snapshot(keep.tenant.schemaName);
    await deleteTenant(pool, standaloneBus, doomed.tenant.name);
    expect(await findTenantByName(pool, doomed.tenant.name)).toBeNull();
    expect(await schemaExists(doomed.tenant.schemaName)).toBe(false);
    const credentials = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM strata.credentials WHERE tenant_id = ${doomed.tenant.id}`,
    );
    expect(credentials).toBe(0);
    expect(await snapshot(keep.tenant.schemaName)).toBe(others);
    expect(await schemaExists(keep.tenant.schemaName)).toBe(true);
  });

  it('finishes a delete that stopped half-way (status deleting)', async () => {
    const doomed = await createTestTenant(pool);
    await pool.query(
      sql.unsafe`UPDATE strata.tenants SET status = 'deleting' WHERE id = ${doomed.tenant.id}`,
    );
    await deleteTenant(pool, standaloneBus, doomed.tenant.name);
    expect(await schemaExists(doomed.tenant.schemaName)).toBe(false);
  });

  it('answers ERR_ORG_NOT_FOUND for unknown organisations', async () => {
    await expect(deleteTenant(pool, standaloneBus, 'no-such-org')).rejects.toMatchObject({
      code: 'ERR_ORG_NOT_FOUND',
    });
    await expect(changeTenantStatus(pool, standaloneBus, 'no-such-org', 'suspended')).rejects.toMatchObject({
      code: 'ERR_ORG_NOT_FOUND',
    });
  });
});
