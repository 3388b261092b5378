import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../fixtures/sse-client.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Issue 15 item 1: access ends when access is taken away. Disabling, deleting or removing the
 * last role of a user ends their sessions at once and closes their event streams; logging out
 * closes that session's streams; a user disabled behind the API's back is refused anyway.
 * The server keeps sessions and permissions cached for a minute, as production would, so
 * nothing here passes merely because caches are off.
 */
let pool: DatabasePool;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let counter = 0;
const accounts = { entity: { name: 'account', attributes: [{ attribute: 'name' }] } };
const byId = (name: string, attribute: string, id: string) => ({
  entity: {
    name,
    attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }],
    filter: { conditions: [{ attribute, operator: 'eq', value: id }] },
  },
});

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool, { cacheMs: 60_000 });
  org = await createTestTenant(pool);
  admin = await signIn(server, org.tenant.name, org.admin.email);
});
afterAll(async () => {
  await server.close();
  await org.remove();
  await pool.end();
});

async function salesperson() {
  counter += 1;
  const user = await createUser(pool, org.tenant, {
    email: `sp${counter}@revoke.test`,
    roles: ['salesperson'],
  });
  const session = await signIn(server, org.tenant.name, user.email);
  expect((await session.call('/api/fetch', accounts)).status).toBe(200);
  const ticket = await session.call('/api/ssetoken');
  expect(ticket.status).toBe(200);
  const { token } = ticket.json() as { token: string };
  const stream = await openEventStream(`http://127.0.0.1:${server.port}/api/events?token=${token}`);
  expect(stream.status).toBe(200);
  await stream.waitFor((event) => event.event === 'put');
  return { user, session, stream, streamToken: token };
}

async function expectLockedOut(victim: Awaited<ReturnType<typeof salesperson>>): Promise<void> {
  await victim.stream.ended;
  for (const [path, body] of [
    ['/api/fetch', accounts],
    ['/api/update', { name: 'account', operation: 'create', object: { name: 'After' } }],
    ['/api/ssetoken', undefined],
  ] as const) {
    const response = await victim.session.call(path, body);
    expect(response.status, path).toBe(401);
    expect(response.json().code).toBe('ERR_UNAUTHORIZED');
  }
  const reopened = await fetch(`http://127.0.0.1:${server.port}/api/events?token=${victim.streamToken}`);
  expect(reopened.status).toBe(401);
  await reopened.body?.cancel();
}

async function userRow(id: string) {
  const response = await admin.call('/api/fetch', byId('systemuser', 'id', id));
  return response.json() as unknown as { id: string; versionnumber: number }[];
}

async function deleteUser(id: string): Promise<void> {
  const [row] = await userRow(id);
  const deleted = await admin.call('/api/update', {
    name: 'systemuser',
    operation: 'delete',
    object: { id, versionnumber: row?.versionnumber },
  });
  expect(deleted.status, deleted.text).toBe(200);
}

describe('access ends when access is taken away', () => {
  it('disabling a user ends their sessions and closes their streams at once', async () => {
    const victim = await salesperson();
    const [row] = await userRow(victim.user.id);
    const disabled = await admin.call('/api/update', {
      name: 'systemuser',
      operation: 'update',
      object: { id: victim.user.id, versionnumber: row?.versionnumber, isdisabled: true },
    });
    expect(disabled.status).toBe(200);
    await expectLockedOut(victim);
    const left = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM strata.sessions WHERE user_id = ${victim.user.id}`,
    );
    expect(left).toBe(0);
  });

  it('deleting a user ends their sessions', async () => {
    const victim = await salesperson();
    await deleteUser(victim.user.id);
    await expectLockedOut(victim);
  });

  it("removing a user's last role ends their sessions", async () => {
    const victim = await salesperson();
    const assignments = (
      await admin.call('/api/fetch', byId('inu_userroles', 'systemuserid', victim.user.id))
    ).json() as unknown as { id: string; versionnumber: number }[];
    expect(assignments).toHaveLength(1);
    const removed = await admin.call('/api/update', {
      name: 'inu_userroles',
      operation: 'delete',
      object: { id: assignments[0]?.id, versionnumber: assignments[0]?.versionnumber },
    });
    expect(removed.status).toBe(200);
    await expectLockedOut(victim);
  });

  it('refuses a user disabled behind the API once the caches expire (a missed invalidation cannot keep access)', async () => {
    // a second process whose caches have expired (cacheMs 0), as production's do within seconds
    const other = await startTestServer(pool);
    try {
      const user = await createUser(pool, org.tenant, {
        email: 'behind@revoke.test',
        roles: ['salesperson'],
      });
      const session = await signIn(other, org.tenant.name, user.email);
      expect((await session.call('/api/fetch', accounts)).status).toBe(200);
      await pool.query(
        sql.unsafe`UPDATE ${sql.identifier([org.tenant.schemaName, 'systemuser'])} SET isdisabled = true WHERE id = ${user.id}`,
      );
      const refused = await session.call('/api/fetch', accounts);
      expect(refused.status).toBe(401);
      expect(refused.json().code).toBe('ERR_UNAUTHORIZED');
      const left = await pool.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM strata.sessions WHERE user_id = ${user.id}`,
      );
      expect(left).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('logging out closes that session’s event streams', async () => {
    const user = await salesperson();
    const out = await user.session.call('/api/logout', {});
    expect(out.status).toBe(200);
    await user.stream.ended;
    expect((await user.session.call('/api/fetch', accounts)).status).toBe(401);
  });

  it('keeps the sessions of users who still have access', async () => {
    const keeper = await salesperson();
    const victim = await salesperson();
    await deleteUser(victim.user.id);
    await victim.stream.ended;
    expect((await keeper.session.call('/api/fetch', accounts)).status).toBe(200);
    expect((await admin.call('/api/fetch', accounts)).status).toBe(200);
    keeper.stream.close();
  });
});
