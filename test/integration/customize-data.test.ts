import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { maskOf } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { verifyWebhook } from '@strata/api/integrations/webhooks/webhook-signature';
import { runMigrations } from 'graphile-worker';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedInTenant, type TestTenant } from '../fixtures/signed-in-tenant.js';
import { openOwnDatabase } from '../fixtures/test-context.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';
import { startTriggerWorker } from './customize-data-worker.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Row = Record<string, unknown>;

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: Session;
let sales: Session;

const write = async (who: Session, name: string, operation: string, object: Row) =>
  who.call('/api/update', { name, operation, object });
const fetchRows = async (who: Session, name: string, attributes: string[], conditions: Row[] = []) => {
  const response = await who.call('/api/fetch', {
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

let own: Awaited<ReturnType<typeof openOwnDatabase>> | undefined;
const ownUrl = () => {
  if (!own) throw new Error('the file database is not open');
  return own.url;
};

beforeAll(async () => {
  // a job queue of its own: another file's worker must not take this organisation's webhooks
  own = await openOwnDatabase('customize_data');
  ({ pool, server, tenant, admin } = await openSignedInTenant(undefined, own.url));
  await createUser(pool, tenant.tenant, { email: 'sam@data.test', name: 'Sam', roles: ['salesperson'] });
  sales = await signIn(server, tenant.tenant.name, 'sam@data.test');
  // the queue's schema, as a server's start installs it
  await runMigrations({ connectionString: own.url });
});
afterAll(async () => {
  await server?.close();
  await tenant?.remove();
  await pool?.end();
  await own?.drop();
});

describe('Auto Number', () => {
  it('numbers 20 parallel creates without gaps or repeats, giving back a rolled-back number', async () => {
    const [counter] = await fetchRows(
      admin,
      'inu_autonumber',
      ['id', 'versionnumber'],
      [
        { attribute: 'objectname', operator: 'eq', value: 'account' },
        { attribute: 'fieldname', operator: 'eq', value: 'accountnumber' },
      ],
    );
    const changed = await write(admin, 'inu_autonumber', 'update', {
      id: counter?.id,
      versionnumber: counter?.versionnumber,
      format: 'ACC-{YYYY}-{SEQ:5}',
      nextnumber: 1,
    });
    expect(changed.status, changed.text).toBe(200);
    const creates = Array.from({ length: 20 }, (_, i) =>
      write(admin, 'account', 'create', { name: `Numbered ${i}` }),
    );
    // a batch that takes a number and then fails must give it back
    const failing = admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'create', object: { name: 'Rolled back' } },
        {
          name: 'account',
          operation: 'update',
          object: { id: crypto.randomUUID(), versionnumber: 1, name: 'x' },
        },
      ],
    });
    const answers = await Promise.all([...creates, failing]);
    for (const answer of answers.slice(0, 20)) expect(answer.status, answer.text).toBe(200);
    expect(answers[20]?.status).not.toBe(200);
    const rows = await fetchRows(
      admin,
      'account',
      ['accountnumber'],
      [{ attribute: 'name', operator: 'like', value: 'Numbered %' }],
    );
    const year = new Date().getUTCFullYear();
    const numbers = rows.map((row) => String(row.accountnumber)).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `ACC-${year}-${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('refuses a format without {SEQ} and a field that is not an AutoNumber', async () => {
    const badFormat = await write(admin, 'inu_autonumber', 'create', {
      name: 'bad',
      objectname: 'quote',
      fieldname: 'quotenumber',
      format: 'QUO-{YYYY}',
    });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'format' } });
    const badField = await write(admin, 'inu_autonumber', 'create', {
      name: 'bad',
      objectname: 'account',
      fieldname: 'telephone1',
      format: '{SEQ}',
    });
    expect(badField.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'fieldname' } });
  });
});

describe('Triggers', () => {
  let hook: Server;
  let hookPort: number;
  const deliveries: { at: number; body: string; signature: string }[] = [];
  const answers = [500];
  let worker: Awaited<ReturnType<typeof startTriggerWorker>> | undefined;

  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      req.on('end', () => {
        deliveries.push({ at: Date.now(), body, signature: String(req.headers['x-strata-signature']) });
        res.statusCode = answers.shift() ?? 200;
        res.end('nope');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookPort = (hook.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await worker?.stop();
    await new Promise((resolve) => hook.close(resolve));
  });

  it('only administrators may write or read triggers, and nobody writes the log', async () => {
    const everything = maskOf({ create: 3, read: 3, update: 3, delete: 3 });
    const role = await write(admin, 'inu_role', 'create', {
      name: 'hooker',
      body: JSON.stringify({ permissions: { inu_changehandler: everything, inu_asyncaction: everything } }),
    });
    expect(role.status, role.text).toBe(200);
    await createUser(pool, tenant.tenant, { email: 'hal@data.test', roles: ['hooker'] });
    const hal = await signIn(server, tenant.tenant.name, 'hal@data.test');
    const refused = await write(hal, 'inu_changehandler', 'create', {
      name: 'exfiltrate',
      objectname: 'account',
      operation: 'create',
      url: 'https://example.com/',
    });
    expect(refused.status).toBe(403);
    const read = await hal.call('/api/fetch', { entity: { name: 'inu_changehandler' } });
    expect(read.status).toBe(403);
    const log = await write(admin, 'inu_asyncaction', 'create', { name: 'forged' });
    expect(log.status).toBe(403);
    const script = await write(admin, 'inu_changehandler', 'create', {
      name: 'script',
      objectname: 'account',
      operation: 'create',
      url: 'https://example.com/',
      script: 'process.exit()',
    });
    expect(script.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'script' } });
  });

  it('queues one job for an update of a watched field, delivers it signed and retries after a 500', async () => {
    const created = await write(admin, 'inu_changehandler', 'create', {
      name: 'phone changed',
      objectname: 'account',
      operation: 'update',
      fields: 'telephone1',
      url: `http://127.0.0.1:${hookPort}/hook`,
    });
    expect(created.status, created.text).toBe(200);
    const handlerId = created.text;
    const [handler] = await fetchRows(
      admin,
      'inu_changehandler',
      ['secret', 'isactive'],
      [{ attribute: 'id', operator: 'eq', value: handlerId }],
    );
    expect(handler?.isactive).toBe(true);
    const secret = String(handler?.secret);
    expect(secret.length).toBeGreaterThan(20);

    const account = await write(admin, 'account', 'create', { name: 'Watched' });
    const accountId = account.text;
    const version = async () =>
      (
        await fetchRows(
          admin,
          'account',
          ['versionnumber'],
          [{ attribute: 'id', operator: 'eq', value: accountId }],
        )
      )[0]?.versionnumber;
    // a field the trigger does not watch: nothing queued
    await write(admin, 'account', 'update', {
      id: accountId,
      versionnumber: await version(),
      name: 'Watched 2',
    });
    await write(admin, 'account', 'update', {
      id: accountId,
      versionnumber: await version(),
      telephone1: '+421 900 1',
    });
    const queued = await pool.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'strata_trigger' AND j.payload->>'tenantId' = ${tenant.tenant.id}`);
    expect(queued).toBe(1);

    worker = await startTriggerWorker({ pool, databaseUrl: ownUrl(), allowedHost: `127.0.0.1:${hookPort}` });
    await eventually(
      async () => deliveries.length,
      (count) => count >= 2,
    );
    const [first, second] = deliveries;
    if (!first || !second) throw new Error('two deliveries expected');
    expect(verifyWebhook(secret, second.body, second.signature)).toBe(true);
    expect(verifyWebhook('another secret', second.body, second.signature)).toBe(false);
    const payload = JSON.parse(second.body);
    expect(payload).toMatchObject({
      entity: 'account',
      operation: 'update',
      recordId: accountId,
      changedFields: ['telephone1'],
      data: { telephone1: { old: null, new: '+421 900 1' } },
      attempt: 2,
    });
    // graphile-worker waits e^1 seconds before the second attempt
    expect(second.at - first.at).toBeGreaterThanOrEqual(2000);

    const log = await eventually(
      () =>
        fetchRows(
          admin,
          'inu_asyncaction',
          ['status', 'attempts', 'durationms', 'httpstatus', 'error', 'handlerid'],
          [{ attribute: 'handlerid', operator: 'eq', value: handlerId }],
        ),
      (rows) => rows.length >= 2,
    );
    const byAttempt = [...log].sort((a, b) => Number(a.attempts) - Number(b.attempts));
    expect(byAttempt.map((row) => [row.attempts, row.status, row.httpstatus])).toEqual([
      [1, 'failed', 500],
      [2, 'done', 200],
    ]);
    expect(String(byAttempt[0]?.error)).toContain('HTTP 500');
    for (const row of byAttempt) expect(typeof row.durationms).toBe('number');
  });

  it('refuses to call private addresses that are not allowed, and logs why', async () => {
    const created = await write(admin, 'inu_changehandler', 'create', {
      name: 'to localhost',
      objectname: 'contact',
      operation: 'create',
      url: `http://localhost:${hookPort}/private`,
    });
    expect(created.status, created.text).toBe(200);
    const before = deliveries.length;
    worker ??= await startTriggerWorker({
      pool,
      databaseUrl: ownUrl(),
      allowedHost: `127.0.0.1:${hookPort}`,
    });
    const contact = await write(admin, 'contact', 'create', { name: 'P Private', lastname: 'Private' });
    expect(contact.status, contact.text).toBe(200);
    const log = await eventually(
      () =>
        fetchRows(
          admin,
          'inu_asyncaction',
          ['status', 'error', 'attempts'],
          [{ attribute: 'handlerid', operator: 'eq', value: created.text }],
        ),
      (rows) => rows.length >= 1,
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(String(log[0]?.error)).toContain('not a public address');
    expect(deliveries.length).toBe(before);
  });
});

