import { randomUUID } from 'node:crypto';
import { maskOf } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let other: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let clerk: Awaited<ReturnType<typeof signIn>>;
let schema: string;
let foreignAccount: string;

type Row = Record<string, unknown>;
type Session = Awaited<ReturnType<typeof signIn>>;

const write = (who: Session, name: string, object: Row, operation = 'create') =>
  who.call('/api/update', { name, operation, object });
const created = async (who: Session, name: string, object: Row) => {
  const response = await write(who, name, object);
  expect(response.status, response.text).toBe(200);
  return response.text;
};
const row = (entity: string, id: string) =>
  pool.maybeOne(
    sql.unsafe`SELECT * FROM ${sql.identifier([schema, entity])} WHERE id = ${id}`,
  ) as Promise<Row | null>;
const refusal = (response: { status: number; json: () => Row }) => ({
  status: response.status,
  code: response.json().code,
  field: (response.json().details as Row | undefined)?.field,
});

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  [tenant, other] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  schema = tenant.tenant.schemaName;
  admin = await signIn(server, tenant.tenant.name, tenant.admin.email);
  const otherAdmin = await signIn(server, other.tenant.name, other.admin.email);
  foreignAccount = await created(otherAdmin, 'account', { name: 'Elsewhere' });

  // user-level read and create on accounts, full rights on contacts
  await created(admin, 'inu_role', {
    name: 'clerk',
    body: JSON.stringify({
      permissions: {
        account: maskOf({ create: 1, read: 1, update: 1 }),
        contact: maskOf({ create: 3, read: 3, update: 3 }),
      },
    }),
  });
  const user = await createUser(pool, tenant.tenant, { email: 'clerk@lookups.test', roles: ['clerk'] });
  clerk = await signIn(server, tenant.tenant.name, user.email);
});
afterAll(async () => {
  await server.close();
  await Promise.all([tenant.remove(), other.remove()]);
  await pool.end();
});

describe('lookups name existing rows the writer may read', () => {
  it("refuses another organisation's id, a random uuid and an unreadable row, naming the field", async () => {
    const adminsAccount = await created(admin, 'account', { name: 'Admin only' });
    for (const [who, accountid] of [
      [admin, foreignAccount],
      [admin, randomUUID()],
      [clerk, adminsAccount],
    ] as const) {
      const response = await write(who, 'contact', { name: 'Nobody', lastname: 'Nobody', accountid });
      expect(refusal(response)).toEqual({ status: 400, code: 'ERR_VALIDATION', field: 'accountid' });
    }
    // the same on update
    const contact = await created(clerk, 'contact', { name: 'Kept', lastname: 'Kept' });
    const update = await write(
      clerk,
      'contact',
      { id: contact, versionnumber: 1, accountid: adminsAccount },
      'update',
    );
    expect(refusal(update)).toEqual({ status: 400, code: 'ERR_VALIDATION', field: 'accountid' });
    expect((await row('contact', contact))?.accountid).toBeNull();
  });

  it('takes a lookup to a readable row, for the admin and for a user-level reader', async () => {
    const own = await created(clerk, 'account', { name: 'Clerk account' });
    const contact = await created(clerk, 'contact', { name: 'Linked', lastname: 'Linked', accountid: own });
    expect((await row('contact', contact))?.accountid).toBe(own);
    const byAdmin = await created(admin, 'contact', {
      name: 'Linked too',
      lastname: 'Linked too',
      accountid: own,
    });
    expect((await row('contact', byAdmin))?.accountid).toBe(own);
  });

  it('refuses an owner that is not a user of the organisation', async () => {
    const account = await created(admin, 'account', { name: 'Not a user' });
    const foreignUser = other.admin.id;
    for (const ownerid of [account, randomUUID(), foreignUser]) {
      const response = await write(admin, 'account', { name: 'Owned', ownerid });
      expect(refusal(response)).toEqual({ status: 400, code: 'ERR_VALIDATION', field: 'ownerid' });
      expect(String(response.json().message)).toContain('ownerid');
    }
    const user = await createUser(pool, tenant.tenant, { email: 'owner@lookups.test' });
    const owned = await created(admin, 'account', { name: 'Owned', ownerid: user.id });
    expect((await row('account', owned))?.ownerid).toBe(user.id);
  });

  it('checks a multi-target lookup against the target it names', async () => {
    const account = await created(admin, 'account', { name: 'Regarding' });
    const good = await created(admin, 'activity', {
      name: 'Call',
      regardingobjectid: { id: account, name: 'account' },
    });
    expect(await row('activity', good)).toMatchObject({
      regardingobjectid: account,
      regardingobjectid_target: 'account',
    });
    const wrongTarget = await write(admin, 'activity', {
      name: 'Call',
      regardingobjectid: { id: account, name: 'contact' },
    });
    expect(refusal(wrongTarget)).toEqual({ status: 400, code: 'ERR_VALIDATION', field: 'regardingobjectid' });
  });

  it('checks a batch, naming the index of the bad row, and reports it alone with continueOnError', async () => {
    const account = await created(admin, 'account', { name: 'Batch parent' });
    const records = Array.from({ length: 100 }, (_, i) => ({
      name: 'contact',
      operation: 'create',
      object: { name: `Batch ${i}`, lastname: `Batch ${i}`, accountid: i === 57 ? randomUUID() : account },
    }));
    const all = await admin.call('/api/executemultiple', { records });
    expect(all.status).toBe(400);
    expect(all.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'accountid', index: 57 } });

    const each = await admin.call('/api/executemultiple', { records, continueOnError: true });
    const results = each.json() as unknown as Row[];
    expect(results.filter((result) => 'error' in result)).toHaveLength(1);
    expect(results[57]).toMatchObject({ error: { code: 'ERR_VALIDATION', details: { field: 'accountid' } } });
    // a row created earlier in the same batch can be named by a later one
    const parent = randomUUID();
    const chained = await admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'create', object: { id: parent, name: 'Made in batch' } },
        {
          name: 'contact',
          operation: 'create',
          object: { name: 'Child', lastname: 'Child', accountid: parent },
        },
      ],
    });
    expect(chained.status, chained.text).toBe(200);
  });
});

