import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/** Form scripts are served as JavaScript modules behind a short-lived token, per tenant. */
let pool: DatabasePool;
let server: TestServer;
let a: Awaited<ReturnType<typeof createTestTenant>>;
let b: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  [a, b] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
});
afterAll(async () => {
  await server.close();
  await Promise.all([a.remove(), b.remove()]);
  await pool.end();
});

type Session = Awaited<ReturnType<typeof signIn>>;

async function createScript(session: Session, source: string, kind = 'script'): Promise<string> {
  // a view of another kind needs a body of that kind (the server checks bodies)
  const body = kind === 'form' ? { panel: { name: 'main', type: 'Fields', fields: [] }, source } : { source };
  const response = await session.call('/api/update', {
    name: 'inu_view',
    operation: 'create',
    object: {
      name: 'account.validate',
      label: 'Check',
      kind,
      objectname: 'account',
      body: JSON.stringify(body),
    },
  });
  expect(response.status).toBe(200);
  return response.text;
}

async function scriptUrl(session: Session, id: string): Promise<string> {
  const { token } = (await session.call('/api/scripttoken')).json() as { token: string };
  return `/api/formscript/${id}?token=${encodeURIComponent(token)}`;
}

describe('form scripts', () => {
  it('serves a script as a JavaScript module on its own tenant only', async () => {
    const admin = await signIn(server, a.tenant.name, a.admin.email);
    const source = 'export default function (form) { return form.getValue("name") !== "bad"; }\n';
    const id = await createScript(admin, source);
    const url = await scriptUrl(admin, id);

    const served = await server.request(url, { host: `${a.tenant.name}.localhost` });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/javascript/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.text).toBe(source);

    // the same token on another tenant's host, a bad token, no token: refused
    expect((await server.request(url, { host: `${b.tenant.name}.localhost` })).status).toBe(401);
    const tampered = url.replace(/token=[^&]{4}/, 'token=AAAA');
    expect((await server.request(tampered, { host: `${a.tenant.name}.localhost` })).status).toBe(401);
    const bare = await server.request(`/api/formscript/${id}`, { host: `${a.tenant.name}.localhost` });
    expect(bare.status).toBe(401);
    expect(bare.json()).toMatchObject({ ok: false, code: 'ERR_UNAUTHORIZED' });
  });

  it('serves only views of kind script, and says not found for unknown or malformed ids', async () => {
    const admin = await signIn(server, a.tenant.name, a.admin.email);
    const formId = await createScript(admin, 'export default 1;', 'form');
    const host = `${a.tenant.name}.localhost`;
    expect((await server.request(await scriptUrl(admin, formId), { host })).status).toBe(404);
    const unknown = await server.request(await scriptUrl(admin, '00000000-0000-4000-8000-000000000000'), {
      host,
    });
    expect(unknown.json()).toMatchObject({ code: 'ERR_RECORD_NOT_FOUND' });
    const hostile = await server.request(await scriptUrl(admin, "1'%3B%20drop%20table%20x"), { host });
    expect(hostile.status).toBe(404);
  });

  it('refuses users who may not read views, and scripts cannot be written without update on inu_view', async () => {
    const admin = await signIn(server, a.tenant.name, a.admin.email);
    const id = await createScript(admin, 'export default function () { return true; }');
    const nobody = await createUser(pool, a.tenant, { email: `nobody${Date.now()}@example.com` });
    const session = await signIn(server, a.tenant.name, nobody.email);
    const response = await server.request(await scriptUrl(session, id), {
      host: `${a.tenant.name}.localhost`,
    });
    expect(response.status).toBe(403);
    const write = await session.call('/api/update', {
      name: 'inu_view',
      operation: 'update',
      object: { id, versionnumber: 1, body: JSON.stringify({ source: 'alert(1)' }) },
    });
    expect(write.status).toBe(403);
  });
});
