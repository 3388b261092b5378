import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClusterPools } from '@strata/api/db/cluster-pools';
import type { DatabasePool } from '@strata/api/db/types';
import { createLogger } from '@strata/api/logging/logger';
import { findCluster } from '@strata/api/tenancy/cluster-registry';
import { findTenantByName, type TenantRecord } from '@strata/api/tenancy/tenant-registry';
import { runMaintenance } from '@strata/api/trigger-worker/maintenance-task';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runStrata } from '../fixtures/run-process.js';
import { type SecondCluster, startSecondCluster } from '../fixtures/second-cluster.js';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 25: what an organisation on another cluster (moved there with `strata tenant move`)
 * needs besides its data requests: `tenant restore` onto its cluster (or `--cluster`), the
 * daily upkeep purging its expired archives there, and its app-error reports kept there.
 */
let main: DatabasePool;
let second: SecondCluster;
let server: TestServer;
let tenant: TenantRecord;
let removeTenant: () => Promise<void>;
let backupDir: string;
const restored: string[] = [];
const strata = (...args: string[]) => runStrata(args, { DATABASE_URL: testDatabaseUrl() });

beforeAll(async () => {
  main = await openTestPool();
  second = await startSecondCluster('up');
  backupDir = mkdtempSync(path.join(tmpdir(), 'strata-restore-'));
  const created = await createTestTenant(main, { sampleData: true });
  removeTenant = created.remove;
  server = await startTestServer(main);
  expect((await strata('cluster', 'add', second.name, second.connectionUri)).code).toBe(0);
  const moved = await strata('tenant', 'move', created.tenant.name, '--to', second.name);
  expect(moved.stderr).toBe('');
  expect(moved.code).toBe(0);
  const found = await findTenantByName(main, created.tenant.name);
  if (!found) throw new Error('the organisation vanished');
  tenant = found;
}, 300_000);

afterAll(async () => {
  await server?.close();
  for (const name of restored) await strata('tenant', 'delete', name, '--yes');
  if (tenant) await strata('tenant', 'move', tenant.name, '--to', 'default');
  await removeTenant?.();
  await second?.stop(main);
  rmSync(backupDir, { recursive: true, force: true });
  await main?.end();
}, 300_000);

const schemaExists = (pool: DatabasePool, schema: string) =>
  pool.exists(sql.unsafe`SELECT 1 FROM pg_namespace WHERE nspname = ${schema}`);
const accountNames = (pool: DatabasePool, schema: string) =>
  pool.anyFirst(
    sql.type(z.object({ name: z.string().nullable() }))`
      SELECT name FROM ${sql.identifier([schema, 'account'])} ORDER BY id`,
  );

