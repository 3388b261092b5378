import type { DatabasePool } from '@strata/api/db/types';
import { defaultSandboxLimits } from '@strata/api/trigger-worker/script-sandbox';
import { runMigrations } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openOwnDatabase, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';
import { startTriggerWorker } from './customize-data-worker.js';

/**
 * Issue 35 item 3: one organisation's trigger scripts cannot stall or break another's. Scripts
 * run in a pool of two threads; an organisation may hold one of them and keep two runs waiting.
 * A script's loop may run 4 s: on the API's own thread each would hold every request that long.
 */

type Tenant = Awaited<ReturnType<typeof createTestTenant>>;
type Session = Awaited<ReturnType<typeof signIn>>;
type Row = Record<string, unknown>;

let pool: DatabasePool;
let server: TestServer;
let a: Tenant;
let b: Tenant;
let aAdmin: Session;
let bAdmin: Session;
let worker: Awaited<ReturnType<typeof startTriggerWorker>> | undefined;

const fetchRows = async (who: Session, name: string, attributes: string[], conditions: Row[] = []) => {
  const response = await who.call('/api/fetch', {
    entity: { name, attributes: attributes.map((attribute) => ({ attribute })), filter: { conditions } },
  });
  expect(response.status, response.text).toBe(200);
  return response.json() as unknown as Row[];
};
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
async function scriptTrigger(who: Session, name: string, objectname: string, script: string) {
  const created = await who.call('/api/update', {
    name: 'inu_changehandler',
    operation: 'create',
    object: { name, objectname, operation: 'create', kind: 'script', script },
  });
  expect(created.status, created.text).toBe(200);
  return created.text;
}
async function deactivate(who: Session, handlerId: string) {
  const [row] = await fetchRows(
    who,
    'inu_changehandler',
    ['versionnumber'],
    [{ attribute: 'id', operator: 'eq', value: handlerId }],
  );
  const updated = await who.call('/api/update', {
    name: 'inu_changehandler',
    operation: 'update',
    object: { id: handlerId, versionnumber: row?.versionnumber, isactive: false },
  });
  expect(updated.status, updated.text).toBe(200);
}
const runsOf = (who: Session, handlerId: string) =>
  fetchRows(
    who,
    'inu_asyncaction',
    ['status', 'error', 'objectid'],
    [{ attribute: 'handlerid', operator: 'eq', value: handlerId }],
  );
async function createMany(who: Session, entity: string, count: number, prefix: string) {
  const response = await who.call('/api/executemultiple', {
    records: Array.from({ length: count }, (_, index) => ({
      name: entity,
      operation: 'create',
      object: {
        name: `${prefix} ${index}`,
        ...(entity === 'contact' ? { lastname: `${prefix} ${index}` } : {}),
      },
    })),
  });
  expect(response.status, response.text).toBe(200);
}
/** A record created in B whose trigger stamps it: B's scripts run. */
async function bScriptWorks(label: string) {
  const created = await bAdmin.call('/api/update', {
    name: 'account',
    operation: 'create',
    object: { name: label },
  });
  expect(created.status, created.text).toBe(200);
  const [row] = await eventually(
    () =>
      fetchRows(
        bAdmin,
        'account',
        ['telephone1'],
        [{ attribute: 'id', operator: 'eq', value: created.text }],
      ),
    (rows) => rows[0]?.telephone1 !== null,
  );
  expect(row?.telephone1).toBe(`stamped ${label}`);
}

const stamp = `export default async function (change, data) {
  await data.updateRecord(change.entity, { id: change.recordId, telephone1: 'stamped ' + change.data.name });
}`;

let own: Awaited<ReturnType<typeof openOwnDatabase>> | undefined;

beforeAll(async () => {
  // a job queue of its own: another file's worker must not take these organisations' runs
  own = await openOwnDatabase('script_isolation');
  pool = await openTestPool(own.url);
  server = await startTestServer(pool);
  [a, b] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  aAdmin = await signIn(server, a.tenant.name, a.admin.email);
  bAdmin = await signIn(server, b.tenant.name, b.admin.email);
  await runMigrations({ connectionString: own.url });
  worker = await startTriggerWorker({
    pool,
    databaseUrl: own.url,
    allowedHost: '',
    scriptLimits: { ...defaultSandboxLimits, cpuMs: 4000 },
    // a native stack small enough that a deep recursion traps the engine itself, as it did in
    // the API process, rather than ending in QuickJS's own stack overflow error
    scriptPool: { threads: 2, perTenantRunning: 1, perTenantQueued: 2, threadHeapMb: 32, threadStackMb: 1 },
  });
  await scriptTrigger(bAdmin, 'stamp', 'account', stamp);
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await a?.remove();
  await b?.remove();
  await pool?.end();
  await own?.drop();
}, 90_000);

