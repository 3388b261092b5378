import { maskOf } from '@strata/api/contract/permission-mask';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Custom owner rules (spec 000 section 6, roles' `owners`): a rule for (entity, operation) names
 * the field that decides who "owns" a row for that operation instead of ownerid, on the server,
 * for reads (lists, counts) as well as updates and deletes. Reads keep Dataverse's meaning: a
 * user-level read admits only the rows the user owns (README, Permissions).
 */
let pool: DatabasePool;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  org = await createTestTenant(pool);
  admin = await signIn(server, org.tenant.name, org.admin.email);
});
afterAll(async () => {
  await server.close();
  await org.remove();
  await pool.end();
});

const table = (name: string) => sql.identifier([org.tenant.schemaName, name]);
const version = (id: string) =>
  pool.oneFirst(sql.unsafe`SELECT versionnumber FROM ${table('account')} WHERE id = ${id}`).then(Number);
const nameOf = (id: string) =>
  pool.oneFirst(sql.unsafe`SELECT name FROM ${table('account')} WHERE id = ${id}`).then(String);

async function role(name: string, body: unknown) {
  const response = await admin.call('/api/update', {
    name: 'inu_role',
    operation: 'create',
    object: { name, body: JSON.stringify(body) },
  });
  expect(response.status, response.text).toBe(200);
}

async function member(email: string, roles: string[]) {
  const created = await createUser(pool, org.tenant, { email, roles });
  return { ...created, session: await signIn(server, org.tenant.name, email) };
}

const ids = (response: { json: () => unknown }) => (response.json() as { id: string }[]).map((row) => row.id);

describe('custom owner rules', () => {
  // create at organisation level, read, update and delete at user (owner) level
  const mask = maskOf({ create: 3, read: 1, update: 1, delete: 1 });
  let author: Awaited<ReturnType<typeof member>>;
  let owner: Awaited<ReturnType<typeof member>>;
  let reader: Awaited<ReturnType<typeof member>>;
  let accountId: string;

  beforeAll(async () => {
    // "editors": whoever created an account may update it, whoever owns it
    await role('editors', {
      permissions: { account: mask },
      owners: [{ objectName: 'account', operation: 'update', fieldName: 'createdby' }],
    });
    // "creators read": a user-level read follows createdby instead of ownerid
    await role('creators read', {
      permissions: { account: mask },
      owners: [{ objectName: 'account', operation: 'read', fieldName: 'createdby' }],
    });
    author = await member('author@owner-rules.test', ['editors']);
    owner = await member('owner@owner-rules.test', ['editors']);
    reader = await member('reader@owner-rules.test', ['creators read']);
    // the author creates the account, then the administrator hands it to another owner
    const created = await author.session.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Rule Test Ltd' },
    });
    expect(created.status, created.text).toBe(200);
    accountId = created.text;
    const handed = await admin.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: accountId, versionnumber: await version(accountId), ownerid: owner.id },
    });
    expect(handed.status, handed.text).toBe(200);
  });

  const listAs = (session: { call: typeof admin.call }) =>
    session.call('/api/fetch', { entity: { name: 'account', attributes: [{ attribute: 'name' }] } });

  it('an update rule lets the creator update a row someone else owns', async () => {
    const response = await author.session.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: accountId, versionnumber: await version(accountId), name: 'Renamed by its author' },
    });
    expect(response.status, response.text).toBe(200);
    expect(await nameOf(accountId)).toBe('Renamed by its author');
  });

  it('and refuses the owner, whom the rule does not name', async () => {
    const response = await owner.session.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: accountId, versionnumber: await version(accountId), name: 'Renamed by its owner' },
    });
    expect(response.status).not.toBe(200);
    expect(response.status).toBeLessThan(500);
    expect(await nameOf(accountId)).toBe('Renamed by its author');
  });

  it('reads without a rule stay at the owner: the owner sees the row, the author does not', async () => {
    expect(ids(await listAs(owner.session))).toContain(accountId);
    expect(ids(await listAs(author.session))).not.toContain(accountId);
  });

  it('a read rule on createdby shows the rows the user created, not the ones they own', async () => {
    const own = await reader.session.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Created by the reader' },
    });
    expect(own.status, own.text).toBe(200);
    const mine = own.text;
    // handed to someone else, it stays visible to its creator
    const handed = await admin.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: mine, versionnumber: await version(mine), ownerid: owner.id },
    });
    expect(handed.status, handed.text).toBe(200);
    const seen = ids(await listAs(reader.session));
    expect(seen).toContain(mine);
    expect(seen).not.toContain(accountId);
  });
});
