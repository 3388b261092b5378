import { randomUUID } from 'node:crypto';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { createRateLimiter } from '@strata/api/rate-limit/create-rate-limiter';
import { PostgresRateLimiter } from '@strata/api/rate-limit/postgres-rate-limiter';
import type { ClosableRateLimiter, RateLimiter } from '@strata/api/rate-limit/rate-limiter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../fixtures/tcp-proxy.js';
import { openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let pool: DatabasePool;
let redis: ClosableRateLimiter;

beforeAll(async () => {
  pool = await openTestPool();
  redis = createRateLimiter({ redisUrl, pool });
});
afterAll(async () => {
  await redis.close();
  await pool.end();
});

describe.each([
  ['PostgreSQL', () => new PostgresRateLimiter(pool) as RateLimiter],
  ['Redis', () => redis as RateLimiter],
])('the %s rate limiter', (_name, make) => {
  it('allows the limit, refuses the next, and forgets on reset', async () => {
    const limiter = make();
    const key = `test|${randomUUID()}`;
    const limit = { max: 3, windowMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push((await limiter.hit(key, limit)).allowed);
    expect(decisions).toEqual([true, true, true, false, false]);
    expect((await limiter.peek(key, limit)).allowed).toBe(false);
    await limiter.reset(key);
    expect((await limiter.peek(key, limit)).allowed).toBe(true);
  });

  it('starts a new window when the old one ends', async () => {
    const limiter = make();
    const key = `test|${randomUUID()}`;
    const limit = { max: 1, windowMs: 1_000 };
    expect((await limiter.hit(key, limit)).allowed).toBe(true);
    expect((await limiter.hit(key, limit)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.hit(key, limit)).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly', async () => {
    const limiter = make();
    const key = `test|${randomUUID()}`;
    const limit = { max: 10, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(key, limit)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('gives back a refunded attempt', async () => {
    const limiter = make();
    const key = `test|${randomUUID()}`;
    const limit = { max: 2, windowMs: 60_000 };
    await limiter.hit(key, limit);
    await limiter.hit(key, limit);
    await limiter.refund(key, limit);
    expect((await limiter.hit(key, limit)).allowed).toBe(true);
    expect((await limiter.hit(key, limit)).allowed).toBe(false);
  });
});

describe('without Redis', () => {
  it('counts in PostgreSQL when Redis cannot be reached: limited, never refused for nothing', async () => {
    const unreachable = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', pool });
    try {
      const key = `test|${randomUUID()}`;
      const limit = { max: 2, windowMs: 60_000 };
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push((await unreachable.hit(key, limit)).allowed);
      expect(decisions).toEqual([true, true, false]);
      // the insurance counted them in PostgreSQL
      expect((await new PostgresRateLimiter(pool).peek(key, limit)).count).toBe(3);
    } finally {
      await unreachable.close();
    }
  });
});

describe('failing closed', () => {
  it('refuses when PostgreSQL goes away', async () => {
    const proxy = await startTcpProxy(testDatabaseUrl());
    const viaProxy = await createDatabasePool(proxy.connectionUri);
    const limiter = new PostgresRateLimiter(viaProxy);
    expect((await limiter.hit(`test|${randomUUID()}`, { max: 100, windowMs: 1000 })).allowed).toBe(true);
    await proxy.cut();
    const refused = await limiter.hit(`test|${randomUUID()}`, { max: 100, windowMs: 1000 });
    expect(refused).toMatchObject({ allowed: false, unavailable: true });
    await viaProxy.end().catch(() => undefined);
  });
});
