import type { DatabasePool } from '@strata/api/db/types';
import { runMigrations } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedInTenant, type TestTenant } from '../fixtures/signed-in-tenant.js';
import { openOwnDatabase } from '../fixtures/test-context.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, type signIn } from '../fixtures/users.js';
import { startTriggerWorker } from './customize-data-worker.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Row = Record<string, unknown>;

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: Session;
let samId: string;
let worker: Awaited<ReturnType<typeof startTriggerWorker>> | undefined;

const write = async (who: Session, name: string, operation: string, object: Row) =>
  who.call('/api/update', { name, operation, object });
const fetchRows = async (name: string, attributes: string[], conditions: Row[] = []) => {
  const response = await admin.call('/api/fetch', {
    entity: { name, attributes: attributes.map((attribute) => ({ attribute })), filter: { conditions } },
  });
  expect(response.status, response.text).toBe(200);
  return response.json() as unknown as Row[];
};
/** Polls until check passes: work done by the worker arrives when it arrives. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
/** A script trigger on creates of an entity; answers its id. */
async function scriptTrigger(name: string, objectname: string, script: string, ownerid?: string) {
  const created = await write(admin, 'inu_changehandler', 'create', {
    name,
    objectname,
    operation: 'create',
    kind: 'script',
    script,
    ...(ownerid ? { ownerid } : {}),
  });
  expect(created.status, created.text).toBe(200);
  return created.text;
}
const runsOf = (handlerId: string) =>
  eventually(
    () =>
      fetchRows(
        'inu_asyncaction',
        ['status', 'error', 'durationms', 'httpstatus', 'body'],
        [{ attribute: 'handlerid', operator: 'eq', value: handlerId }],
      ),
    (rows) => rows.length >= 1,
  );

let own: Awaited<ReturnType<typeof openOwnDatabase>> | undefined;

beforeAll(async () => {
  // a job queue of its own: another file's worker must not take this organisation's runs
  own = await openOwnDatabase('trigger_scripts');
  ({ pool, server, tenant, admin } = await openSignedInTenant(undefined, own.url));
  samId = (await createUser(pool, tenant.tenant, { email: 'sam@scripts.test', roles: ['salesperson'] })).id;
  await runMigrations({ connectionString: own.url });
  worker = await startTriggerWorker({ pool, databaseUrl: own.url, allowedHost: '' });
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await tenant?.remove();
  await pool?.end();
  await own?.drop();
});

describe('script triggers', () => {
  it('refuses a script trigger without a script, and a webhook trigger with one', async () => {
    const empty = await write(admin, 'inu_changehandler', 'create', {
      name: 'empty',
      objectname: 'account',
      operation: 'create',
      kind: 'script',
    });
    expect(empty.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'script' } });
    const both = await write(admin, 'inu_changehandler', 'create', {
      name: 'both',
      objectname: 'account',
      operation: 'create',
      kind: 'webhook',
      url: 'https://example.com/',
      script: 'export default () => {}',
    });
    expect(both.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'script' } });
  });

  it('runs after the commit and updates the changed record with its owner rights', async () => {
    const handlerId = await scriptTrigger(
      'phone from name',
      'account',
      `export default async function (change, data) {
        if (change.operation !== 'create' || !change.data.name.startsWith('Scripted')) return;
        const row = await data.retrieveSingleById(change.entity, change.recordId, ['name']);
        await data.updateRecord(change.entity, { id: change.recordId, telephone1: 'tel ' + row.name });
        console.log('updated', change.recordId);
      }`,
    );
    const account = await write(admin, 'account', 'create', { name: 'Scripted One' });
    expect(account.status, account.text).toBe(200);
    const [row] = await eventually(
      () => fetchRows('account', ['telephone1'], [{ attribute: 'id', operator: 'eq', value: account.text }]),
      (rows) => rows[0]?.telephone1 !== null,
    );
    expect(row?.telephone1).toBe('tel Scripted One');
    const [run] = await runsOf(handlerId);
    expect(run).toMatchObject({ status: 'done', error: null, httpstatus: null });
    expect(typeof run?.durationms).toBe('number');
    expect(JSON.parse(String(run?.body)).logs).toEqual([`updated ${account.text}`]);
  });

  it('stops an endless loop at the time limit and logs the run as failed', async () => {
    const handlerId = await scriptTrigger('loop', 'contact', 'export default function () { for (;;) {} }');
    const contact = await write(admin, 'contact', 'create', { name: 'L Looping', lastname: 'Looping' });
    expect(contact.status, contact.text).toBe(200);
    const [run] = await runsOf(handlerId);
    expect(run?.status).toBe('failed');
    expect(String(run?.error)).toContain('time limit');
    await write(admin, 'inu_changehandler', 'update', { id: handlerId, versionnumber: 1, isactive: false });
  });

  it('has no require, process or fetch: each fails cleanly, without a stack', async () => {
    const probes = {
      require: 'require("fs")',
      process: 'process.env',
      fetch: 'fetch("http://example.com/")',
    };
    const handlers: Record<string, string> = {};
    for (const [name, probe] of Object.entries(probes))
      handlers[name] = await scriptTrigger(
        `probe ${name}`,
        'lead',
        `export default async function () { return ${probe}; }`,
      );
    const lead = await write(admin, 'lead', 'create', { name: 'Probe lead' });
    expect(lead.status, lead.text).toBe(200);
    for (const [name, handlerId] of Object.entries(handlers)) {
      const [run] = await runsOf(handlerId);
      expect(run?.status, name).toBe('failed');
      expect(String(run?.error), name).toBe(`ReferenceError: '${name}' is not defined`);
    }
  });

  it('cannot write what its owner may not write', async () => {
    const guarded = await write(admin, 'account', 'create', { name: 'Admin only account' });
    const handlerId = await scriptTrigger(
      'overreach',
      'product',
      `export default async function (change, data) {
        await data.updateRecord('account', { id: '${guarded.text}', versionnumber: 1, name: 'Taken over' });
      }`,
      samId,
    );
    const product = await write(admin, 'product', 'create', { name: 'Trigger product' });
    expect(product.status, product.text).toBe(200);
    const [run] = await runsOf(handlerId);
    expect(run?.status).toBe('failed');
    expect(String(run?.error)).toMatch(/^Error: ERR_(FORBIDDEN|RECORD_NOT_FOUND)/);
    const [account] = await fetchRows(
      'account',
      ['name'],
      [{ attribute: 'id', operator: 'eq', value: guarded.text }],
    );
    expect(account?.name).toBe('Admin only account');
  });
});
