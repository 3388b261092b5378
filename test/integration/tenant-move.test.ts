import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalBlobStore } from '@strata/api/blobs/local-blob-store';
import { ClusterPools } from '@strata/api/db/cluster-pools';
import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { createLogger } from '@strata/api/logging/logger';
import { MetadataCache } from '@strata/api/metadata/metadata-cache';
import { PermissionCache } from '@strata/api/permissions/permission-cache';
import { migrateAllClusters } from '@strata/api/runtime/migrate-clusters';
import { SessionStore } from '@strata/api/sessions/session-store';
import { findCluster, setTenantMoving } from '@strata/api/tenancy/cluster-registry';
import { TenantCache } from '@strata/api/tenancy/tenant-cache';
import { findTenantByName, type TenantRecord } from '@strata/api/tenancy/tenant-registry';
import { createTriggerWorker } from '@strata/api/trigger-worker/trigger-worker';
import { MoveError, moveTenant } from '@strata/cli/clusters/move-tenant';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runStrata } from '../fixtures/run-process.js';
import { type SecondCluster, startSecondCluster } from '../fixtures/second-cluster.js';
import { createTestTenant, openTestPool, standaloneBus, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 25 item 3: `strata cluster add|list` and `strata tenant move` between the test's
 * PostgreSQL and a second one (embedded, on another port) started here.
 */
let cluster: string;
let main: DatabasePool;
let second: SecondCluster;
let secondPool: DatabasePool;
let server: TestServer;
let tenant: TenantRecord;
let removeTenant: () => Promise<void>;
const adminEmail = () => `admin@${tenant.name}.test`;
const strata = (...args: string[]) => runStrata(args, { DATABASE_URL: testDatabaseUrl() });

beforeAll(async () => {
  main = await openTestPool();
  second = await startSecondCluster();
  cluster = second.name;
  // it looks at the target from inside the move's transactions (the injected failure)
  secondPool = second.pool;
  const created = await createTestTenant(main, { sampleData: true });
  tenant = created.tenant;
  removeTenant = created.remove;
  server = await startTestServer(main);
}, 240_000);

afterAll(async () => {
  await server?.close();
  // wherever the test left it, the organisation goes back to the main server to be deleted
  const current = tenant && (await findTenantByName(main, tenant.name));
  if (current && current.cluster !== 'default')
    await strata('tenant', 'move', tenant.name, '--to', 'default');
  await removeTenant?.();
  // unregistered as it stops: the test database is shared by every test file
  await second?.stop(main);
  await main.end();
}, 240_000);

const schemaOn = (pool: DatabasePool) =>
  pool.exists(sql.unsafe`SELECT 1 FROM pg_namespace WHERE nspname = ${tenant.schemaName}`);
const accountNames = async (pool: DatabasePool) => [
  ...(await pool.anyFirst(
    sql.type(z.object({ name: z.string().nullable() }))`
        SELECT name FROM ${sql.identifier([tenant.schemaName, 'account'])} ORDER BY id`,
  )),
];
const registry = async () => {
  const found = await findTenantByName(main, tenant.name);
  if (!found) throw new Error('the organisation vanished');
  return found;
};
const createAccount = async (name: string) => {
  const admin = await signIn(server, tenant.name, adminEmail());
  return admin.call('/api/update', { name: 'account', operation: 'create', object: { name } });
};
const fetchAccounts = async () => {
  const admin = await signIn(server, tenant.name, adminEmail());
  const response = await admin.call('/api/fetch', {
    entity: { name: 'account', attributes: [{ attribute: 'name' }] },
  });
  expect(response.status).toBe(200);
  return (response.json() as unknown as { name: string }[]).map((row) => row.name);
};

describe('strata cluster', () => {
  it('registers a reachable server and lists it with its organisations', { timeout: 120_000 }, async () => {
    const added = await strata('cluster', 'add', cluster, second.connectionUri, '--json');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ name: cluster });
    const listed = await strata('cluster', 'list', '--json');
    expect(listed.code).toBe(0);
    const clusters = JSON.parse(listed.stdout) as { name: string; url: string; organizations: number }[];
    expect(clusters.map((c) => c.name)).toEqual(expect.arrayContaining(['default', cluster]));
    expect(clusters.find((c) => c.name === cluster)?.organizations).toBe(0);
    // a password in a URL is never printed
    expect(clusters.find((c) => c.name === cluster)?.url).toMatch(/^postgres:\/\/[^:]+:\*\*\*@/);
    expect(listed.stdout).not.toMatch(/:(?!\*\*\*@)[^:@/]+@/);
  });

  it('refuses a bad name (exit 2) and an unreachable server (exit 1)', { timeout: 120_000 }, async () => {
    const badName = await strata('cluster', 'add', 'Bad_Name', second.connectionUri);
    expect(badName.code).toBe(2);
    expect(badName.stderr).toContain('not a cluster name');
    const notUrl = await strata('cluster', 'add', 'other', 'mysql://x');
    expect(notUrl.code).toBe(2);
    const unreachable = await strata('cluster', 'add', 'gone', 'postgres://postgres@127.0.0.1:9/strata');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('cannot be reached');
    const listed = JSON.parse((await strata('cluster', 'list', '--json')).stdout) as { name: string }[];
    expect(listed.map((c) => c.name)).not.toContain('gone');
  });
});

