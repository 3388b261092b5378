import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { changeTenantStatus } from '@strata/api/tenancy/tenant-lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../fixtures/tcp-proxy.js';
import { createTestTenant, openTestPool, standaloneBus, testDatabaseUrl } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let suspended: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  [tenant, suspended] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  await changeTenantStatus(pool, standaloneBus, suspended.tenant.name, 'suspended');
});
afterAll(async () => {
  await server.close();
  await Promise.all([tenant.remove(), suspended.remove()]);
  await pool.end();
});

/** Every error body: a stable code and a message, never internals. */
function expectCleanError(body: Record<string, unknown>, code: string) {
  expect(body).toMatchObject({ ok: false, code });
  expect(typeof body.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+|stack|relation "|syntax error|duplicate key/i);
}

describe('GET /api/health', () => {
  it('answers 200 with the database up', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, db: 'up', redis: 'off', version: '0.1.0' });
    expect(Number.isNaN(Date.parse(String(response.json().buildDate)))).toBe(false);
  });

  it('answers 503 when the database cannot be reached', async () => {
    const proxy = await startTcpProxy(testDatabaseUrl());
    const viaProxy = await createDatabasePool(proxy.connectionUri);
    const down = await startTestServer(viaProxy);
    try {
      expect((await down.request('/api/health')).status).toBe(200);
      await proxy.cut();
      const response = await down.request('/api/health');
      expect(response.status).toBe(503);
      expect(response.json()).toMatchObject({ ok: false, db: 'down' });
    } finally {
      await down.close();
      await viaProxy.end().catch(() => undefined);
    }
  });
});

describe('tenancy', () => {
  const name = () => tenant.tenant.name;

  it('takes the organisation from the sub-domain', async () => {
    const response = await server.request('/api/organization', { host: `${name()}.localhost:3000` });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ name: name() });
  });

  it('takes it from ?org= or the login form on the bare domain', async () => {
    expect((await server.request(`/api/organization?org=${name()}`)).json()).toMatchObject({ name: name() });
    const form = await server.request('/api/organization', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `organization=${name().toUpperCase()}`,
    });
    expect(form.json()).toMatchObject({ name: name() });
  });

  it('lets the sub-domain win over a parameter naming another organisation', async () => {
    const response = await server.request(`/api/organization?org=${suspended.tenant.name}`, {
      host: `${name()}.localhost`,
    });
    expect(response.json()).toMatchObject({ name: name() });
  });

  it('answers 404 ERR_ORG_NOT_FOUND for unknown organisations, also hostile ones', async () => {
    for (const host of ['nope.localhost', 'a.b.localhost', "x'--.localhost"]) {
      const response = await server.request('/api/organization', { host });
      expect(response.status, host).toBe(404);
      expectCleanError(response.json(), 'ERR_ORG_NOT_FOUND');
    }
    const query = await server.request(
      `/api/organization?org=${encodeURIComponent('"; drop schema strata;--')}`,
    );
    expect(query.status).toBe(404);
  });

  it('answers 400 for a path parameter that is not valid percent-encoding', async () => {
    for (const path of ['/api/metadata/objects/%E0', '/auth/google/%E0']) {
      const response = await server.request(path, { method: path.startsWith('/api') ? 'PUT' : 'GET' });
      expect(response.status, path).toBe(400);
      expectCleanError(response.json(), 'ERR_VALIDATION');
    }
  });

  it('answers 403 ERR_ORG_SUSPENDED for a suspended organisation', async () => {
    const response = await server.request('/api/organization', {
      host: `${suspended.tenant.name}.localhost`,
    });
    expect(response.status).toBe(403);
    expectCleanError(response.json(), 'ERR_ORG_SUSPENDED');
  });

  it('answers ERR_ORG_REQUIRED where an organisation is needed and none was given', async () => {
    const response = await server.request('/api/organization');
    expect(response.status).toBe(400);
    expectCleanError(response.json(), 'ERR_ORG_REQUIRED');
  });

  it('does not need an organisation for the health check, even on an unknown sub-domain', async () => {
    expect((await server.request('/api/health', { host: 'nope.localhost' })).status).toBe(200);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 ERR_BAD_JSON', async () => {
    const response = await server.request('/api/organization', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"organization": ',
    });
    expect(response.status).toBe(400);
    expectCleanError(response.json(), 'ERR_BAD_JSON');
  });

  it('answers an oversized body with 413 ERR_PAYLOAD_TOO_LARGE', async () => {
    const response = await server.request('/api/organization', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expectCleanError(response.json(), 'ERR_PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API paths with 404 ERR_ROUTE_NOT_FOUND', async () => {
    const response = await server.request('/api/no/such/thing');
    expect(response.status).toBe(404);
    expectCleanError(response.json(), 'ERR_ROUTE_NOT_FOUND');
  });

  it('translates messages by Accept-Language and gives every response a request id', async () => {
    const response = await server.request('/api/organization', {
      host: 'nope.localhost',
      headers: { 'Accept-Language': 'sk-SK,sk;q=0.9' },
    });
    expect(response.json().message).toBe('Organizácia sa nenašla: nope');
    expect(response.headers['x-request-id']).toBe(response.json().requestId);
  });

  it('sends security headers', async () => {
    const response = await server.request('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

/**
 * POST /api/fetch is matched first, ahead of the other routers (issue 20's hot path): it must
 * still run every API request's middleware, so it answers as every other route does.
 */
describe('the data API hot path (POST /api/fetch)', () => {
  const query = { entity: { name: 'account', attributes: [{ attribute: 'name' }] } };
  const fetchAs = (headers: Record<string, string>, body: string, host = `${tenant.tenant.name}.localhost`) =>
    server.request('/api/fetch', {
      method: 'POST',
      host,
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });

  it('answers rows with the security headers and a request id', async () => {
    const { token } = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const response = await fetchAs({ 'access-token': token }, JSON.stringify(query));
    expect(response.status).toBe(200);
    expect(Array.isArray(JSON.parse(response.text))).toBe(true);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses what every API route refuses, with the same codes', async () => {
    const { token } = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const body = JSON.stringify(query);
    const cases: [Promise<Awaited<ReturnType<typeof fetchAs>>>, number, string][] = [
      [fetchAs({}, body), 401, 'ERR_UNAUTHORIZED'],
      [fetchAs({ 'access-token': token }, body, 'nope.localhost'), 404, 'ERR_ORG_NOT_FOUND'],
      [
        fetchAs({ 'access-token': token }, body, `${suspended.tenant.name}.localhost`),
        403,
        'ERR_ORG_SUSPENDED',
      ],
      [fetchAs({ 'access-token': token }, '{"entity": '), 400, 'ERR_BAD_JSON'],
      [
        fetchAs({ 'access-token': token }, JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) })),
        413,
        'ERR_PAYLOAD_TOO_LARGE',
      ],
      [fetchAs({ 'access-token': token, 'x-view-as-role': 'not-a-uuid' }, body), 400, 'ERR_VALIDATION'],
    ];
    for (const [pending, status, code] of cases) {
      const response = await pending;
      expect(response.status, code).toBe(status);
      expectCleanError(response.json(), code);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // a form-encoded body is no query: refused as invalid input, never a 500
    const form = await server.request('/api/fetch', {
      method: 'POST',
      host: `${tenant.tenant.name}.localhost`,
      headers: { 'access-token': token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'entity=account',
    });
    expect(form.status).toBe(400);
    expectCleanError(form.json(), 'ERR_VALIDATION');
  });
});
