import { defaultMaxPlanCost, gateLimitsFor } from '@strata/api/concurrency/data-limits';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestResponse, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 15 item 2: one organisation's heavy queries cannot stall the others. The server runs
 * over a pool of 5 (an organisation may hold 2 statements, a user 1) and tenant A's fetches are
 * held for as long as the test likes by a lock on A's account table: without the gate they
 * would take every connection and tenant B's fetch could not run until they ended.
 */

type Tenant = Awaited<ReturnType<typeof createTestTenant>>;
type Session = Awaited<ReturnType<typeof signIn>>;

const poolSize = 5;
const accounts = 1_000;
let pool: DatabasePool;
let serverPool: DatabasePool;
let shortPool: DatabasePool;
let server: TestServer;
let shortServer: TestServer;
let a: Tenant;
let b: Tenant;
let aAdmin: Session;
let bAdmin: Session;

const simpleFetch = { entity: { name: 'account', attributes: [{ attribute: 'name' }] }, pageSize: 5 };

/**
 * Self-joins of account on ownerid nested depth deep: the attack's query (rows ordered by the
 * deepest link), or the count of its rows.
 */
function selfJoin(depth: number, select: 'rows' | 'count' = 'rows') {
  const rows = select === 'rows';
  const link = (level: number): Record<string, unknown> => ({
    name: 'account',
    from: 'ownerid',
    to: 'ownerid',
    alias: `l${level}`,
    ...(rows ? { attributes: [{ attribute: 'name' }] } : {}),
    ...(level < depth ? { links: [link(level + 1)] } : {}),
  });
  return {
    entity: {
      name: 'account',
      attributes: rows ? [{ attribute: 'name' }] : [{ attribute: 'id', aggregate: 'count', alias: 'n' }],
      links: [link(1)],
      ...(rows ? { orders: [{ attribute: 'name', entityName: `l${depth}` }] } : {}),
    },
    pageSize: 50,
  };
}

/** Holds an ACCESS EXCLUSIVE lock on a tenant's table until released: statements on it wait. */
async function lockTable(tenant: Tenant, table: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = pool.transaction(async (trx) => {
    await trx.query(
      sql.unsafe`LOCK TABLE ${sql.identifier([tenant.tenant.schemaName, table])} IN ACCESS EXCLUSIVE MODE`,
    );
    locked();
    await released;
  });
  await Promise.race([isLocked, done]);
  return async () => {
    release();
    await done;
  };
}

/** Statements of the test servers waiting for a lock on a tenant's schema right now. */
async function waitingStatements(tenant: Tenant): Promise<number> {
  return pool.oneFirst(sql.unsafe`
    SELECT count(*)::int FROM pg_stat_activity
    WHERE wait_event_type = 'Lock' AND position(${tenant.tenant.schemaName} IN query) > 0`);
}

