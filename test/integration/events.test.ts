import type { DatabasePool } from '@strata/api/db/types';
import { createEventBus } from '@strata/api/events/create-event-bus';
import type { EventBus } from '@strata/api/events/event-bus';
import { silentLogger } from '@strata/api/logging/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../fixtures/sse-client.js';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Two API processes' worth of app on one database, joined by each real bus: Redis
 * (127.0.0.1:6379, or REDIS_URL) and PostgreSQL LISTEN/NOTIFY (the default without Redis).
 * What one changes, the other learns.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(['redis', 'postgres'] as const)('across processes over %s', (kind) => {
  let pool: DatabasePool;
  let one: TestServer;
  let two: TestServer;
  let buses: EventBus[];
  let a: Awaited<ReturnType<typeof createTestTenant>>;
  let b: Awaited<ReturnType<typeof createTestTenant>>;

  beforeAll(async () => {
    pool = await openTestPool();
    const makeBus = () =>
      kind === 'redis'
        ? createEventBus({ redisUrl, logger: silentLogger })
        : createEventBus({ database: { connectionUri: testDatabaseUrl(), pool }, logger: silentLogger });
    buses = [makeBus(), makeBus()];
    one = await startTestServer(pool, { bus: buses[0], cacheMs: 60_000 });
    two = await startTestServer(pool, { bus: buses[1], cacheMs: 60_000 });
    [a, b] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
    // the servers subscribed; wait until both listen before anything is published
    for (const bus of buses) await waitUntil(async () => (await bus.health()).subscriptions === 'held');
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all([a.remove(), b.remove()]);
    await pool.end();
  });

  async function stream(server: TestServer, session: Awaited<ReturnType<typeof signIn>>) {
    const { token } = (await session.call('/api/ssetoken')).json() as { token: string };
    return openEventStream(`http://127.0.0.1:${server.port}/api/events?token=${encodeURIComponent(token)}`);
  }

  describe('live changes across processes', () => {
    it("streams a commit on process one to process two's clients of the same tenant only", async () => {
      const onOne = await signIn(one, a.tenant.name, a.admin.email);
      const onTwo = await signIn(two, a.tenant.name, a.admin.email);
      const otherTenant = await signIn(two, b.tenant.name, b.admin.email);
      const mine = await stream(two, onTwo);
      const theirs = await stream(two, otherTenant);
      expect(mine.status).toBe(200);
      await mine.waitFor((e) => e.event === 'put');

      await onOne.call('/api/update', { name: 'account', operation: 'create', object: { name: 'Live' } });
      const patch = await mine.waitFor((e) => e.event === 'patch');
      expect(patch.data).toMatchObject({ path: '/', data: { account: expect.any(Number) } });

      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(theirs.events.filter((e) => e.event === 'patch')).toEqual([]);
      mine.close();
      theirs.close();
    });

    it('refuses a forged, expired or missing stream token', async () => {
      for (const token of ['', 'abc.def', `${'x'.repeat(20)}.${'y'.repeat(43)}`]) {
        const response = await fetch(`http://127.0.0.1:${two.port}/api/events?token=${token}`);
        expect(response.status).toBe(401);
      }
    });

    it('drops cached metadata in every process when one adds a field', async () => {
      const onOne = await signIn(one, a.tenant.name, a.admin.email);
      const onTwo = await signIn(two, a.tenant.name, a.admin.email);
      // warm process two's cache
      expect((await onTwo.call('/api/getusercontext')).status).toBe(200);
      const added = await onOne.call('/api/metadata/objects/account/properties', {
        logicalName: 'region',
        displayName: 'Region',
        type: 'String',
      });
      expect(added.status).toBe(201);
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        status = (
          await onTwo.call('/api/update', {
            name: 'account',
            operation: 'create',
            object: { name: 'R', region: 'EU' },
          })
        ).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(200);
    });
  });
});

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met');
}
