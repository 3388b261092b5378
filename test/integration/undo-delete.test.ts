import { maskOf } from '@strata/api/contract/permission-mask';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Undo for deletes from lists and forms: a delete's answer names the audit row that
 * /api/undodelete takes, only to a user who may undo it; the undo keeps its own checks, so an
 * audit id in other hands (a user without the rights, another organisation) restores nothing.
 */
let pool: DatabasePool;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;
let other: Awaited<ReturnType<typeof createTestTenant>>;
type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  org = await createTestTenant(pool);
  other = await createTestTenant(pool);
  admin = await signIn(server, org.tenant.name, org.admin.email);
});
afterAll(async () => {
  await server.close();
  await org.remove();
  await other.remove();
  await pool.end();
});

const table = (name: string) => sql.identifier([org.tenant.schemaName, name]);
const exists = async (id: string) =>
  (await pool.maybeOne(sql.unsafe`SELECT id FROM ${table('account')} WHERE id = ${id}`)) !== null;
const deleteAudit = (id: string) =>
  pool.oneFirst(sql.unsafe`SELECT id FROM ${table('audit')} WHERE objectid = ${id} AND operation = 'delete'`);

type Result = { result?: string; auditId?: string; error?: { code: string } };

async function createAccounts(session: Session, names: string[]): Promise<string[]> {
  const response = await session.call('/api/executemultiple', {
    records: names.map((name) => ({ name: 'account', operation: 'create', object: { name } })),
  });
  expect(response.status, response.text).toBe(200);
  return (response.json() as unknown as Result[]).map((item) => String(item.result));
}

async function deleteAccounts(session: Session, ids: string[], continueOnError = false): Promise<Result[]> {
  const response = await session.call('/api/executemultiple', {
    continueOnError,
    records: ids.map((id) => ({ name: 'account', operation: 'delete', object: { id, versionnumber: 1 } })),
  });
  expect(response.status, response.text).toBe(200);
  return response.json() as unknown as Result[];
}

async function member(email: string, roles: string[]): Promise<Session> {
  await createUser(pool, org.tenant, { email, roles });
  return signIn(server, org.tenant.name, email);
}

describe('undo for deletes', () => {
  it('answers each delete with its audit row, which undodelete restores from', async () => {
    const ids = await createAccounts(admin, ['Undo one', 'Undo two']);
    const results = await deleteAccounts(admin, ids);
    expect(results.map((item) => item.result)).toEqual(ids);
    for (const [index, id] of ids.entries()) {
      expect(await exists(id)).toBe(false);
      expect(results[index]?.auditId).toBe(await deleteAudit(id));
    }
    for (const [index, id] of ids.entries()) {
      const undo = await admin.call('/api/undodelete', { id: results[index]?.auditId });
      expect(undo.json()).toMatchObject({ ok: true, id });
      expect(await exists(id)).toBe(true);
    }
  });

  it('names the audit row with continueOnError too, beside the failures', async () => {
    const [id] = await createAccounts(admin, ['Undo batch']);
    const results = await deleteAccounts(admin, [id as string, '00000000-0000-4000-8000-000000000000'], true);
    expect(results[0]?.auditId).toBe(await deleteAudit(id as string));
    expect(results[1]).toMatchObject({ error: { code: 'ERR_RECORD_NOT_FOUND' } });
    expect(results[1]?.auditId).toBeUndefined();
  });

  it('offers no undo to a user who may not read the audit trail, and refuses theirs', async () => {
    // the salesperson role creates and deletes accounts but reads no audit rows
    const seller = await member('seller@undo.test', ['salesperson']);
    const [own] = await createAccounts(seller, ['Seller account']);
    const [result] = await deleteAccounts(seller, [own as string]);
    expect(result).toEqual({ result: own });

    // an audit id of someone else's delete restores nothing for them
    const [adminsId] = await createAccounts(admin, ['Admin account']);
    const [adminsDelete] = await deleteAccounts(admin, [adminsId as string]);
    const refused = await seller.call('/api/undodelete', { id: adminsDelete?.auditId });
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ERR_FORBIDDEN' });
    expect(await exists(adminsId as string)).toBe(false);
  });

  it('lets a user who reads their own audit rows undo their own deletes only', async () => {
    const created = await admin.call('/api/update', {
      name: 'inu_role',
      operation: 'create',
      object: {
        name: 'undoers',
        body: JSON.stringify({
          permissions: {
            account: maskOf({ create: 3, read: 3, update: 3, delete: 3 }),
            audit: maskOf({ read: 1 }),
          },
        }),
      },
    });
    expect(created.status, created.text).toBe(200);
    const undoer = await member('undoer@undo.test', ['undoers']);
    const [own] = await createAccounts(undoer, ['Undoer account']);
    const [result] = await deleteAccounts(undoer, [own as string]);
    expect(result?.auditId).toBe(await deleteAudit(own as string));
    expect((await undoer.call('/api/undodelete', { id: result?.auditId })).json()).toMatchObject({
      ok: true,
      id: own,
    });
    expect(await exists(own as string)).toBe(true);

    // the administrator's delete: its audit row is not theirs to read
    const [adminsId] = await createAccounts(admin, ['Admin account 2']);
    const [adminsDelete] = await deleteAccounts(admin, [adminsId as string]);
    const hidden = await undoer.call('/api/undodelete', { id: adminsDelete?.auditId });
    expect(hidden.status).toBe(404);
    expect(await exists(adminsId as string)).toBe(false);
  });

  it('restores nothing from another organisation', async () => {
    const [id] = await createAccounts(admin, ['Tenant account']);
    const [deleted] = await deleteAccounts(admin, [id as string]);
    const stranger = await signIn(server, other.tenant.name, other.admin.email);
    const response = await stranger.call('/api/undodelete', { id: deleted?.auditId });
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ERR_RECORD_NOT_FOUND' });
    expect(await exists(id as string)).toBe(false);
  });
});
