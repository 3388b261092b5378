import type { DatabasePool } from '@strata/api/db/types';
import { createEventBus } from '@strata/api/events/create-event-bus';
import type { EventBus } from '@strata/api/events/event-bus';
import { silentLogger } from '@strata/api/logging/logger';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis } from '../fixtures/private-redis.js';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 15 items 3 and 4 on a Redis of the test's own, stopped and started: Redis down is
 * reported by health (503), never turns a committed write or a logout into an error, and a
 * process that started while Redis was down subscribes once it is back.
 */
let pool: DatabasePool;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let org: Awaited<ReturnType<typeof createTestTenant>>;
const buses: EventBus[] = [];
const servers: TestServer[] = [];

async function serverOnRedis(): Promise<TestServer> {
  const bus = createEventBus({ redisUrl: redis.url, logger: silentLogger });
  buses.push(bus);
  const server = await startTestServer(pool, { bus, cacheMs: 60_000 });
  servers.push(server);
  return server;
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

const health = async (server: TestServer) => {
  const response = await server.request('/api/health');
  return { status: response.status, body: response.json() };
};

beforeAll(async () => {
  pool = await openTestPool();
  redis = await startPrivateRedis();
  org = await createTestTenant(pool);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const bus of buses) await bus.close();
  await redis.stop();
  await org.remove();
  await pool.end();
});

describe('Redis down', () => {
  it('is reported by health, and neither a committed create nor a logout answers an error', async () => {
    const server = await serverOnRedis();
    const admin = await signIn(server, org.tenant.name, org.admin.email);
    await waitFor(async () => (await health(server)).status === 200, 'health 200 with Redis up');
    expect((await health(server)).body).toMatchObject({
      ok: true,
      redis: 'up',
      bus: 'redis',
      subscriptions: 'held',
    });

    await redis.stop();
    const down = await health(server);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ ok: false, db: 'up', redis: 'down' });

    const created = await admin.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Written while Redis was down' },
    });
    expect(created.status).toBe(200);
    const count = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([org.tenant.schemaName, 'account'])} WHERE id = ${created.text}`,
    );
    expect(count).toBe(1);

    const out = await admin.call('/api/logout', {});
    expect(out.status).toBe(200);
    expect((await admin.call('/api/ssetoken')).status).toBe(401);

    await redis.start();
    await waitFor(async () => (await health(server)).status === 200, 'health 200 once Redis is back');
  });

  it('a process started while Redis was down subscribes once it is back and learns of metadata changes', async () => {
    const one = await serverOnRedis();
    await redis.stop();
    const two = await serverOnRedis();
    const onTwo = await signIn(two, org.tenant.name, org.admin.email);
    // process two caches the tenant's metadata now, before the field exists
    expect((await onTwo.call('/api/getusercontext')).status).toBe(200);
    const missing = await health(two);
    expect(missing.status).toBe(503);
    expect(missing.body).toMatchObject({ redis: 'down' });

    await redis.start();
    await waitFor(async () => (await health(two)).body.subscriptions === 'held', 'process two subscribed');
    await waitFor(async () => (await health(one)).body.subscriptions === 'held', 'process one subscribed');

    const onOne = await signIn(one, org.tenant.name, org.admin.email);
    const added = await onOne.call('/api/metadata/objects/account/properties', {
      logicalName: 'lateregion',
      displayName: 'Late region',
      type: 'String',
    });
    expect(added.status).toBe(201);
    await waitFor(async () => {
      const created = await onTwo.call('/api/update', {
        name: 'account',
        operation: 'create',
        object: { name: 'Late', lateregion: 'EU' },
      });
      return created.status === 200;
    }, 'process two knows the new field');
  });
});

describe('PostgreSQL bus', () => {
  it('listens again after its connection is killed, and drops every cache it holds', async () => {
    // a name of its own, so the test kills this listener only (other files listen on the same database)
    const name = `bus-reconnect-${process.pid}`;
    const listenerUri = new URL(testDatabaseUrl());
    listenerUri.searchParams.set('application_name', name);
    const listening = createEventBus({
      database: { connectionUri: listenerUri.toString(), pool },
      logger: silentLogger,
    });
    const sending = createEventBus({
      database: { connectionUri: testDatabaseUrl(), pool },
      logger: silentLogger,
    });
    buses.push(listening, sending);
    const got: unknown[] = [];
    listening.subscribe('strata:test-reconnect', (message) => got.push(message));
    await waitFor(async () => (await listening.health()).subscriptions === 'held', 'listening');

    const killed = await pool.anyFirst(sql.unsafe`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${name}`);
    expect(killed.length).toBeGreaterThan(0);
    await waitFor(async () => got.some((message) => JSON.stringify(message) === '{}'), 'caches dropped');
    expect((await listening.health()).subscriptions).toBe('held');

    await sending.publish('strata:test-reconnect', { after: 'reconnect' });
    await waitFor(
      async () => got.some((message) => JSON.stringify(message) === '{"after":"reconnect"}'),
      'delivered',
    );
  });
});
