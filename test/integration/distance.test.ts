import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Trip distances go through POST /api/distance to an OSRM-compatible directions service
 * (DIRECTIONS_URL); here a local fake speaks OSRM's wire format. Trnava -> Vienna.
 */
let pool: DatabasePool;
let server: TestServer;
let unconfigured: TestServer;
let fake: Server;
let mode: 'ok' | 'fail' | 'slow' | 'noroute' = 'ok';
const seen: URL[] = [];
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
const trnava = { latitude: 48.3774, longitude: 17.5872 };
const vienna = { latitude: 48.2082, longitude: 16.3738 };

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push(url);
    res.setHeader('Content-Type', 'application/json');
    if (mode === 'slow') return; // never answers: the API gives up after 5 s
    if (mode === 'fail') {
      res.statusCode = 500;
      res.end('{}');
      return;
    }
    if (mode === 'noroute') {
      res.end(JSON.stringify({ code: 'NoRoute', routes: [] }));
      return;
    }
    res.end(
      JSON.stringify({
        code: 'Ok',
        routes: [
          {
            distance: 112_345,
            duration: 4_530.4,
            legs: [{ distance: 112_345, duration: 4_530.4, steps: [] }],
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  pool = await openTestPool();
  const port = (fake.address() as AddressInfo).port;
  server = await startTestServer(pool, { directionsUrl: `http://127.0.0.1:${port}/osrm/` });
  unconfigured = await startTestServer(pool);
  tenant = await createTestTenant(pool);
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close()]);
  await tenant.remove();
  await pool.end();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

describe('POST /api/distance', () => {
  it('measures a route through the directions service, calling only its configured path', async () => {
    mode = 'ok';
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const answer = await session.call('/api/distance', { points: [trnava, vienna] });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      distance: 112.3,
      duration: 4530,
      approx: false,
      legs: [{ distance: 112.3, duration: 4530 }],
    });
    const url = seen.at(-1);
    expect(url?.pathname).toBe('/osrm/route/v1/driving/17.5872,48.3774;16.3738,48.2082');
    expect(url?.searchParams.get('overview')).toBe('false');
  });

  it.each(['fail', 'noroute'] as const)(
    'falls back to the great-circle distance, marked approx (%s)',
    async (how) => {
      mode = how;
      const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
      const answer = (await session.call('/api/distance', { points: [trnava, vienna] })).json() as {
        distance: number;
        approx: boolean;
        duration: null;
      };
      expect(answer.approx).toBe(true);
      expect(answer.duration).toBeNull();
      expect(answer.distance).toBeCloseTo(91.7, 1);
    },
  );

  it('gives up on a service that does not answer (5 s) and estimates', async () => {
    mode = 'slow';
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const answer = (await session.call('/api/distance', { points: [trnava, vienna] })).json() as {
      approx: boolean;
    };
    expect(answer.approx).toBe(true);
  }, 20_000);

  it('estimates without DIRECTIONS_URL', async () => {
    const session = await signIn(unconfigured, tenant.tenant.name, tenant.admin.email);
    const answer = (await session.call('/api/distance', { points: [trnava, vienna, trnava] })).json() as {
      approx: boolean;
      legs: unknown[];
    };
    expect(answer.approx).toBe(true);
    expect(answer.legs).toHaveLength(2);
  });

  it('refuses bad input with a clear code and strangers with 401', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    for (const bad of [
      {},
      { points: [trnava] },
      { points: [trnava, { latitude: 91, longitude: 0 }] },
      { points: [trnava, vienna], url: 'http://169.254.169.254/' },
      { points: 'Trnava;Vienna' },
    ]) {
      const response = await session.call('/api/distance', bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, code: 'ERR_VALIDATION' });
    }
    const stranger = await server.request('/api/distance', {
      host: `${tenant.tenant.name}.localhost`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ points: [trnava, vienna] }),
    });
    expect(stranger.status).toBe(401);
  });
});
