import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSignedInTenant,
  openSignedInTenant,
  type SignedInUser,
  type TestTenant,
} from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;
let schema: string;

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  schema = tenant.tenant.schemaName;
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

const row = (entity: string, id: string) =>
  pool.maybeOne(sql.unsafe`SELECT * FROM ${sql.identifier([schema, entity])} WHERE id = ${id}`);
const update = (name: string, object: Record<string, unknown>, operation = 'update') =>
  admin.call('/api/update', { name, operation, object });

describe('POST /api/update', () => {
  it('creates a record with stamps, owner, defaults and an auto-number, answering its id as text', async () => {
    const response = await update('account', { name: 'Contoso', revenue: 1250.5 }, 'create');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const created = await row('account', response.text);
    expect(created).toMatchObject({
      name: 'Contoso',
      revenue: 1250.5,
      ownerid: tenant.admin.id,
      createdby: tenant.admin.id,
      versionnumber: 1,
      statecode: 0,
    });
    expect(created?.accountnumber).toMatch(/^ACC-\d{5}$/);
  });

  it('fills the default currency on create', async () => {
    const id = (await update('quote', { name: 'Q' }, 'create')).text;
    const currency = await pool.oneFirst(
      sql.unsafe`SELECT id FROM ${sql.identifier([schema, 'currency'])} WHERE isdefault`,
    );
    expect((await row('quote', id))?.currencyid).toBe(currency);
  });

  it('updates only the sent fields and raises the version by exactly one', async () => {
    const id = (await update('account', { name: 'Fabrikam', telephone1: '+421 2 1234' }, 'create')).text;
    const response = await update('account', { id, versionnumber: 1, telephone1: '+421 2 9999' });
    expect(response.status).toBe(200);
    expect(await row('account', id)).toMatchObject({
      name: 'Fabrikam',
      telephone1: '+421 2 9999',
      versionnumber: 2,
    });
  });

  it('fails a stale update with ERR_8001 naming who saved last, and changes nothing', async () => {
    const id = (await update('account', { name: 'Stale' }, 'create')).text;
    await update('account', { id, versionnumber: 1, name: 'Fresh' });
    const stale = await update('account', { id, versionnumber: 1, name: 'Overwrite' });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'ERR_8001', details: { versionnumber: 2 } });
    expect(String(stale.json().message)).toMatch(/^ERR_8001: This record was modified by /);
    expect(await row('account', id)).toMatchObject({ name: 'Fresh', versionnumber: 2 });
  });

  it('refuses server-set fields, unknown fields and wrong types (no mass assignment)', async () => {
    const id = (await update('account', { name: 'Guarded' }, 'create')).text;
    for (const [object, code, field] of [
      [{ id, versionnumber: 1, createdby: tenant.admin.id }, 'ERR_VALIDATION', 'createdby'],
      [{ id, versionnumber: 1, modifiedon: '2020-01-01' }, 'ERR_VALIDATION', 'modifiedon'],
      [{ id, versionnumber: 1, versionnumber_: 5 }, 'ERR_FIELD_NOT_FOUND', undefined],
      [{ id, versionnumber: 1, revenue: 'lots' }, 'ERR_VALIDATION', 'revenue'],
      [{ id, versionnumber: 1, revenue: { $gt: 0 } }, 'ERR_VALIDATION', 'revenue'],
      [{ id, versionnumber: 1, name: 'x'.repeat(201) }, 'ERR_VALIDATION', 'name'],
      [{ id, name: 'no version' }, 'ERR_VALIDATION', 'versionnumber'],
    ] as const) {
      const response = await update('account', object);
      expect(response.status, JSON.stringify(object).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ code });
      if (field) expect(response.json().details).toMatchObject({ field });
    }
    expect(await row('account', id)).toMatchObject({ versionnumber: 1, createdby: tenant.admin.id });
  });

  it('refuses an unknown entity and the server-written ones', async () => {
    expect((await update('nothing', { name: 'x' }, 'create')).json()).toMatchObject({
      code: 'ERR_OBJECT_NOT_FOUND',
      message: 'Object not found: nothing',
    });
    expect((await update('audit', { name: 'x' }, 'create')).status).toBe(403);
    expect((await update('inu_metadata', { name: 'x' }, 'create')).status).toBe(403);
  });

  it('checks an inu_view body against its kind on create and update, and loses nothing', async () => {
    const list = { query: { entity: { name: 'account' } }, columns: [{ attribute: 'name', width: 200 }] };
    const created = await update(
      'inu_view',
      { name: 'checked', kind: 'view', objectname: 'account', body: JSON.stringify(list) },
      'create',
    );
    expect(created.status).toBe(200);
    const id = created.text;
    for (const [object, reason] of [
      [{ body: JSON.stringify({ columns: [] }) }, /not a valid view body: query/],
      [
        { body: JSON.stringify({ ...list, columns: [{ attribute: 'name', width: 'wide' }] }) },
        /columns\.0\.width/,
      ],
      [{ body: JSON.stringify({ query: { entity: { name: 'Robert"); DROP' } } }) }, /query\.entity\.name/],
      [{ kind: 'home' }, /not a valid home body/],
    ] as const) {
      const response = await update('inu_view', { id, versionnumber: 1, ...object });
      expect(response.status, JSON.stringify(object).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'body' } });
      expect(response.json().message).toMatch(reason);
    }
    // built as text: JSON.stringify itself would run out of stack on 5000 levels
    const levels = 5000;
    const body = `{"panel":${'{"name":"p","type":"Tabs","panels":['.repeat(levels)}{"name":"leaf","type":"Fields"}${']}'.repeat(levels)}}`;
    const deep = await update('inu_view', { name: 'deep', kind: 'form', body }, 'create');
    expect(deep.status).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'body' } });
    const badCreate = await update('inu_view', { name: 'bad', kind: 'form', body: '{"panel":{}}' }, 'create');
    expect(badCreate.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'body' } });
    expect(await row('inu_view', id)).toMatchObject({
      versionnumber: 1,
      kind: 'view',
      body: JSON.stringify(list),
    });
    const fine = await update('inu_view', {
      id,
      versionnumber: 1,
      body: JSON.stringify({ ...list, columns: [] }),
    });
    expect(fine.status).toBe(200);
  });

  it('requires Required fields on create and keeps them filled on update', async () => {
    const missing = await update('systemuser', { name: 'No Email' }, 'create');
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'ERR_VALIDATION',
      details: { field: 'emailaddress', label: 'Email' },
    });
  });
});

