import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabasePool } from '@strata/api/db/types';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { loadTemplateFromDir } from '@strata/api/templates/load-template';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPool, standaloneBus, uniqueOrganization } from '../fixtures/test-context.js';

let pool: DatabasePool;
let folder: string;

beforeAll(async () => {
  pool = await openTestPool();
  folder = mkdtempSync(path.join(tmpdir(), 'strata-atomic-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await pool.end();
});

/** Tenant schemas with no registry row: provisioning must never leave one behind. */
const orphanSchemas = () =>
  pool.anyFirst(sql.unsafe`
    SELECT nspname FROM pg_namespace
    WHERE nspname LIKE 'tenant\\_%' AND nspname NOT IN (SELECT schema_name FROM strata.tenants)`);

describe('provisioning is all or nothing', () => {
  it('leaves no schema and no registry row when the database refuses a row half-way', async () => {
    // Valid on paper, but its sample user takes the administrator's email: the unique index
    // on lower(emailaddress) fails after the schema, tables and template rows were written.
    const dir = path.join(folder, 'clash');
    mkdirSync(path.join(dir, 'entities'), { recursive: true });
    mkdirSync(path.join(dir, 'sample'), { recursive: true });
    writeFileSync(
      path.join(dir, 'template.json'),
      JSON.stringify({ name: 'clash', displayName: 'Clash', version: 1 }),
    );
    writeFileSync(
      path.join(dir, 'entities', 'note.json'),
      JSON.stringify({
        logicalName: 'note',
        displayName: 'Note',
        displayNamePlural: 'Notes',
        properties: [],
      }),
    );
    writeFileSync(
      path.join(dir, 'sample', '01_systemuser.json'),
      JSON.stringify({ entity: 'systemuser', rows: [{ name: 'Twin', emailaddress: 'ADMIN@clash.test' }] }),
    );
    const template = loadTemplateFromDir(dir);
    const organization = uniqueOrganization('clash');

    await expect(
      provisionTenant(
        pool,
        {
          organization,
          template: 'clash',
          admin: { email: 'admin@clash.test', password: 'long enough' },
          sampleData: true,
        },
        { templates: () => template },
      ),
    ).rejects.toMatchObject({ code: 'ERR_DUPLICATE' });

    expect(await findTenantByName(pool, organization)).toBeNull();
    expect(await orphanSchemas()).toEqual([]);
  });

  it('provisions the same template without the clash', async () => {
    const organization = uniqueOrganization('clash');
    const template = loadTemplateFromDir(path.join(folder, 'clash'));
    const result = await provisionTenant(
      pool,
      {
        organization,
        template: 'clash',
        admin: { email: 'boss@clash.test', password: 'long enough' },
        sampleData: true,
      },
      { templates: () => template },
    );
    const users = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([result.tenant.schemaName, 'systemuser'])}`,
    );
    expect(users).toBe(2);
    const { deleteTenant } = await import('@strata/api/tenancy/tenant-lifecycle');
    await deleteTenant(pool, standaloneBus, organization);
    expect(await orphanSchemas()).toEqual([]);
  });
});
