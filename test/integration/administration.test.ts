import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Issue 18 items 1 and 2, the server's rules: the last admin and self-disable refusals, the role
 * body check, "view as this role" (read-only, administrators only, never more than the role)
 * and the access explanation (administrators only, deciding as the data routes do).
 */
let pool: DatabasePool;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let counter = 0;

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
const roleId = (name: string) =>
  pool.oneFirst(sql.unsafe`SELECT id FROM ${table('inu_role')} WHERE name = ${name}`).then(String);
const version = (entity: string, id: string) =>
  pool.oneFirst(sql.unsafe`SELECT versionnumber FROM ${table(entity)} WHERE id = ${id}`).then(Number);

async function user(roles: string[]) {
  counter += 1;
  const created = await createUser(pool, org.tenant, { email: `u${counter}@admin.test`, roles });
  return { ...created, session: await signIn(server, org.tenant.name, created.email) };
}

function as(token: string, path: string, options: { body?: unknown; role?: string } = {}) {
  return server.request(path, {
    method: options.body === undefined ? 'GET' : 'POST',
    host: `${org.tenant.name}.localhost`,
    headers: {
      'access-token': token,
      'Content-Type': 'application/json',
      ...(options.role ? { 'x-view-as-role': options.role } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

describe('administrators', () => {
  it('cannot disable or delete themselves', async () => {
    const id = org.admin.id;
    const disable = await admin.call('/api/update', {
      name: 'systemuser',
      operation: 'update',
      object: { id, versionnumber: await version('systemuser', id), isdisabled: true },
    });
    expect(disable.status).toBe(409);
    expect(disable.json().code).toBe('ERR_SELF_DISABLE');
    const remove = await admin.call('/api/update', {
      name: 'systemuser',
      operation: 'delete',
      object: { id, versionnumber: await version('systemuser', id) },
    });
    // deleting oneself is refused too (the user's own records refer to them first)
    expect(remove.status).not.toBe(200);
    expect(['ERR_SELF_DISABLE', 'ERR_REFERENCE']).toContain(remove.json().code);
    // nothing was written, and the administrator still works
    expect((await admin.call('/api/fetch', { entity: { name: 'account' } })).status).toBe(200);
  });

  it('cannot remove the last admin role assignment, but can once another admin exists', async () => {
    const link = await pool.oneFirst(sql.unsafe`
      SELECT ur.id FROM ${table('inu_userroles')} ur WHERE ur.systemuserid = ${org.admin.id}`);
    const unlink = async () =>
      admin.call('/api/executemultiple', {
        records: [
          {
            name: 'inu_userroles',
            operation: 'delete',
            object: { id: String(link), versionnumber: await version('inu_userroles', String(link)) },
          },
        ],
      });
    const refused = await unlink();
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ERR_LAST_ADMIN', details: { index: 0 } });
    // renaming the admin role away is the same loss
    const adminRole = await roleId('admin');
    const rename = await admin.call('/api/update', {
      name: 'inu_role',
      operation: 'update',
      object: { id: adminRole, versionnumber: await version('inu_role', adminRole), name: 'former admin' },
    });
    expect(rename.json().code).toBe('ERR_LAST_ADMIN');

    // another admin: now the first may be unlinked (and the other one may not disable the last)
    const second = await user(['admin']);
    const bulk = await admin.call('/api/executemultiple', {
      continueOnError: true,
      records: [
        {
          name: 'systemuser',
          operation: 'update',
          object: { id: second.id, versionnumber: await version('systemuser', second.id), title: 'Deputy' },
        },
      ],
    });
    expect(bulk.json()).toEqual([{ result: second.id }]);
    expect((await unlink()).status).toBe(200);
    const disableOnly = await second.session.call('/api/update', {
      name: 'systemuser',
      operation: 'update',
      object: { id: second.id, versionnumber: await version('systemuser', second.id), isdisabled: true },
    });
    expect(disableOnly.json().code).toBe('ERR_SELF_DISABLE');
    // give the first back the admin role for the tests below
    const relink = await second.session.call('/api/update', {
      name: 'inu_userroles',
      operation: 'create',
      object: { roleid: adminRole, systemuserid: org.admin.id },
    });
    expect(relink.status).toBe(200);
    // left without a role, the first administrator was signed out: sign in again
    admin = await signIn(server, org.tenant.name, org.admin.email);
  });
});

describe('role bodies', () => {
  const create = (body: unknown) =>
    admin.call('/api/update', {
      name: 'inu_role',
      operation: 'create',
      object: { name: `checked ${Math.random().toString(36).slice(2)}`, body: JSON.stringify(body) },
    });

  it('are refused with the path of an unknown entity, an invalid mask or an owner rule field', async () => {
    for (const [body, path] of [
      [{ permissions: { no_such_entity: 48 } }, 'permissions.no_such_entity: unknown entity'],
      [{ permissions: { account: 4 } }, 'permissions.account'],
      [{ permissions: { account: 99999 } }, 'permissions.account'],
      [{ account: 'all' }, 'account'],
      [
        {
          permissions: { account: 48 },
          owners: [{ objectName: 'account', operation: 'read', fieldName: 'nope' }],
        },
        'owners.0.fieldName: unknown field nope',
      ],
    ] as const) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'body' } });
      expect(String(response.json().message)).toContain(path);
    }
  });

  it('are accepted in the current format and the older plain map', async () => {
    expect((await create({ permissions: { account: 0x1133 }, owners: [] })).status).toBe(200);
    expect((await create({ account: 48, contact: 0x3333 })).status).toBe(200);
  });
});

describe('view as a role', () => {
  it("shows the role's reads to an administrator, refuses every write, and nothing to others", async () => {
    const salesRole = await roleId('salesperson');
    const ownAccount = await admin.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Seen as salesperson' },
    });
    expect(ownAccount.status).toBe(200);
    // the salesperson role reads accounts and nothing of inu_role
    const accounts = await as(admin.token, '/api/fetch', {
      body: { entity: { name: 'account' } },
      role: salesRole,
    });
    expect(accounts.status).toBe(200);
    const roles = await as(admin.token, '/api/fetch', {
      body: { entity: { name: 'inu_role' } },
      role: salesRole,
    });
    expect(roles.json().code).toBe('ERR_FORBIDDEN');
    const context = await as(admin.token, '/api/getusercontext', { role: salesRole });
    expect(context.json()).toMatchObject({
      isAdmin: false,
      viewAs: { roleId: salesRole, roleName: 'salesperson' },
    });
    // the role creates accounts, but viewing as it never writes
    const write = await as(admin.token, '/api/update', {
      body: { name: 'account', operation: 'create', object: { name: 'Not written' } },
      role: salesRole,
    });
    expect(write.status).toBe(403);
    expect(write.json().code).toBe('ERR_VIEW_AS_READ_ONLY');
    const password = await as(admin.token, '/api/changepassword', {
      body: { newPassword: 'another password 1' },
      role: salesRole,
    });
    expect(password.json().code).toBe('ERR_VIEW_AS_READ_ONLY');

    // a non-administrator cannot borrow a role, not even a weaker one
    const seller = await user(['salesperson']);
    const borrowed = await as(seller.session.token, '/api/fetch', {
      body: { entity: { name: 'account' } },
      role: await roleId('admin'),
    });
    expect(borrowed.status).toBe(403);
    expect(borrowed.json().code).toBe('ERR_FORBIDDEN');
    const bad = await as(admin.token, '/api/fetch', { body: { entity: { name: 'account' } }, role: 'x' });
    expect(bad.json().code).toBe('ERR_VALIDATION');
  });
});