describe('delete and undo', () => {
  it('deletes with an audit row holding the record, and undo restores it with a higher version', async () => {
    const id = (await update('account', { name: 'Doomed', revenue: 10 }, 'create')).text;
    expect((await update('account', { id, versionnumber: 1 }, 'delete')).status).toBe(200);
    expect(await row('account', id)).toBeNull();
    const audit = await pool.one(sql.unsafe`
      SELECT id, body FROM ${sql.identifier([schema, 'audit'])} WHERE objectid = ${id} AND operation = 'delete'`);
    expect(JSON.parse(String(audit.body))).toMatchObject({ id, name: 'Doomed', revenue: 10 });

    const undo = await admin.call('/api/undodelete', { id: audit.id });
    expect(undo.json()).toMatchObject({ ok: true, id });
    expect(await row('account', id)).toMatchObject({ name: 'Doomed', revenue: 10, versionnumber: 2 });
    expect((await admin.call('/api/undodelete', { id: audit.id })).json()).toMatchObject({
      code: 'ERR_DUPLICATE',
    });
  });

  it('records who created and changed what', async () => {
    const id = (await update('account', { name: 'Tracked' }, 'create')).text;
    await update('account', { id, versionnumber: 1, name: 'Tracked 2' });
    const entries = await pool.any(sql.unsafe`
      SELECT operation, body, createdby FROM ${sql.identifier([schema, 'audit'])} WHERE objectid = ${id} ORDER BY createdon, operation`);
    expect(entries.map((e) => e.operation)).toEqual(['create', 'update']);
    expect(JSON.parse(String(entries[1]?.body))).toMatchObject({
      changes: { name: { old: 'Tracked', new: 'Tracked 2' } },
    });
    expect(entries[0]?.createdby).toBe(tenant.admin.id);
  });
});

