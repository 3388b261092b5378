import type { DatabasePool } from '@strata/api/db/types';
import { loadObjectDefinitions } from '@strata/api/metadata/metadata-rows';
import { systemObjects } from '@strata/api/migrations/system-objects';
import { verifyPassword } from '@strata/api/passwords/password-hash';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { loadTemplate } from '@strata/api/templates/load-template';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestTenant,
  openTestPool,
  standaloneBus,
  uniqueOrganization,
} from '../fixtures/test-context.js';

let pool: DatabasePool;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool, { sampleData: true });
});
afterAll(async () => {
  await tenant.remove();
  await pool.end();
});

const countTables = (schema: string) =>
  pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM pg_tables WHERE schemaname = ${schema}`);

describe('provisioning a tenant from the crm template', () => {
  it('leaves each Auto Number counter after the highest number the sample data carries', async () => {
    const counters = await pool.any(
      sql.unsafe`SELECT fieldname, nextnumber FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_autonumber'])} ORDER BY fieldname`,
    );
    expect(counters).toEqual([
      { fieldname: 'accountnumber', nextnumber: 10041 },
      { fieldname: 'invoicenumber', nextnumber: 10016 },
      { fieldname: 'ordernumber', nextnumber: 10013 },
      { fieldname: 'quotenumber', nextnumber: 10016 },
    ]);
  });

  it('registers the organisation and derives the schema from its id', async () => {
    expect(tenant.tenant).toMatchObject({ status: 'active', template: 'crm' });
    expect(tenant.tenant.schemaName).toBe(`tenant_${tenant.tenant.id.replaceAll('-', '')}`);
  });

  it('creates a table and a metadata row for every system and template entity', async () => {
    const template = loadTemplate('crm');
    const expected = [...systemObjects().keys(), ...template.entities.map((e) => e.logicalName)].sort();
    const stored = (await loadObjectDefinitions(pool, tenant.tenant.schemaName))
      .map((o) => o.logicalName)
      .sort();
    expect(stored).toEqual(expected);
    // plus the per-schema migration record
    expect(await countTables(tenant.tenant.schemaName)).toBe(expected.length + 1);
    const applied = await pool.anyFirst(
      sql.unsafe`SELECT name FROM ${sql.identifier([tenant.tenant.schemaName, '_migrations'])}`,
    );
    expect(applied).toContain('0001_system_entities');
  });

  it('creates the first administrator with a working password and the admin role', async () => {
    const schema = tenant.tenant.schemaName;
    const user = await pool.one(
      sql.unsafe`SELECT id, emailaddress, ownerid FROM ${sql.identifier([schema, 'systemuser'])} WHERE id = ${tenant.admin.id}`,
    );
    expect(user).toMatchObject({ emailaddress: tenant.admin.email, ownerid: tenant.admin.id });
    const hash = await pool.oneFirst(
      sql.unsafe`SELECT password_hash FROM strata.credentials WHERE tenant_id = ${tenant.tenant.id} AND user_id = ${tenant.admin.id}`,
    );
    expect(await verifyPassword(String(hash), 'correct horse battery')).toBe(true);
    expect(await verifyPassword(String(hash), 'wrong')).toBe(false);
    const roles = await pool.anyFirst(sql.unsafe`
      SELECT r.name FROM ${sql.identifier([schema, 'inu_userroles'])} ur
      JOIN ${sql.identifier([schema, 'inu_role'])} r ON r.id = ur.roleid
      WHERE ur.systemuserid = ${tenant.admin.id}`);
    expect(roles).toEqual(['admin']);
  });

  it('writes seed and sample rows, owned by the administrator unless they name an owner', async () => {
    const schema = tenant.tenant.schemaName;
    const template = loadTemplate('crm');
    for (const set of [...template.seed, ...template.sample]) {
      const count = await pool.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([schema, set.entity])}`,
      );
      expect(count, set.file).toBeGreaterThanOrEqual(set.rows.length);
    }
    const currency = await pool.one(
      sql.unsafe`SELECT code, precision, isdefault FROM ${sql.identifier([schema, 'currency'])}`,
    );
    expect(currency).toEqual({ code: 'EUR', precision: 2, isdefault: true });
  });

  it('refuses a duplicate name, also differing only in case, and leaves the original untouched', async () => {
    const before = await countTables(tenant.tenant.schemaName);
    for (const name of [tenant.tenant.name, tenant.tenant.name.toUpperCase()]) {
      await expect(
        provisionTenant(pool, { organization: name, template: 'crm', admin: { email: 'x@example.com' } }),
      ).rejects.toMatchObject({ code: 'ERR_ORG_EXISTS' });
    }
    expect(await countTables(tenant.tenant.schemaName)).toBe(before);
  });

  it.each([
    ['www', 'ERR_ORG_NAME_RESERVED'],
    ['api', 'ERR_ORG_NAME_RESERVED'],
    ['bad name', 'ERR_ORG_NAME_INVALID'],
    ['x', 'ERR_ORG_NAME_INVALID'],
    ['a'.repeat(64), 'ERR_ORG_NAME_INVALID'],
    ["o'brien", 'ERR_ORG_NAME_INVALID'],
  ])('refuses the organisation name %s', async (organization, code) => {
    await expect(
      provisionTenant(pool, { organization, template: 'crm', admin: { email: 'x@example.com' } }),
    ).rejects.toMatchObject({ code });
  });

  it('refuses an unknown template, a bad email and a short password before touching the database', async () => {
    const organization = uniqueOrganization();
    await expect(
      provisionTenant(pool, { organization, template: 'nope', admin: { email: 'x@example.com' } }),
    ).rejects.toMatchObject({ code: 'ERR_TEMPLATE_NOT_FOUND' });
    await expect(
      provisionTenant(pool, { organization, template: 'crm', admin: { email: 'not an email' } }),
    ).rejects.toMatchObject({ code: 'ERR_VALIDATION', params: { reason: 'email' } });
    await expect(
      provisionTenant(pool, {
        organization,
        template: 'crm',
        admin: { email: 'x@example.com', password: 'short' },
      }),
    ).rejects.toMatchObject({ code: 'ERR_VALIDATION', params: { reason: 'password' } });
    expect(await findTenantByName(pool, organization)).toBeNull();
  });

  it('stores no password when asked for none (sign-up through a provider)', async () => {
    const created = await createTestTenant(pool, { admin: { email: 'sso@example.com', password: null } });
    try {
      expect(created.admin.password).toBeNull();
      const rows = await pool.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM strata.credentials WHERE tenant_id = ${created.tenant.id}`,
      );
      expect(rows).toBe(0);
    } finally {
      await created.remove();
    }
  });

  it('generates a password when none is given', async () => {
    const created = await createTestTenant(pool, { admin: { email: 'gen@example.com' } });
    try {
      expect(created.admin.generatedPassword).toBe(true);
      expect(created.admin.password?.length).toBeGreaterThanOrEqual(12);
    } finally {
      await created.remove();
    }
  });

  it('gives one of two concurrent requests for the same name the organisation, the other ERR_ORG_EXISTS', async () => {
    const organization = uniqueOrganization('race');
    const attempts = await Promise.allSettled(
      [1, 2].map(() =>
        provisionTenant(pool, {
          organization,
          template: 'crm',
          admin: { email: 'r@example.com', password: 'long enough' },
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const failure = attempts.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toMatchObject({ code: 'ERR_ORG_EXISTS' });
    const schemas = await pool.anyFirst(sql.unsafe`
      SELECT nspname FROM pg_namespace n JOIN strata.tenants t ON t.schema_name = n.nspname WHERE t.name = ${organization}`);
    expect(schemas).toHaveLength(1);
    await pool.query(sql.unsafe`SELECT 1`);
    const { deleteTenant } = await import('@strata/api/tenancy/tenant-lifecycle');
    await deleteTenant(pool, standaloneBus, organization);
  });
});
