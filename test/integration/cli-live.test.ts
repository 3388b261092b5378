import type { DatabasePool } from '@strata/api/db/types';
import { createEventBus } from '@strata/api/events/create-event-bus';
import type { EventBus } from '@strata/api/events/event-bus';
import { silentLogger } from '@strata/api/logging/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStrata } from '../fixtures/run-process.js';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn, testPassword } from '../fixtures/users.js';

/**
 * Issue 15 item 5: without Redis, the CLI (another process) reaches a running server through
 * PostgreSQL LISTEN/NOTIFY. The server keeps organisations cached for a minute, so only the
 * bus can make suspend, resume and delete take effect at once.
 */
let pool: DatabasePool;
let bus: EventBus;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;
const strata = (...args: string[]) => runStrata(args, { DATABASE_URL: testDatabaseUrl() });

beforeAll(async () => {
  pool = await openTestPool();
  bus = createEventBus({ database: { connectionUri: testDatabaseUrl(), pool }, logger: silentLogger });
  server = await startTestServer(pool, { bus, cacheMs: 60_000 });
  org = await createTestTenant(pool);
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await bus.health()).subscriptions === 'held') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect((await bus.health()).subscriptions).toBe('held');
});
afterAll(async () => {
  await server.close();
  await bus.close();
  await org.remove().catch(() => undefined);
  await pool.end();
});

async function login() {
  const response = await server.request('/api/login', {
    method: 'POST',
    host: `${org.tenant.name}.localhost`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: org.admin.email, password: testPassword }).toString(),
  });
  return { status: response.status, code: response.status === 200 ? undefined : response.json().code };
}

describe('the CLI reaches a running server without Redis', () => {
  it('suspend, resume and delete take effect at once', { timeout: 120_000 }, async () => {
    const session = await signIn(server, org.tenant.name, org.admin.email);
    // the server has the organisation cached as active now
    expect(await login()).toEqual({ status: 200, code: undefined });

    expect((await strata('tenant', 'suspend', org.tenant.name)).code).toBe(0);
    expect(await login()).toEqual({ status: 403, code: 'ERR_ORG_SUSPENDED' });
    expect((await session.call('/api/getusercontext')).status).toBe(403);

    expect((await strata('tenant', 'resume', org.tenant.name)).code).toBe(0);
    expect(await login()).toEqual({ status: 200, code: undefined });

    expect((await strata('tenant', 'delete', org.tenant.name, '--yes')).code).toBe(0);
    expect((await login()).code).toBe('ERR_ORG_NOT_FOUND');
  });
});