describe('POST /api/executemultiple', () => {
  it('runs a batch in one transaction and answers a result per item', async () => {
    const accountId = '6f1c1a4e-8d0b-4a57-9e5f-3a9b1d2c4e01';
    const response = await admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'create', object: { id: accountId, name: 'Batch Co' } },
        {
          name: 'contact',
          operation: 'create',
          object: { name: 'Jana Novak', lastname: 'Novak', accountid: accountId },
        },
      ],
    });
    expect(response.status).toBe(200);
    const results = response.json() as unknown as { result: string }[];
    expect(results[0]).toEqual({ result: accountId });
    expect((await row('contact', results[1]?.result as string))?.accountid).toBe(accountId);
  });

  it('rolls the whole batch back when one item fails, naming its index', async () => {
    const response = await admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'create', object: { name: 'Never Saved' } },
        { name: 'account', operation: 'create', object: { name: 'Bad', revenue: 'x' } },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ERR_VALIDATION',
      details: { index: 1, field: 'revenue' },
    });
    const saved = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([schema, 'account'])} WHERE name = 'Never Saved'`,
    );
    expect(saved).toBe(0);
  });

  it('names the exact index inside a run of creates the database refuses', async () => {
    const duplicate = '6f1c1a4e-8d0b-4a57-9e5f-3a9b1d2c4e99';
    const response = await admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'create', object: { id: duplicate, name: 'First' } },
        { name: 'account', operation: 'create', object: { name: 'Second' } },
        { name: 'account', operation: 'create', object: { id: duplicate, name: 'Third' } },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ERR_DUPLICATE', details: { index: 2 } });
    expect(await row('account', duplicate)).toBeNull();
  });

  it('deletes a run of records in one go, or none of them when one is stale', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push((await update('account', { name: `Run ${n}` }, 'create')).text);
    await update('account', { id: ids[1], versionnumber: 1, name: 'Run 2b' });
    const stale = await admin.call('/api/executemultiple', {
      records: ids.map((id) => ({ name: 'account', operation: 'delete', object: { id, versionnumber: 1 } })),
    });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'ERR_8001', details: { index: 1 } });
    for (const id of ids) expect(await row('account', id)).not.toBeNull();
    const fresh = await admin.call('/api/executemultiple', {
      records: ids.map((id, n) => ({
        name: 'account',
        operation: 'delete',
        object: { id, versionnumber: n === 1 ? 2 : 1 },
      })),
    });
    expect(fresh.json()).toEqual(ids.map((id) => ({ result: id, auditId: expect.any(String) })));
    for (const id of ids) expect(await row('account', id)).toBeNull();
  });

  it('reports per-item errors and keeps the rest with continueOnError', async () => {
    const response = await admin.call('/api/executemultiple', {
      continueOnError: true,
      records: [
        { name: 'account', operation: 'create', object: { name: 'Kept' } },
        {
          name: 'account',
          operation: 'update',
          object: { id: '00000000-0000-4000-8000-000000000000', versionnumber: 1, name: 'Ghost' },
        },
      ],
    });
    const results = response.json() as unknown as [
      { result: string },
      { error: { code: string; details: { index: number } } },
    ];
    expect(results[1].error).toMatchObject({ code: 'ERR_RECORD_NOT_FOUND', details: { index: 1 } });
    expect(await row('account', results[0].result)).toMatchObject({ name: 'Kept' });
  });

  it('refuses malformed batches with 400', async () => {
    for (const body of [{}, { records: [] }, { records: 'x' }, { records: [{ name: 'account' }] }, [1, 2]]) {
      const response = await admin.call('/api/executemultiple', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_VALIDATION' });
    }
  });
});

describe('permissions on writes', () => {
  it("lets a salesperson change their own accounts but not another owner's", async () => {
    const seller = await createUser(pool, tenant.tenant, {
      email: 'seller@writes.test',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, seller.email);
    const own = await session.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Mine' },
    });
    expect(own.status).toBe(200);
    expect(
      (
        await session.call('/api/update', {
          name: 'account',
          operation: 'update',
          object: { id: own.text, versionnumber: 1, name: 'Mine 2' },
        })
      ).status,
    ).toBe(200);

    const theirs = (await update('account', { name: 'Theirs' }, 'create')).text;
    const denied = await session.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: theirs, versionnumber: 1, name: 'Hijack' },
    });
    expect(denied.status).toBe(403);
    expect((await row('account', theirs))?.name).toBe('Theirs');
    const deleteDenied = await session.call('/api/update', {
      name: 'account',
      operation: 'delete',
      object: { id: theirs, versionnumber: 1 },
    });
    expect(deleteDenied.status).toBe(403);
    // giving a record away is assigning: a salesperson may not
    const assign = await session.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Gift', ownerid: tenant.admin.id },
    });
    expect(assign.status).toBe(403);
    expect(assign.json()).toMatchObject({ details: { field: 'ownerid' } });
    // nor leave a record without owner, on create or on update
    const orphan = await session.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Orphan', ownerid: null },
    });
    expect(orphan.status).toBe(403);
    expect(orphan.json()).toMatchObject({ details: { field: 'ownerid' } });
    // no rights at all on roles
    expect(
      (await session.call('/api/update', { name: 'inu_role', operation: 'create', object: { name: 'root' } }))
        .status,
    ).toBe(403);
  });
});
