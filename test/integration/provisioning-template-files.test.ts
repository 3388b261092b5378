import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalBlobStore } from '@strata/api/blobs/local-blob-store';
import { repositoryRoot } from '@strata/api/config/paths';
import { parseStoredFile } from '@strata/api/contract/stored-file';
import type { DatabasePool } from '@strata/api/db/types';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPool, standaloneBus, uniqueOrganization } from '../fixtures/test-context.js';

let pool: DatabasePool;
let dir: string;

beforeAll(async () => {
  pool = await openTestPool();
  dir = mkdtempSync(path.join(tmpdir(), 'strata-template-blobs-'));
});
afterAll(async () => {
  await pool.end();
  rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("provisioning the crm template's files", () => {
  it('stores the logo as a blob of the new organisation, named by its report_image row', async () => {
    const blobs = new LocalBlobStore(dir);
    const organization = uniqueOrganization('logo');
    const created = await provisionTenant(
      pool,
      { organization, template: 'crm', admin: { email: 'logo@example.com', password: null } },
      { blobs },
    );
    try {
      const schema = created.tenant.schemaName;
      const body = await pool.oneFirst(
        sql.unsafe`SELECT body FROM ${sql.identifier([schema, 'report_image'])} WHERE name = 'Logo'`,
      );
      const stored = parseStoredFile(body);
      expect(stored).toMatchObject({ name: 'logo.png', type: 'image/png' });
      const info = await blobs.info(schema, stored?.id ?? '');
      expect(info).toMatchObject({
        entity: 'report_image',
        field: 'body',
        recordId: '0506875c-949c-44ec-a74e-5d59889a919a',
        createdBy: created.admin.id,
        contentType: 'image/png',
      });
      const logo = readFileSync(path.join(repositoryRoot, 'tenant-templates/crm/files/logo.png'));
      expect((await bytesOf(await blobs.open(schema, stored?.id ?? ''))).equals(logo)).toBe(true);
    } finally {
      await deleteTenant(pool, standaloneBus, created.tenant.name);
    }
  });

  it('leaves no organisation behind when the file cannot be stored', async () => {
    const organization = uniqueOrganization('logofail');
    const failing = {
      put: async () => {
        throw new Error('disk full');
      },
      info: async () => null,
      open: async () => null,
    };
    await expect(
      provisionTenant(
        pool,
        { organization, template: 'crm', admin: { email: 'logo@example.com', password: null } },
        { blobs: failing },
      ),
    ).rejects.toThrow('disk full');
    expect(await findTenantByName(pool, organization)).toBeNull();
  });
});
