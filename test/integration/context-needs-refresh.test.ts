import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Issue 26 item 4: needsRefresh is the server's word. A client holding a context's stamp is
 * told to reload it after the user's roles, the organisation's apps or its metadata changed,
 * and not otherwise.
 */
let pool: DatabasePool;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  org = await createTestTenant(pool);
});
afterAll(async () => {
  await server.close();
  await org.remove();
  await pool.end();
});

const table = (name: string) => sql.identifier([org.tenant.schemaName, name]);

async function stampOf(session: Awaited<ReturnType<typeof signIn>>) {
  const context = await session.call('/api/getusercontext');
  expect(context.status).toBe(200);
  expect(context.json().needsRefresh).toBe(false);
  return String(context.json().stamp);
}

async function needsRefresh(session: Awaited<ReturnType<typeof signIn>>, stamp: string) {
  const answer = await session.call(`/api/getusercontext/state?stamp=${encodeURIComponent(stamp)}`);
  expect(answer.status).toBe(200);
  return answer.json().needsRefresh as boolean;
}

describe('needsRefresh', () => {
  it('stays false while nothing the context is built from changed', async () => {
    const seller = await createUser(pool, org.tenant, { email: 'same@stamp.test', roles: ['salesperson'] });
    const session = await signIn(server, org.tenant.name, seller.email);
    const stamp = await stampOf(session);
    expect(stamp).toMatch(/^[0-9a-f]{24}$/);
    expect(await needsRefresh(session, stamp)).toBe(false);
    // an ordinary record write is not a reason to reload the metadata
    await session.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Stamp Ltd' },
    });
    expect(await needsRefresh(session, stamp)).toBe(false);
  });

  it("turns true when the user's roles change", async () => {
    const seller = await createUser(pool, org.tenant, { email: 'roles@stamp.test', roles: ['salesperson'] });
    const session = await signIn(server, org.tenant.name, seller.email);
    const stamp = await stampOf(session);
    await pool.query(sql.unsafe`DELETE FROM ${table('inu_userroles')} WHERE systemuserid = ${seller.id}`);
    expect(await needsRefresh(session, stamp)).toBe(true);
    // the context built now carries the new stamp, which is current again
    expect(await needsRefresh(session, await stampOf(session))).toBe(false);
  });

  it('turns true when an app or the metadata changes', async () => {
    const seller = await createUser(pool, org.tenant, { email: 'apps@stamp.test', roles: ['salesperson'] });
    const session = await signIn(server, org.tenant.name, seller.email);
    let stamp = await stampOf(session);
    await pool.query(sql.unsafe`UPDATE ${table('inu_app')} SET modifiedon = now() + interval '1 minute'`);
    expect(await needsRefresh(session, stamp)).toBe(true);
    stamp = await stampOf(session);
    await pool.query(sql.unsafe`
      UPDATE ${table('inu_metadata')} SET versionnumber = versionnumber + 1 WHERE name = 'account'`);
    expect(await needsRefresh(session, stamp)).toBe(true);
  });

  it('is refused without a session', async () => {
    const answer = await server.request('/api/getusercontext/state?stamp=x', {
      host: `${org.tenant.name}.localhost`,
    });
    expect(answer.status).toBe(401);
  });
});