describe('why can a user see a record', () => {
  it('names the role, level and ownership rule, for administrators only', async () => {
    const seller = await user(['salesperson']);
    const created = await seller.session.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Explained' },
    });
    const id = created.text;
    const other = await user(['salesperson']);
    const explain = (userId: string, session = admin) =>
      session.call(`/api/explainaccess?entity=account&id=${id}&userId=${userId}`);

    const owner = (await explain(seller.id)).json() as unknown as {
      roles: { name: string }[];
      operations: { operation: string; allowed: boolean; level: number; roles: string[]; rule: string }[];
    };
    expect(owner.roles.map((role) => role.name)).toEqual(['salesperson']);
    expect(owner.operations).toEqual([
      expect.objectContaining({ operation: 'create', allowed: true, level: 3, roles: ['salesperson'] }),
      expect.objectContaining({ operation: 'read', allowed: true, level: 3, rule: 'organisation' }),
      expect.objectContaining({ operation: 'update', allowed: true, level: 1, rule: 'owner' }),
      expect.objectContaining({ operation: 'delete', allowed: true, level: 1, rule: 'owner' }),
    ]);
    const notOwner = (await explain(other.id)).json() as unknown as typeof owner;
    expect(notOwner.operations[2]).toMatchObject({ operation: 'update', allowed: false, rule: 'owner' });
    // the same verdict as the write itself
    const update = await other.session.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id, versionnumber: await version('account', id), name: 'Not mine' },
    });
    expect(update.status).not.toBe(200);

    const refused = await explain(seller.id, seller.session);
    expect(refused.status).toBe(403);
    const missing = await admin.call(
      `/api/explainaccess?entity=account&id=00000000-0000-4000-8000-000000000000&userId=${seller.id}`,
    );
    expect(missing.json().code).toBe('ERR_RECORD_NOT_FOUND');
    const badQuery = await admin.call(`/api/explainaccess?entity=account&id=1&userId=${seller.id}`);
    expect(badQuery.json().code).toBe('ERR_VALIDATION');
  });
});

describe("an administrator setting another user's password", () => {
  it('may require a change at the next sign-in; others may not set it at all', async () => {
    const target = await user(['salesperson']);
    const set = await admin.call('/api/changepassword', {
      userId: target.id,
      newPassword: 'set by the admin 1',
      mustChange: true,
    });
    expect(set.status).toBe(200);
    expect(set.text).toBe('Password Changed');
    const login = await server.request('/api/login', {
      method: 'POST',
      host: `${org.tenant.name}.localhost`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: target.email, password: 'set by the admin 1' }).toString(),
    });
    expect(login.json().code).toBe('ERR_MUST_CHANGE_PWD');
    const other = await user(['salesperson']);
    const refused = await other.session.call('/api/changepassword', {
      userId: target.id,
      newPassword: 'not allowed at all',
    });
    expect(refused.status).toBe(403);
  });
});