describe('Special Views', () => {
  it('hides a view from a role the special views do not name', async () => {
    const view = await write(admin, 'inu_view', 'create', {
      name: 'special-accounts',
      label: 'Special accounts',
      kind: 'view',
      objectname: 'account',
      body: JSON.stringify({
        query: { entity: { name: 'account' } },
        columns: [{ attribute: 'name', width: 200 }],
      }),
    });
    expect(view.status, view.text).toBe(200);
    const named = [{ attribute: 'name', operator: 'eq', value: 'special-accounts' }];
    expect(await fetchRows(sales, 'inu_view', ['name'], named)).toHaveLength(1);
    const [managerRole] = await fetchRows(
      admin,
      'inu_role',
      ['id'],
      [{ attribute: 'name', operator: 'eq', value: 'manager' }],
    );
    const grant = await write(admin, 'inu_view_permission', 'create', {
      name: 'managers only',
      viewid: view.text,
      roleid: managerRole?.id,
      objectname: 'account',
    });
    expect(grant.status, grant.text).toBe(200);
    expect(await fetchRows(sales, 'inu_view', ['name'], named)).toHaveLength(0);
    expect(await fetchRows(admin, 'inu_view', ['name'], named)).toHaveLength(1);
    const [salesRole] = await fetchRows(
      admin,
      'inu_role',
      ['id'],
      [{ attribute: 'name', operator: 'eq', value: 'salesperson' }],
    );
    await write(admin, 'inu_view_permission', 'create', {
      name: 'sales too',
      viewid: view.text,
      roleid: salesRole?.id,
    });
    expect(await fetchRows(sales, 'inu_view', ['name'], named)).toHaveLength(1);
  });
});