describe('strata tenant restore of an organisation on another cluster', () => {
  const file = () => path.join(backupDir, `${tenant.name}.strata.gz`);
  type Restored = { organization: string; schema: string; cluster: string; records: Record<string, number> };

  it('restores onto its cluster: schema, rows and credentials there, nothing on the main server', {
    timeout: 180_000,
  }, async () => {
    const backup = await strata('tenant', 'backup', tenant.name, file(), '--json');
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const name = `${tenant.name}-r`;
    const result = await strata('tenant', 'restore', file(), '--as', name, '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    restored.push(name);
    const output = JSON.parse(result.stdout) as Restored;
    expect(output).toMatchObject({ organization: name, cluster: second.name });
    const entry = await findTenantByName(main, name);
    expect(entry).toMatchObject({ cluster: second.name, schemaName: output.schema, movingTo: null });
    expect(await schemaExists(second.pool, output.schema)).toBe(true);
    expect(await schemaExists(main, output.schema)).toBe(false);
    expect(await accountNames(second.pool, output.schema)).toEqual(
      await accountNames(second.pool, tenant.schemaName),
    );
    expect(output.records.account).toBe((await accountNames(second.pool, tenant.schemaName)).length);
    expect(
      await second.pool.exists(
        sql.unsafe`SELECT 1 FROM strata.credentials WHERE tenant_id = ${entry?.id ?? ''}`,
      ),
    ).toBe(true);
    // the restored organisation is served from its cluster
    const admin = await signIn(server, name, `admin@${tenant.name}.test`);
    const fetched = await admin.call('/api/fetch', {
      entity: { name: 'account', attributes: [{ attribute: 'name' }] },
    });
    expect(fetched.status).toBe(200);
  });

  it('restores onto the main server with --cluster default', { timeout: 180_000 }, async () => {
    const name = `${tenant.name}-d`;
    const result = await strata('tenant', 'restore', file(), '--as', name, '--cluster', 'default', '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    restored.push(name);
    const output = JSON.parse(result.stdout) as Restored;
    expect(output.cluster).toBe('default');
    expect(await findTenantByName(main, name)).toMatchObject({ cluster: 'default' });
    expect(await schemaExists(main, output.schema)).toBe(true);
    expect(await schemaExists(second.pool, output.schema)).toBe(false);
  });

  it('refuses an unregistered cluster, changing nothing', { timeout: 60_000 }, async () => {
    const name = `${tenant.name}-x`;
    const result = await strata('tenant', 'restore', file(), '--as', name, '--cluster', 'nowhere');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The cluster nowhere is not registered');
    expect(await findTenantByName(main, name)).toBeNull();
  });
});

describe('the daily upkeep of an organisation on another cluster', () => {
  it('drops its expired archives on its cluster', { timeout: 60_000 }, async () => {
    // what a deleted field leaves behind (the DDL engine's register and table), already expired
    const table = (name: string) => sql.identifier([tenant.schemaName, name]);
    const archive = '_arc_20200101_000000_upkeep';
    await second.pool.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table('_archive')} (
        tablename text PRIMARY KEY, objectname text NOT NULL, propertyname text,
        definition jsonb NOT NULL, archivedon timestamptz NOT NULL DEFAULT now(),
        expireson timestamptz NOT NULL, archivedby uuid)`);
    await second.pool.query(sql.unsafe`CREATE TABLE ${table(archive)} (id uuid)`);
    await second.pool.query(sql.unsafe`
      INSERT INTO ${table('_archive')} (tablename, objectname, propertyname, definition, expireson)
      VALUES (${archive}, 'account', 'oldcode', '{}'::jsonb, now() - interval '1 day')`);
    const clusters = new ClusterPools(main, {
      resolveUrl: async (name) => (await findCluster(main, name))?.url ?? null,
      poolSize: 2,
    });
    try {
      const outcomes = await runMaintenance({
        pool: main,
        poolOf: (found) => clusters.forTenant(found),
        logger: createLogger('silent'),
      });
      expect(outcomes.find((o) => o.tenant === tenant.name)).toMatchObject({ archivesDropped: [archive] });
    } finally {
      await clusters.end();
    }
    expect(
      await second.pool.exists(sql.unsafe`SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ${tenant.schemaName} AND c.relname = ${archive}`),
    ).toBe(false);
  });
});

describe('app-error reports of an organisation on another cluster', () => {
  it("are kept in its cluster's table", { timeout: 60_000 }, async () => {
    const admin = await signIn(server, tenant.name, `admin@${tenant.name}.test`);
    const marker = `upkeep-${Date.now()}`;
    const reported = await admin.call('/api/apperror', {
      context: marker,
      error: 'TypeError: x is undefined',
    });
    expect(reported.status).toBe(200);
    const find = (pool: DatabasePool) =>
      pool.exists(sql.unsafe`
        SELECT 1 FROM strata.app_errors WHERE tenant_id = ${tenant.id} AND body->>'context' = ${marker}`);
    expect(await find(second.pool)).toBe(true);
    expect(await find(main)).toBe(false);
  });
});