describe('trigger scripts of one organisation cannot stall or break another', () => {
  it("answers B's fetch and runs B's script while A has 100 endless loops queued", {
    timeout: 90_000,
  }, async () => {
    const spin = await scriptTrigger(
      aAdmin,
      'spin',
      'account',
      `export default async function (change, data) {
        await data.updateRecord(change.entity, { id: change.recordId, telephone1: 'spinning' });
        for (;;) {}
      }`,
    );
    await createMany(aAdmin, 'account', 100, 'Spin');
    // one of A's scripts is in its loop now
    await eventually(
      () =>
        fetchRows(
          aAdmin,
          'account',
          ['id'],
          [{ attribute: 'telephone1', operator: 'eq', value: 'spinning' }],
        ),
      (rows) => rows.length > 0,
    );
    const answer = await bAdmin.call('/api/fetch', {
      entity: { name: 'account', attributes: [{ attribute: 'name' }] },
    });
    expect(answer.status, answer.text).toBe(200);
    await bScriptWorks('During the loops');
    // B did not wait for A's flood: most of A's runs have not even started
    expect((await runsOf(aAdmin, spin)).length).toBeLessThan(50);
    await deactivate(aAdmin, spin);
    const runs = await runsOf(aAdmin, spin);
    expect(runs.every((run) => run.status === 'failed' && String(run.error).includes('time limit'))).toBe(
      true,
    );
  });

  it('logs each engine failure of a deep recursion as a failed run, not retried; later scripts still run', {
    timeout: 90_000,
  }, async () => {
    const recursion = await scriptTrigger(
      aAdmin,
      'recursion',
      'lead',
      'export default function () { function f() { f(); } f(); }',
    );
    // each failure replaces its thread, and a thread started from the TypeScript sources (as
    // here, under Vitest) boots tsx first, about 3 s: four failures in a row show the same
    const leads = 4;
    await createMany(aAdmin, 'lead', leads, 'Deep');
    const runs = await eventually(
      () => runsOf(aAdmin, recursion),
      (rows) => rows.length >= leads,
    );
    for (const run of runs)
      expect(run).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/^the script engine failed: /),
      });
    // one row per lead: a failed run is not tried again (a retry would log a second row)
    expect(runs).toHaveLength(leads);
    expect(new Set(runs.map((run) => run.objectid)).size).toBe(leads);
    await deactivate(aAdmin, recursion);
    // both organisations' scripts still run afterwards
    await bScriptWorks('After the recursions');
    // A's spin trigger is off since the first test: its accounts are A's own to stamp now
    await scriptTrigger(aAdmin, 'stamp', 'account', stamp);
    const account = await aAdmin.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'A after' },
    });
    expect(account.status, account.text).toBe(200);
    const [row] = await eventually(
      () =>
        fetchRows(
          aAdmin,
          'account',
          ['telephone1'],
          [{ attribute: 'id', operator: 'eq', value: account.text }],
        ),
      (rows) => rows[0]?.telephone1 !== null,
    );
    expect(row?.telephone1).toBe('stamped A after');
    // not retried: still one row per run
    expect(await runsOf(aAdmin, recursion)).toHaveLength(leads);
  });

  it('refuses a 10 MB text written by a script as an HTTP write would, and writes nothing', {
    timeout: 90_000,
  }, async () => {
    const big = await scriptTrigger(
      aAdmin,
      'big',
      'contact',
      `export default async function (change, data) {
        await data.updateRecord(change.entity, { id: change.recordId, description: 'x'.repeat(10 * 1024 * 1024) });
      }`,
    );
    const contact = await aAdmin.call('/api/update', {
      name: 'contact',
      operation: 'create',
      object: { lastname: 'Big', name: 'Big' },
    });
    expect(contact.status, contact.text).toBe(200);
    const [run] = await eventually(
      () => runsOf(aAdmin, big),
      (rows) => rows.length >= 1,
    );
    expect(run?.status).toBe('failed');
    expect(String(run?.error)).toMatch(/^Error: ERR_PAYLOAD_TOO_LARGE: /);
    const [row] = await fetchRows(
      aAdmin,
      'contact',
      ['description'],
      [{ attribute: 'id', operator: 'eq', value: contact.text }],
    );
    expect(row?.description).toBeNull();
  });
});