async function untilWaiting(tenant: Tenant, count: number): Promise<void> {
  while ((await waitingStatements(tenant)) < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A stable answer to an overloaded or timed-out fetch: never a 500. */
function expectStableAnswer(response: TestResponse): void {
  if (response.status === 200) return;
  const body = response.json();
  expect(response.status, response.text).toBe(503);
  expect(['ERR_BUSY', 'ERR_QUERY_TIMEOUT']).toContain(body.code);
  if (body.code === 'ERR_BUSY') expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
}

beforeAll(async () => {
  pool = await openTestPool();
  [a, b] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  const schema = a.tenant.schemaName;
  await pool.query(sql.unsafe`
    INSERT INTO ${sql.identifier([schema, 'account'])} (name, ownerid)
    SELECT 'same owner ' || g, ${a.admin.id} FROM generate_series(1, ${accounts}) g`);
  await pool.query(sql.unsafe`ANALYZE ${sql.identifier([schema, 'account'])}`);
  await pool.query(sql.unsafe`
    INSERT INTO ${sql.identifier([b.tenant.schemaName, 'account'])} (name, ownerid)
    SELECT 'b ' || g, ${b.admin.id} FROM generate_series(1, 5) g`);

  serverPool = await createDatabasePool(testDatabaseUrl(), { maximumPoolSize: poolSize });
  server = await startTestServer(serverPool, {
    dataLimits: {
      gate: gateLimitsFor(poolSize, { perUser: 1, maxWaitMs: 300 }),
      maxPlanCost: defaultMaxPlanCost,
    },
  });
  // every statement of this one ends after 300 ms
  shortPool = await createDatabasePool(testDatabaseUrl(), { maximumPoolSize: 3, statementTimeoutMs: 300 });
  shortServer = await startTestServer(shortPool);
  aAdmin = await signIn(server, a.tenant.name, a.admin.email);
  bAdmin = await signIn(server, b.tenant.name, b.admin.email);
  // B's metadata and permissions are loaded before A starts: B's fetch is then one statement
  expect((await bAdmin.call('/api/fetch', simpleFetch)).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await shortServer?.close();
  await serverPool?.end();
  await shortPool?.end();
  await a?.remove();
  await b?.remove();
  await pool?.end();
});

describe('one organisation cannot stall the others', () => {
  it("answers B's fetch while ten of A's fetches hold what A may hold; A gets 200 or 503 ERR_BUSY with Retry-After", async () => {
    const unlock = await lockTable(a, 'account');
    let heavy: Promise<TestResponse>[] = [];
    try {
      heavy = Array.from({ length: 10 }, () => aAdmin.call('/api/fetch', simpleFetch));
      await untilWaiting(a, 1);

      const answer = await bAdmin.call('/api/fetch', simpleFetch);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json()).toHaveLength(5);
      // one user of A runs at most one statement (a pool of 5: 2 per organisation; 1 per user here)
      expect(await waitingStatements(a)).toBe(1);
      // nothing of A's can finish while the lock is held: the first answer is a refusal
      const first = await Promise.race(heavy);
      expect(first.status).toBe(503);
      expect(first.json()).toMatchObject({ code: 'ERR_BUSY' });
      // the write routes share the caps: this user's one statement is still held
      const write = await aAdmin.call('/api/update', {
        name: 'account',
        operation: 'create',
        object: { name: 'while busy' },
      });
      expect(write.status, write.text).toBe(503);
      expect(write.json()).toMatchObject({ code: 'ERR_BUSY' });
      expect(write.headers['retry-after']).toBe('1');
    } finally {
      await unlock();
    }
    const answers = await Promise.all(heavy);
    for (const response of answers) expectStableAnswer(response);
    expect(answers.filter((response) => response.status === 200).length).toBeGreaterThan(0);
  });

  it('answers a fetch that runs past the statement timeout with 503 ERR_QUERY_TIMEOUT in the caller language', async () => {
    const session = await signIn(shortServer, a.tenant.name, a.admin.email);
    const unlock = await lockTable(a, 'account');
    try {
      const answers = await Promise.all(
        ['en', 'de'].map((language) =>
          shortServer.request('/api/fetch', {
            method: 'POST',
            host: `${a.tenant.name}.localhost`,
            headers: {
              'access-token': session.token,
              'Content-Type': 'application/json',
              'Accept-Language': language,
            },
            body: JSON.stringify(simpleFetch),
          }),
        ),
      );
      for (const response of answers) {
        expect(response.status, response.text).toBe(503);
        expect(response.json()).toMatchObject({ ok: false, code: 'ERR_QUERY_TIMEOUT' });
      }
      expect(answers[0]?.json().message).toMatch(/took too long.*narrow the filter/);
      expect(answers[1]?.json().message).toMatch(/zu lange/);
      expect(answers[0]?.text).not.toMatch(/statement timeout|canceling/i);
    } finally {
      await unlock();
    }
  });

  it('refuses links nested 3 deep with 400 before running', async () => {
    const response = await aAdmin.call('/api/fetch', selfJoin(3));
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ERR_VALIDATION',
      details: { field: 'entity.links.0.links.0.links' },
    });
  });

  it('refuses a plan PostgreSQL estimates as enormous with 400 ERR_QUERY_TOO_COMPLEX before running', async () => {
    // 1000 accounts of one owner joined to themselves twice: a billion rows to count (no index
    // order or LIMIT can stop it early)
    const response = await aAdmin.call('/api/fetch', selfJoin(2, 'count'));
    expect(response.status, response.text).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'ERR_QUERY_TOO_COMPLEX', details: { maxCost: defaultMaxPlanCost } });
    expect(body.message).toMatch(/narrow the filter/);
  });

  it('still runs linked queries of a sane size, through lookups 2 deep', async () => {
    const response = await aAdmin.call('/api/fetch', {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'name' }],
        links: [
          {
            name: 'systemuser',
            from: 'id',
            to: 'ownerid',
            alias: 'owner',
            attributes: [{ attribute: 'name' }],
            links: [{ name: 'systemuser', from: 'id', to: 'createdby', alias: 'creator' }],
          },
        ],
      },
      pageSize: 10,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json()).toHaveLength(10);
  });
});
