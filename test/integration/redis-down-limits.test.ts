import { randomBytes } from 'node:crypto';
import type { DatabasePool } from '@strata/api/db/types';
import { createRateLimiter } from '@strata/api/rate-limit/create-rate-limiter';
import { PostgresRateLimiter } from '@strata/api/rate-limit/postgres-rate-limiter';
import { rateKey } from '@strata/api/rate-limit/rate-key';
import { type ClosableRateLimiter, limits } from '@strata/api/rate-limit/rate-limiter';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../fixtures/private-redis.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, testPassword } from '../fixtures/users.js';

// Issue 15 item 3: with REDIS_URL set and Redis gone, a right password signs in (it used to be
// refused as "too many attempts") and wrong ones are still limited, counted in PostgreSQL.

let pool: DatabasePool;
let redis: PrivateRedis;
let limiter: ClosableRateLimiter;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  redis = await startPrivateRedis();
  limiter = createRateLimiter({ redisUrl: redis.url, pool });
  server = await startTestServer(pool, { rateLimiter: limiter });
  org = await createTestTenant(pool);
});
afterAll(async () => {
  await server.close();
  await limiter.close();
  await redis.stop();
  await org.remove();
  await pool.end();
});

const login = (username: string, password: string) =>
  server.request('/api/login', {
    method: 'POST',
    host: `${org.tenant.name}.localhost`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
const newUser = () =>
  createUser(pool, org.tenant, {
    email: `${randomBytes(4).toString('hex')}@redis-down.test`,
    roles: ['salesperson'],
  });
const accountKey = (email: string) => rateKey('login-account', org.tenant.id, email);

describe('rate limits while Redis is down', () => {
  it('counts in Redis while it is up, in PostgreSQL while it is down, and in Redis again once back', async () => {
    const probe = new Redis(redis.url, { lazyConnect: true });
    try {
      // up: a failure is counted in Redis, not in PostgreSQL
      const before = await newUser();
      expect((await login(before.email, 'wrong')).status).toBe(401);
      await probe.connect();
      expect(await probe.get(`rl:${accountKey(before.email)}`)).toBe('1');
      probe.disconnect();
      expect(
        (await new PostgresRateLimiter(pool).peek(accountKey(before.email), limits.loginFailuresPerAccount))
          .count,
      ).toBe(0);

      await redis.stop();

      // down: the right password signs in
      const user = await newUser();
      const signedIn = await login(user.email, testPassword);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers['access-token']).toBeTruthy();
      // and wrong ones are limited all the same: 5 checked, then locked, even the right one
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await login(user.email, `wrong ${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const locked = await login(user.email, testPassword);
      expect(locked.json()).toMatchObject({ code: 'ERR_ACCOUNT_LOCKED' });
      // counted by the PostgreSQL insurance
      expect(
        (await new PostgresRateLimiter(pool).peek(accountKey(user.email), limits.loginFailuresPerAccount))
          .count,
      ).toBe(5);

      await redis.start();

      // back: once the client has reconnected, counts go to Redis again
      const after = await newUser();
      await waitForRedisCount(probe, accountKey(after.email), () => login(after.email, 'wrong'));
      expect((await login(after.email, testPassword)).status).toBe(200);
    } finally {
      probe.disconnect();
    }
  });
});

/** Fails logins until one is counted in Redis (the client reconnects with a back-off of up to 2 s). */
async function waitForRedisCount(probe: Redis, key: string, fail: () => Promise<unknown>): Promise<void> {
  await probe.connect();
  for (let i = 0; i < 4; i++) {
    await fail();
    if (await probe.get(`rl:${key}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the limiter did not go back to Redis');
}
