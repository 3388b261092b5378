import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * The address dialog's geocoding goes through /api/geocode to a Nominatim-compatible service;
 * here a local fake speaks Nominatim's wire format (there is no local Nominatim to run).
 */
let pool: DatabasePool;
let server: TestServer;
let unconfigured: TestServer;
let fake: Server;
const seen: URL[] = [];
let tenant: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push(url);
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/search' && url.searchParams.get('q')?.includes('Nitra')) {
      res.end(JSON.stringify([{ lat: '48.3069', lon: '18.0864', display_name: 'Nitra', extra: 'x' }]));
    } else if (url.pathname === '/search' && url.searchParams.get('q')?.includes('Broken')) {
      res.statusCode = 500;
      res.end('{}');
    } else if (url.pathname === '/reverse') {
      res.end(
        JSON.stringify({
          address: {
            road: 'Štefánikova',
            house_number: '1',
            city: 'Nitra',
            postcode: '949 01',
            evil: '<script>',
          },
        }),
      );
    } else {
      res.end('[]');
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  pool = await openTestPool();
  const port = (fake.address() as AddressInfo).port;
  server = await startTestServer(pool, { geocoderUrl: `http://127.0.0.1:${port}` });
  unconfigured = await startTestServer(pool);
  tenant = await createTestTenant(pool);
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close()]);
  await tenant.remove();
  await pool.end();
  await new Promise((resolve) => fake.close(resolve));
});

describe('geocoding through the API', () => {
  it('finds an address, in Nominatim shape and nothing more', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const found = await session.call(`/api/geocode/search?q=${encodeURIComponent('Štefánikova 1, Nitra')}`);
    expect(found.status).toBe(200);
    expect(JSON.parse(found.text)).toEqual([{ lat: '48.3069', lon: '18.0864', display_name: 'Nitra' }]);
    expect(seen.at(-1)?.searchParams.get('format')).toBe('jsonv2');
    const none = await session.call('/api/geocode/search?q=Nowhere');
    expect(JSON.parse(none.text)).toEqual([]);
  });

  it('reads the address at a point, keeping only the known parts', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const found = await session.call('/api/geocode/reverse?lat=48.3&lon=18.08');
    expect(JSON.parse(found.text)).toEqual({
      address: { road: 'Štefánikova', house_number: '1', city: 'Nitra', postcode: '949 01' },
    });
  });

  it('finds nothing when the service fails or is not configured, and refuses bad input', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    expect(JSON.parse((await session.call('/api/geocode/search?q=Broken')).text)).toEqual([]);
    const other = await signIn(unconfigured, tenant.tenant.name, tenant.admin.email);
    expect(JSON.parse((await other.call('/api/geocode/search?q=Nitra')).text)).toEqual([]);
    for (const bad of [
      '/api/geocode/search',
      '/api/geocode/search?q=',
      '/api/geocode/reverse?lat=91&lon=0',
      '/api/geocode/reverse?lat=x&lon=1',
    ]) {
      const response = await session.call(bad);
      expect(response.status, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({ ok: false, code: 'ERR_VALIDATION' });
    }
  });

  it('limits each user to 300 calls an hour (429 with Retry-After), not their colleagues', async () => {
    const heavy = await createUser(pool, tenant.tenant, { email: `heavy${Date.now()}@example.com` });
    const session = await signIn(server, tenant.tenant.name, heavy.email);
    const statuses: number[] = [];
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => session.call('/api/geocode/search?q=Nowhere')),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    const over = await session.call('/api/geocode/reverse?lat=48.3&lon=18.08');
    expect(over.status).toBe(429);
    expect(over.json()).toMatchObject({ code: 'ERR_RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const colleague = await signIn(server, tenant.tenant.name, tenant.admin.email);
    expect((await colleague.call('/api/geocode/search?q=Nowhere')).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const response = await server.request('/api/geocode/search?q=Nitra', {
      host: `${tenant.tenant.name}.localhost`,
    });
    expect(response.status).toBe(401);
  });
});
