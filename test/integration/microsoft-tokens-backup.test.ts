import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClusterPools } from '@strata/api/db/cluster-pools';
import type { DatabasePool } from '@strata/api/db/types';
import { readTokenCache, writeTokenCache } from '@strata/api/integrations/microsoft/token-cache-table';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { restoreBackup } from '@strata/cli/backup/restore-backup';
import { writeBackup } from '@strata/cli/backup/write-backup';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestTenant,
  openTestPool,
  standaloneBus,
  uniqueOrganization,
} from '../fixtures/test-context.js';

/**
 * The users' Microsoft tokens (the private table _microsoft_tokens, made on first use, not by
 * a migration) travel with a tenant backup: the restore makes the table before its rows.
 */
let pool: DatabasePool;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let folder: string;
const restored = uniqueOrganization('mstok');

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool);
  folder = mkdtempSync(path.join(tmpdir(), 'strata-mstokens-'));
});
afterAll(async () => {
  if (await findTenantByName(pool, restored)) await deleteTenant(pool, standaloneBus, restored);
  await tenant.remove();
  await pool.end();
  rmSync(folder, { recursive: true, force: true });
});

describe('a backup of an organisation whose users connected Microsoft 365', () => {
  it('restores, with the sealed token caches', async () => {
    const { schemaName } = tenant.tenant;
    const userId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      SELECT id FROM ${sql.identifier([schemaName, 'systemuser'])} WHERE emailaddress = ${tenant.admin.email}`);
    const cache = Buffer.from('sealed bytes');
    await writeTokenCache(pool, schemaName, userId, { homeAccountId: 'home-1', cache });
    const clusters = new ClusterPools(pool, { resolveUrl: async () => null, poolSize: 1 });
    const file = path.join(folder, 'tokens.strata-backup');
    try {
      const header = await writeBackup(clusters, tenant.tenant.name, file);
      expect(header.tables.map((table) => table.name)).toContain('_microsoft_tokens');
    } finally {
      await clusters.end();
    }
    await restoreBackup(pool, standaloneBus, file, { as: restored });
    const copy = await findTenantByName(pool, restored);
    expect(await readTokenCache(pool, String(copy?.schemaName), userId)).toEqual({
      homeAccountId: 'home-1',
      cache,
    });
  });
});
