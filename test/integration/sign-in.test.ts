import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn, testPassword } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let a: Awaited<ReturnType<typeof createTestTenant>>;
let b: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  [a, b] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  await createUser(pool, a.tenant, { email: 'Sales@Example.com', roles: ['salesperson'] });
});
afterAll(async () => {
  await server.close();
  await Promise.all([a.remove(), b.remove()]);
  await pool.end();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('POST /api/login', () => {
  it('answers an access-token header and a session that works for the user context', async () => {
    const session = await signIn(server, a.tenant.name, 'sales@example.com');
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const context = await session.call('/api/getusercontext');
    expect(context.status).toBe(200);
    expect(context.json()).toMatchObject({
      orgName: a.tenant.name,
      user: { email: 'Sales@Example.com' },
      isAdmin: false,
    });
  });

  it("lists the user's apps with their home menus; administrators also get Customize", async () => {
    type App = { name: string; builtIn: boolean; home: { kind: string; name?: string }[] | null };
    const sales = (
      await (await signIn(server, a.tenant.name, 'sales@example.com')).call('/api/getusercontext')
    ).json() as {
      apps: App[];
    };
    expect(sales.apps.map((app) => app.name)).toEqual(['sales']);
    expect(sales.apps[0]?.home?.slice(0, 4)).toEqual([
      { kind: 'custom', name: 'dashboard', label: 'Dashboard', icon: 'chart', url: 'dashboard/sales' },
      {
        kind: 'custom',
        name: 'whatsnext',
        label: "What's Next",
        icon: 'clock',
        url: 'whatsnext',
        permissions: 'inu_nextrule;1',
      },
      { kind: 'separator', label: 'Customers' },
      { kind: 'entity', name: 'account', icon: 'building' },
    ]);
    const admin = (
      await (await signIn(server, a.tenant.name, a.admin.email)).call('/api/getusercontext')
    ).json() as {
      apps: App[];
    };
    expect(admin.apps.map((app) => [app.name, app.builtIn, app.home === null])).toEqual([
      ['sales', false, false],
      ['service', false, false],
      ['customize', true, true],
    ]);
  });

  it('takes the organisation from the form on the bare domain', async () => {
    const response = await server.request(
      '/api/login',
      form({ organization: a.tenant.name, username: a.admin.email, password: 'correct horse battery' }),
    );
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, organization: a.tenant.name });
  });

  it('answers the same ok:false for a wrong password and an unknown user', async () => {
    const wrong = await server.request('/api/login', {
      ...form({ username: a.admin.email, password: 'nope nope' }),
      host: `${a.tenant.name}.localhost`,
    });
    const unknown = await server.request('/api/login', {
      ...form({ username: 'ghost@example.com', password: 'nope nope' }),
      host: `${a.tenant.name}.localhost`,
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.json()).toMatchObject({
        ok: false,
        code: 'ERR_LOGIN_FAILED',
        message: 'Invalid Username or password',
      });
      expect(response.headers['access-token']).toBeUndefined();
    }
  });

  it('refuses oversized forms with 413 before reading them', async () => {
    const response = await server.request('/api/login', {
      ...form({ username: a.admin.email, password: 'x'.repeat(100 * 1024) }),
      host: `${a.tenant.name}.localhost`,
    });
    expect(response.status).toBe(413);
    expect(response.json()).toMatchObject({ code: 'ERR_PAYLOAD_TOO_LARGE' });
    const fields = new URLSearchParams(
      Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, 'x'])),
    );
    const tooMany = await server.request('/api/login', {
      method: 'POST',
      host: `${a.tenant.name}.localhost`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(tooMany.status).toBe(413);
  });

  it("refuses tenant A's user on tenant B", async () => {
    const response = await server.request('/api/login', {
      ...form({ username: a.admin.email, password: testPassword }),
      host: `${b.tenant.name}.localhost`,
    });
    expect(response.status).toBe(401);
  });
});

describe('sessions', () => {
  it("are bound to their tenant: A's token on B's host is 401", async () => {
    const session = await signIn(server, a.tenant.name, a.admin.email);
    const onB = await server.request('/api/getusercontext', {
      host: `${b.tenant.name}.localhost`,
      headers: { 'access-token': session.token },
    });
    expect(onB.status).toBe(401);
    expect(onB.json()).toMatchObject({ code: 'ERR_UNAUTHORIZED' });
    // on the bare domain the token names its own tenant
    const bare = await server.request('/api/getusercontext', { headers: { 'access-token': session.token } });
    expect(bare.json()).toMatchObject({ orgName: a.tenant.name });
  });

  it('end at logout', async () => {
    const session = await signIn(server, a.tenant.name, a.admin.email);
    expect((await session.call('/api/logout', {})).status).toBe(200);
    expect((await session.call('/api/getusercontext')).status).toBe(401);
  });

  it('refuse made-up and malformed tokens', async () => {
    for (const token of ['x', 'A'.repeat(43), 'A'.repeat(5000), "' OR 1=1 --"]) {
      const response = await server.request('/api/getusercontext', {
        host: `${a.tenant.name}.localhost`,
        headers: { 'access-token': token },
      });
      expect(response.status, token.slice(0, 10)).toBe(401);
    }
  });
});
