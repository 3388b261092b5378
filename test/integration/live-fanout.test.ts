import type { DatabasePool } from '@strata/api/db/types';
import { channels } from '@strata/api/events/event-bus';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../fixtures/sse-client.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * The stream fan-out resolves permissions once per user and change, then writes to each of
 * that user's streams: every stream still gets exactly what its own user may read.
 */
describe('live stream fan-out', () => {
  let pool: DatabasePool;
  let server: TestServer;
  let tenant: Awaited<ReturnType<typeof createTestTenant>>;
  let other: Awaited<ReturnType<typeof createTestTenant>>;
  const bus = new MemoryEventBus();
  // as in production: permissions cached, and the fan-out keeping its copies
  let cached: TestServer;
  const cachedBus = new MemoryEventBus();

  beforeAll(async () => {
    pool = await openTestPool();
    server = await startTestServer(pool, { bus });
    cached = await startTestServer(pool, { bus: cachedBus, cacheMs: 60_000 });
    [tenant, other] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), cached.close()]);
    await Promise.all([tenant.remove(), other.remove()]);
    await pool.end();
  });

  async function streams(organization: string, email: string, count: number, on = server) {
    const session = await signIn(on, organization, email);
    const opened = [];
    for (let i = 0; i < count; i++) {
      const { token } = (await session.call('/api/ssetoken')).json() as { token: string };
      const stream = await openEventStream(
        `http://127.0.0.1:${on.port}/api/events?token=${encodeURIComponent(token)}`,
      );
      await stream.waitFor((e) => e.event === 'put');
      opened.push(stream);
    }
    return opened;
  }

  it("gives each of a user's streams the entities that user may read, and other tenants nothing", async () => {
    const seller = await createUser(pool, tenant.tenant, {
      email: 'seller@fanout.test',
      roles: ['salesperson'],
    });
    const sellers = await streams(tenant.tenant.name, seller.email, 2);
    const admins = await streams(tenant.tenant.name, tenant.admin.email, 2);
    const outsiders = await streams(other.tenant.name, other.admin.email, 1);

    await bus.publish(channels.changes, {
      tenantId: tenant.tenant.id,
      entities: { account: 7, no_such_entity: 7, inu_metadata: 7 },
    });
    for (const stream of sellers) {
      const patch = await stream.waitFor((e) => e.event === 'patch');
      expect(patch.data).toEqual({ path: '/', data: { account: 7, inu_metadata: 7 } });
    }
    for (const stream of admins) {
      const patch = await stream.waitFor((e) => e.event === 'patch');
      expect(patch.data).toEqual({ path: '/', data: { account: 7, no_such_entity: 7, inu_metadata: 7 } });
    }
    // a change the seller may not read at all reaches the administrator only
    await bus.publish(channels.changes, { tenantId: tenant.tenant.id, entities: { no_such_entity: 8 } });
    for (const stream of admins)
      await stream.waitFor((e) => (e.data as { data: Record<string, number> }).data.no_such_entity === 8);
    // the marker after it: had the seller been sent the unreadable one, it would come before this
    await bus.publish(channels.changes, { tenantId: tenant.tenant.id, entities: { account: 9 } });
    for (const stream of sellers) {
      await stream.waitFor((e) => (e.data as { data: Record<string, number> }).data.account === 9);
      expect(stream.events.filter((e) => e.event === 'patch')).toHaveLength(2);
    }
    expect(outsiders[0]?.events.filter((e) => e.event === 'patch')).toEqual([]);
    for (const stream of [...sellers, ...admins, ...outsiders]) stream.close();
  });

  it('on a "check everything" message, closes the streams of a session that ended unannounced, and only those', async () => {
    const leaver = await createUser(pool, tenant.tenant, {
      email: 'leaver@fanout.test',
      roles: ['salesperson'],
    });
    const ending = await streams(tenant.tenant.name, leaver.email, 2);
    const staying = await streams(tenant.tenant.name, tenant.admin.email, 1);
    // the session ends without a message on the bus (as if the message was lost)
    await pool.query(sql.unsafe`DELETE FROM strata.sessions WHERE user_id = ${leaver.id}`);
    await bus.publish(channels.sessions, {});
    await Promise.all(ending.map((stream) => stream.ended));
    await bus.publish(channels.changes, { tenantId: tenant.tenant.id, entities: { account: 10 } });
    await staying[0]?.waitFor((e) => (e.data as { data: Record<string, number> }).data.account === 10);
    for (const stream of [...ending, ...staying]) stream.close();
  });

  it("drops its copy of a user's permissions when rights change, before the next patch", async () => {
    const user = await createUser(pool, tenant.tenant, {
      email: 'copied@fanout.test',
      roles: ['salesperson'],
    });
    const [stream] = await streams(tenant.tenant.name, user.email, 1, cached);
    await cachedBus.publish(channels.changes, { tenantId: tenant.tenant.id, entities: { account: 11 } });
    await stream?.waitFor((e) => (e.data as { data: Record<string, number> }).data.account === 11);
    // disabled, and announced as a role change is: the copy read for patch 11 must not serve 12
    await pool.query(
      sql.unsafe`UPDATE ${sql.identifier([tenant.tenant.schemaName, 'systemuser'])} SET isdisabled = true WHERE id = ${user.id}`,
    );
    await cachedBus.publish(channels.permissions, { tenantId: tenant.tenant.id });
    await cachedBus.publish(channels.changes, { tenantId: tenant.tenant.id, entities: { account: 12 } });
    await stream?.ended;
    expect(
      stream?.events.some((e) => (e.data as { data?: Record<string, number> }).data?.account === 12),
    ).toBe(false);
  });
});
