import { maskOf, type PermissionLevel } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * /api/fetch reuses a compiled query while the metadata and the caller's rights stay the same
 * (query/compiled-fetch-cache.ts). With the production cache lifetimes (not the tests' usual
 * 0), a repeated query must still see every metadata and rights change at once.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let rita: Awaited<ReturnType<typeof signIn>>;
let role: { id: string; versionnumber: number };

const create = async (name: string, object: Record<string, unknown>) => {
  const response = await admin.call('/api/update', { name, operation: 'create', object });
  expect(response.status).toBe(200);
  return response.text;
};
const setAccountLevel = async (level: PermissionLevel) => {
  const response = await admin.call('/api/update', {
    name: 'inu_role',
    operation: 'update',
    object: { ...role, body: JSON.stringify({ permissions: { account: maskOf({ read: level }) } }) },
  });
  expect(response.status).toBe(200);
  role.versionnumber++;
};

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool, { cacheMs: 60_000 });
  tenant = await createTestTenant(pool);
  admin = await signIn(server, tenant.tenant.name, tenant.admin.email);
  const roleId = await create('inu_role', {
    name: 'cache-reader',
    body: JSON.stringify({ permissions: { account: maskOf({ read: 3 }) } }),
  });
  role = { id: roleId, versionnumber: 1 };
  const user = await createUser(pool, tenant.tenant, {
    email: 'rita@cache.test',
    name: 'rita',
    roles: ['cache-reader'],
  });
  rita = await signIn(server, tenant.tenant.name, user.email);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
});

describe('the compiled fetch cache', () => {
  it('answers a repeated query the same, and a removed field is refused on the next request', async () => {
    const added = await admin.call('/api/metadata/objects/account/properties', {
      logicalName: 'cc_code',
      displayName: 'Code',
      type: 'String',
    });
    expect(added.status).toBe(201);
    await create('account', { name: 'Coded account', cc_code: 'x-1' });
    const query = {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'name' }, { attribute: 'cc_code' }],
        filter: { conditions: [{ attribute: 'cc_code', operator: 'eq', value: 'x-1' }] },
      },
    };
    for (let i = 0; i < 2; i++) {
      const response = await admin.call('/api/fetch', query);
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject([{ name: 'Coded account', cc_code: 'x-1' }]);
    }
    const deleted = await admin.call(
      '/api/metadata/objects/account/properties/cc_code?confirm=cc_code',
      undefined,
      'DELETE',
    );
    expect(deleted.status).toBe(200);
    const after = await admin.call('/api/fetch', query);
    expect(after.status).toBe(400);
    expect(after.json()).toMatchObject({ code: 'ERR_FIELD_NOT_FOUND' });
  });

  it('applies a role change to the same query on the next request', async () => {
    await create('account', { name: 'Someone else’s account' });
    const query = { entity: { name: 'account', attributes: [{ attribute: 'name' }] } };
    const before = await rita.call('/api/fetch', query);
    expect(before.status).toBe(200);
    expect((before.json() as unknown as unknown[]).length).toBeGreaterThan(0);

    await setAccountLevel(1);
    const ownOnly = await rita.call('/api/fetch', query);
    expect(ownOnly.status).toBe(200);
    expect(ownOnly.json()).toEqual([]);

    await setAccountLevel(0);
    const none = await rita.call('/api/fetch', query);
    expect(none.status).toBe(403);
    expect(none.json()).toMatchObject({ code: 'ERR_FORBIDDEN' });
  });

  it('validates a bad query every time, with the same coded answer', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await admin.call('/api/fetch', { entity: { name: 'account' }, pageSize: -1 });
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_VALIDATION' });
    }
  });
});
