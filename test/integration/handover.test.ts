import { createHash } from 'node:crypto';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OAuthTestApp, startOAuthTestApp } from '../fixtures/oidc-app.js';
import { TestBrowser } from '../fixtures/oidc-browser.js';
import { exchangeHandover, handoverCodeFrom, walkFlow } from '../fixtures/oidc-flow.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { createUser, testPassword } from '../fixtures/users.js';

/**
 * Issue 35 item 4: a link cannot swap a signed-in user's session. A provider sign-in lands with
 * a one-time code in the fragment, never the token; the code is exchanged by POST /api/handover,
 * once, within a minute, on its own organisation's host, and (for a flow the browser started
 * with a nonce) only with that nonce. A code someone else's flow produced opens nothing here.
 */
let pool: DatabasePool;
let app: OAuthTestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let other: Awaited<ReturnType<typeof createTestTenant>>;
let org: string;
let ada: { id: string; email: string };
const nonce = 'n'.repeat(22) + 'A'.repeat(21);

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool);
  other = await createTestTenant(pool);
  org = tenant.tenant.name;
  ada = await createUser(pool, tenant.tenant, {
    email: 'ada@example.com',
    name: 'Ada',
    roles: ['salesperson'],
  });
  app = await startOAuthTestApp(pool);
  app.provider.accounts.set('ada', { email: 'ada@example.com', email_verified: true, name: 'Ada' });
});
afterAll(async () => {
  await app?.close();
  await tenant?.remove();
  await other?.remove();
  await pool?.end();
});
afterEach(() => {
  expect(app.logs).toEqual([]);
});

/** A provider sign-in's final redirect, started with `query` (the page's nonce, if any). */
async function landing(query = ''): Promise<URL> {
  const end = await walkFlow(new TestBrowser(), `${app.home}/auth/google/${org}${query}`, {
    login: 'ada',
    provider: app.provider.issuer,
  });
  expect(end.response.status).toBe(303);
  return end.next as URL;
}

function expectRefused(response: { status: number; json: () => unknown }) {
  expect(response.status).toBe(400);
  expect(response.json()).toMatchObject({ code: 'ERR_HANDOVER_INVALID' });
}

async function userContext(token: string) {
  return app.call(org, '/api/getusercontext', token);
}

describe('sign-in hand-over', () => {
  it('puts a one-time code in the address, never an access token', async () => {
    const url = await landing();
    expect(url.hash).toMatch(/^#handover=[A-Za-z0-9_-]{43}$/);
    expect(url.href).not.toMatch(/access-token/);
    const stored = await pool.any(sql.unsafe`
      SELECT 1 FROM strata.handover_codes
      WHERE code_hash = ${sql.binary(createHash('sha256').update(handoverCodeFrom(url)).digest())}`);
    expect(stored).toHaveLength(1); // by its hash: the code itself is stored nowhere
  });

  it('a code works once', async () => {
    const url = await landing();
    const code = handoverCodeFrom(url);
    const first = await exchangeHandover(url, code);
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, user: { id: ada.id, email: 'ada@example.com' } });
    const token = String(first.headers['access-token']);
    expect((await userContext(token)).status).toBe(200);
    expectRefused(await exchangeHandover(url, code));
  });

  it('a code of a flow started with a nonce opens only with that nonce (a crafted link opens nothing)', async () => {
    const url = await landing(`?handover=${nonce}`);
    const code = handoverCodeFrom(url);
    // the victim's page holds no nonce of this flow, or another one: refused, and the code is spent
    expectRefused(await exchangeHandover(url, code));
    expectRefused(await exchangeHandover(url, code, nonce));

    const second = await landing(`?handover=${nonce}`);
    expectRefused(await exchangeHandover(second, handoverCodeFrom(second), 'x'.repeat(43)));
    const third = await landing(`?handover=${nonce}`);
    const exchanged = await exchangeHandover(third, handoverCodeFrom(third), nonce);
    expect(exchanged.status).toBe(200);
    expect(exchanged.json()).toMatchObject({ started: true });
  });

  it('a code is bound to its organisation: another tenant’s host refuses it', async () => {
    const url = await landing();
    const elsewhere = new URL(app.origin(other.tenant.name));
    expectRefused(await exchangeHandover(elsewhere, handoverCodeFrom(url)));
    // spent by the attempt
    expectRefused(await exchangeHandover(url, handoverCodeFrom(url)));
  });

  it('a code expires', async () => {
    const url = await landing();
    const code = handoverCodeFrom(url);
    await pool.query(sql.unsafe`
      UPDATE strata.handover_codes SET expires_at = now() - interval '1 second'
      WHERE code_hash = ${sql.binary(createHash('sha256').update(code).digest())}`);
    expectRefused(await exchangeHandover(url, code));
  });

  it('refuses malformed and unknown codes', async () => {
    const url = new URL(app.origin(org));
    expectRefused(await exchangeHandover(url, 'not a code'));
    expectRefused(await exchangeHandover(url, 'A'.repeat(43)));
  });

  it('the trial hand-over: a session becomes a code for another origin and ends', async () => {
    const browser = new TestBrowser();
    const login = await browser.post(`${app.origin(org)}/api/login`, {
      username: 'ada@example.com',
      password: testPassword,
    });
    const token = String(login.headers['access-token']);
    const started = await browser.request(`${app.origin(org)}/api/handover/start`, {
      method: 'POST',
      headers: { 'access-token': token },
    });
    expect(started.status).toBe(200);
    const { code } = started.json() as { code: string };
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await userContext(token)).status).toBe(401);
    const exchanged = await exchangeHandover(new URL(app.origin(org)), code);
    expect(exchanged.status).toBe(200);
    // not this browser's own flow: the page asks before it replaces a session of its own
    expect(exchanged.json()).toMatchObject({ started: false, user: { email: 'ada@example.com' } });
  });

  it('making a code needs a session', async () => {
    const response = await new TestBrowser().request(`${app.origin(org)}/api/handover/start`, {
      method: 'POST',
    });
    expect(response.status).toBe(401);
  });
});