describe('strata tenant move: bad input', () => {
  it('names an unknown organisation, an unregistered cluster and a bad cluster name', {
    timeout: 120_000,
  }, async () => {
    const unknown = await strata('tenant', 'move', 'no-such-org-x', '--to', cluster);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no-such-org-x');
    const unregistered = await strata('tenant', 'move', tenant.name, '--to', 'nowhere');
    expect(unregistered.code).toBe(1);
    expect(unregistered.stderr).toContain('The cluster nowhere is not registered');
    const badName = await strata('tenant', 'move', tenant.name, '--to', 'Not A Name');
    expect(badName.code).toBe(2);
    const missing = await strata('tenant', 'move', tenant.name);
    expect(missing.code).toBe(2);
    expect((await registry()).cluster).toBe('default');
  });
});

describe('while an organisation moves', () => {
  it('answers writes 503 ERR_TENANT_MOVING with Retry-After and keeps serving reads', {
    timeout: 60_000,
  }, async () => {
    await setTenantMoving(main, tenant.id, cluster);
    try {
      const write = await createAccount('During the move');
      expect(write.status).toBe(503);
      expect(write.json()).toMatchObject({ ok: false, code: 'ERR_TENANT_MOVING' });
      expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
      expect(await fetchAccounts()).not.toContain('During the move');
    } finally {
      await setTenantMoving(main, tenant.id, null);
    }
    expect((await createAccount('After the move mark')).status).toBe(200);
  });
});

describe('an interrupted move', () => {
  it('leaves the organisation on its cluster, writable, and no copy behind', {
    timeout: 180_000,
  }, async () => {
    const before = await accountNames(main);
    await expect(
      moveTenant(main, standaloneBus, tenant.name, cluster, {
        mainUrl: testDatabaseUrl(),
        afterCopy: async () => {
          // the copy is complete on the target: the crash comes before the registry switch
          expect(await schemaOn(secondPool)).toBe(true);
          throw new Error('injected failure after the copy');
        },
      }),
    ).rejects.toThrow(MoveError);
    const after = await registry();
    expect(after).toMatchObject({ cluster: 'default', movingTo: null });
    expect(await schemaOn(secondPool)).toBe(false);
    expect(await accountNames(main)).toEqual(before);
    expect((await createAccount('Written after the failed move')).status).toBe(200);
  });

  it('is cleaned up by the next run when a crash left a copy on the target', {
    timeout: 180_000,
  }, async () => {
    // what a process killed between the copy and the switch leaves: a schema nobody points to
    await secondPool.query(sql.unsafe`CREATE SCHEMA ${sql.identifier([tenant.schemaName])}`);
    await secondPool.query(
      sql.unsafe`CREATE TABLE ${sql.identifier([tenant.schemaName, 'account'])} (id uuid)`,
    );
    await setTenantMoving(main, tenant.id, cluster);
    const before = await accountNames(main);

    const moved = await strata('tenant', 'move', tenant.name, '--to', cluster, '--json');
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    expect(JSON.parse(moved.stdout)).toMatchObject({
      organization: tenant.name,
      from: 'default',
      to: cluster,
      cleanedUp: true,
      rows: expect.any(Number),
    });
    expect(await registry()).toMatchObject({ cluster, movingTo: null });
    expect(await schemaOn(main)).toBe(false);
    expect(await accountNames(secondPool)).toEqual(before);
  });
});