describe('deleting a record leaves no dangling lookup', () => {
  const remove = (entity: string, id: string, versionnumber = 1) =>
    write(admin, entity, { id, versionnumber }, 'delete');

  it('removes optional links in the same transaction, raising their version and auditing them', async () => {
    const account = await created(admin, 'account', { name: 'Going away' });
    const contact = await created(admin, 'contact', { name: 'Stays', lastname: 'Stays', accountid: account });
    const activity = await created(admin, 'activity', {
      name: 'Visit',
      regardingobjectid: { id: account, name: 'account' },
    });
    expect((await remove('account', account)).status).toBe(200);
    expect(await row('contact', contact)).toMatchObject({ accountid: null, versionnumber: 2 });
    expect(await row('activity', activity)).toMatchObject({
      regardingobjectid: null,
      regardingobjectid_target: null,
    });
    for (const [table, column] of [
      ['account', 'parentaccountid'],
      ['contact', 'accountid'],
      ['activity', 'regardingobjectid'],
    ] as const) {
      const dangling = await pool.anyFirst(sql.unsafe`
        SELECT id FROM ${sql.identifier([schema, table])} WHERE ${sql.identifier([column])} = ${account}`);
      expect(dangling, table).toEqual([]);
    }
    const audit = await pool.oneFirst(sql.unsafe`
      SELECT body FROM ${sql.identifier([schema, 'audit'])}
      WHERE objectid = ${contact} AND operation = 'update'`);
    expect(JSON.parse(String(audit))).toMatchObject({ changes: { accountid: { old: account, new: null } } });
  });

  it('refuses to delete a record a required lookup still names (ERR_REFERENCE), and allows it once the child is gone', async () => {
    const quote = await created(admin, 'quote', { name: 'Q-restrict' });
    const product = await created(admin, 'product', { name: 'Widget' });
    const line = await created(admin, 'quotedetail', { name: 'Line', quoteid: quote, productid: product });
    // the line's amount set the quote's total (issue 21): the quote is at its next version
    const version = Number((await row('quote', quote))?.versionnumber);
    const refused = await remove('quote', quote, version);
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ERR_REFERENCE',
      details: { entity: 'quotedetail', field: 'quoteid' },
    });
    expect(await row('quote', quote)).not.toBeNull();
    const both = await admin.call('/api/executemultiple', {
      records: [
        { name: 'quotedetail', operation: 'delete', object: { id: line, versionnumber: 1 } },
        { name: 'quote', operation: 'delete', object: { id: quote, versionnumber: version } },
      ],
    });
    expect(both.status, both.text).toBe(200);
    expect(await row('quote', quote)).toBeNull();
  });

  it('deletes link-table rows with the record they link', async () => {
    const team = await created(admin, 'team', { name: 'Temporary' });
    const link = await created(admin, 'systemuser_teams', { teamid: team, systemuserid: tenant.admin.id });
    expect((await remove('team', team)).status).toBe(200);
    expect(await row('systemuser_teams', link)).toBeNull();
  });

  it('refuses to delete a user who still owns records', async () => {
    const user = await createUser(pool, tenant.tenant, { email: 'leaver@lookups.test' });
    await created(admin, 'account', { name: 'Leaver account', ownerid: user.id });
    const refused = await remove('systemuser', user.id);
    expect(refused.json()).toMatchObject({ code: 'ERR_REFERENCE', details: { field: 'ownerid' } });
  });

  it('undo-delete clears lookups to rows deleted since', async () => {
    const account = await created(admin, 'account', { name: 'Gone first' });
    const contact = await created(admin, 'contact', {
      name: 'Restored',
      lastname: 'Restored',
      accountid: account,
    });
    expect((await remove('contact', contact)).status).toBe(200);
    expect((await remove('account', account)).status).toBe(200);
    const auditId = await pool.oneFirst(sql.unsafe`
      SELECT id FROM ${sql.identifier([schema, 'audit'])} WHERE objectid = ${contact} AND operation = 'delete'`);
    const restored = await admin.call('/api/undodelete', { id: auditId });
    expect(restored.status, restored.text).toBe(200);
    expect(await row('contact', contact)).toMatchObject({
      name: 'Restored',
      lastname: 'Restored',
      accountid: null,
    });
  });
});
