import { gateLimitsFor } from '@strata/api/concurrency/data-limits';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let serverPool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  // The server gets connections of its own, as in production, and its usual caches. The
  // statement gate would let one user write 2 at a time: here all 32 writers contend at once.
  serverPool = await createDatabasePool(testDatabaseUrl(), { maximumPoolSize: 16 });
  server = await startTestServer(serverPool, {
    cacheMs: 5_000,
    dataLimits: { gate: gateLimitsFor(16, { perTenant: 32, perUser: 32 }), maxPlanCost: 0 },
  });
  tenant = await createTestTenant(pool);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await serverPool.end();
  await pool.end();
});

describe('optimistic concurrency', () => {
  it('loses no update: 32 writers x 20 increments on 8 hot records, retrying on ERR_8001', async () => {
    const writers = 32;
    // the contention is in the 32 writers at once on 8 records (every write races 3 others);
    // 20 rounds give each record hundreds of conflicts, and the test stays under 20 s
    const incrementsPerWriter = 20;
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const hot: string[] = [];
    for (let i = 0; i < 8; i++) {
      const created = await session.call('/api/update', {
        name: 'account',
        operation: 'create',
        object: { name: `Hot ${i}`, numberofemployees: 0 },
      });
      hot.push(created.text);
    }
    const table = sql.identifier([tenant.tenant.schemaName, 'account']);
    const acknowledged = new Map(hot.map((id) => [id, 0]));
    let conflicts = 0;

    const writer = async (w: number) => {
      for (let n = 0; n < incrementsPerWriter; n++) {
        const id = hot[(w + n) % hot.length] as string;
        for (;;) {
          const current = await pool.one(
            sql.unsafe`SELECT numberofemployees, versionnumber FROM ${table} WHERE id = ${id}`,
          );
          const response = await session.call('/api/update', {
            name: 'account',
            operation: 'update',
            object: {
              id,
              versionnumber: current.versionnumber,
              numberofemployees: Number(current.numberofemployees) + 1,
            },
          });
          if (response.status === 200) {
            acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
            break;
          }
          expect(response.json()).toMatchObject({ code: 'ERR_8001' });
          conflicts++;
          // as a client would: back off a little before reading again
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));

    const final = await pool.any(
      sql.unsafe`SELECT id, numberofemployees, versionnumber FROM ${table} WHERE id = ANY(${sql.array(hot, 'uuid')})`,
    );
    for (const record of final) {
      const expected = acknowledged.get(String(record.id));
      expect(record.numberofemployees).toBe(expected);
      // one version per committed change, plus the create
      expect(record.versionnumber).toBe((expected ?? 0) + 1);
    }
    expect([...acknowledged.values()].reduce((a, b) => a + b, 0)).toBe(writers * incrementsPerWriter);
    expect(conflicts).toBeGreaterThan(0);
    console.info(`${writers * incrementsPerWriter} increments, ${conflicts} ERR_8001 retries`);
  }, 180_000);
});