describe('an organisation on another cluster', () => {
  it('is served from there by the API: sign-in, reads and writes', { timeout: 120_000 }, async () => {
    expect((await registry()).cluster).toBe(cluster);
    const names = await fetchAccounts();
    expect(names).toContain('Written after the failed move');
    const created = await createAccount('Written on the second cluster');
    expect(created.status).toBe(200);
    expect(await accountNames(secondPool)).toContain('Written on the second cluster');
    expect(await schemaOn(main)).toBe(false);
  });

  it('serves its public survey and its form scripts from there', { timeout: 60_000 }, async () => {
    const admin = await signIn(server, tenant.name, adminEmail());
    const key = randomUUID().replaceAll('-', '');
    const survey = await admin.call('/api/update', {
      name: 'inu_survey_template',
      operation: 'create',
      object: {
        name: 'Moved survey',
        title: 'Asked on the second cluster',
        object_name: 'contact',
        meta: JSON.stringify({ properties: ['firstname', 'lastname'] }),
        panel: JSON.stringify({ fields: [{ name: 'firstname' }, { name: 'lastname' }] }),
        publickey: key,
      },
    });
    expect(survey.status, survey.text).toBe(200);
    const loaded = await server.request(`/api/survey/${tenant.name}/${key}`);
    expect(loaded.status, loaded.text).toBe(200);
    expect(loaded.json()).toMatchObject({ title: 'Asked on the second cluster' });

    const source = 'export default function () { return true; }\n';
    const script = await admin.call('/api/update', {
      name: 'inu_view',
      operation: 'create',
      object: {
        name: 'account.moved',
        label: 'Moved',
        kind: 'script',
        objectname: 'account',
        body: JSON.stringify({ source }),
      },
    });
    expect(script.status, script.text).toBe(200);
    const { token } = (await admin.call('/api/scripttoken')).json() as { token: string };
    const served = await server.request(`/api/formscript/${script.text}?token=${encodeURIComponent(token)}`, {
      host: `${tenant.name}.localhost`,
    });
    expect(served.status, served.text).toBe(200);
    expect(served.text).toBe(source);
  });

  it("runs its triggers from its cluster's queue against its schema there", {
    timeout: 120_000,
  }, async () => {
    const deliveries: string[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      req.on('end', () => {
        deliveries.push(body);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookPort = (hook.address() as AddressInfo).port;
    const bus = new MemoryEventBus();
    const clusters = new ClusterPools(main, {
      resolveUrl: async (name) => (await findCluster(main, name))?.url ?? null,
      poolSize: 2,
    });
    // only the second cluster's queue: the main one belongs to the other test files
    const worker = createTriggerWorker({
      connectionUri: second.connectionUri,
      pool: main,
      poolOf: (t) => clusters.forTenant(t),
      tenants: new TenantCache(main, bus, 0),
      metadata: new MetadataCache((name) => clusters.poolFor(name), bus),
      bus,
      logger: createLogger('silent'),
      permissions: new PermissionCache((name) => clusters.poolFor(name), bus, 0),
      sessions: new SessionStore(main, bus, { idleMs: 3_600_000, maxMs: 86_400_000, cacheMs: 0 }),
      blobs: new LocalBlobStore(path.join(tmpdir(), 'strata-test-blobs')),
      allowedHosts: [`127.0.0.1:${hookPort}`],
    });
    try {
      const admin = await signIn(server, tenant.name, adminEmail());
      const trigger = await admin.call('/api/update', {
        name: 'inu_changehandler',
        operation: 'create',
        object: {
          name: 'moved',
          objectname: 'account',
          operation: 'create',
          url: `http://127.0.0.1:${hookPort}/hook`,
        },
      });
      expect(trigger.status, trigger.text).toBe(200);
      // the write queues its run in its own transaction: on the second cluster
      const created = await createAccount('Triggered on the second cluster');
      expect(created.status, created.text).toBe(200);
      await worker.start();
      for (let i = 0; i < 150 && deliveries.length === 0; i++) await new Promise((r) => setTimeout(r, 200));
      expect(JSON.parse(deliveries[0] ?? '{}')).toMatchObject({
        organization: tenant.name,
        recordId: created.text,
      });
      const logged = async () =>
        secondPool.oneFirst(sql.type(z.object({ n: z.number() }))`
          SELECT count(*)::int AS n FROM ${sql.identifier([tenant.schemaName, 'inu_asyncaction'])}
          WHERE objectid = ${created.text} AND status = 'done'`);
      for (let i = 0; i < 50 && (await logged()) === 0; i++) await new Promise((r) => setTimeout(r, 200));
      expect(await logged()).toBe(1);
    } finally {
      await worker.stop();
      await clusters.end();
      await new Promise((resolve) => hook.close(resolve));
    }
  });

  it('is migrated there at start-up and read there by tenant show, user list and migrate status', {
    timeout: 180_000,
  }, async () => {
    const clusters = new ClusterPools(main, {
      resolveUrl: async (name) => (await findCluster(main, name))?.url ?? null,
      poolSize: 2,
    });
    try {
      const reports = await migrateAllClusters(clusters, createLogger('silent'));
      expect(reports.find((r) => r.tenant === tenant.name)).toEqual({ tenant: tenant.name, applied: [] });
    } finally {
      await clusters.end();
    }
    // nothing was recreated on the main server
    expect(await schemaOn(main)).toBe(false);

    const shown = await strata('tenant', 'show', tenant.name, '--json');
    expect(shown.stderr).toBe('');
    expect(shown.code).toBe(0);
    const details = JSON.parse(shown.stdout) as {
      cluster: string;
      records: Record<string, number>;
      migrations: { pending: string[]; level: string | null };
    };
    expect(details.cluster).toBe(cluster);
    expect(details.records.account).toBe((await accountNames(secondPool)).length);
    expect(details.migrations.pending).toEqual([]);

    const users = await strata('user', 'list', tenant.name, '--json');
    expect(users.code).toBe(0);
    const listed = JSON.parse(users.stdout) as {
      email: string;
      hasPassword: boolean;
      lastSeen: string | null;
    }[];
    // the credentials moved with it; the sessions stayed on the main server
    expect(listed.find((u) => u.email === adminEmail())).toMatchObject({
      hasPassword: true,
      lastSeen: expect.any(String),
    });

    const status = await strata('migrate', 'status', '--tenant', tenant.name, '--json');
    expect(status.code).toBe(0);
    const levels = JSON.parse(status.stdout) as {
      latest: string;
      tenants: { tenant: string; level: string; pending: string[] }[];
    };
    expect(levels.tenants).toEqual([{ tenant: tenant.name, level: levels.latest, pending: [] }]);
  });

  it('moves back with every row, and the old copy is dropped', { timeout: 180_000 }, async () => {
    const before = await accountNames(secondPool);
    const back = await strata('tenant', 'move', tenant.name, '--to', 'default', '--json');
    expect(back.stderr).toBe('');
    expect(back.code).toBe(0);
    expect(await registry()).toMatchObject({ cluster: 'default', movingTo: null });
    expect(await accountNames(main)).toEqual(before);
    expect(await schemaOn(secondPool)).toBe(false);
    expect(
      await secondPool.exists(sql.unsafe`SELECT 1 FROM strata.credentials WHERE tenant_id = ${tenant.id}`),
    ).toBe(false);
    expect(await fetchAccounts()).toContain('Written on the second cluster');
    const again = await strata('tenant', 'move', tenant.name, '--to', 'default');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already on the cluster default');
  });
});
