import { createHash } from 'node:crypto';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OAuthTestApp, startOAuthTestApp } from '../fixtures/oidc-app.js';
import { type BrowserResponse, TestBrowser } from '../fixtures/oidc-browser.js';
import { walkFlow } from '../fixtures/oidc-flow.js';
import { decodeJwt, type IdTokenTamper } from '../fixtures/oidc-provider.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { createUser } from '../fixtures/users.js';

let pool: DatabasePool;
let app: OAuthTestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let org: string;
let ada: { id: string; email: string };

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool);
  org = tenant.tenant.name;
  ada = await createUser(pool, tenant.tenant, { email: 'ada@example.com', roles: ['salesperson'] });
  app = await startOAuthTestApp(pool);
  app.provider.accounts.set('ada', { email: 'ada@example.com', email_verified: true });
});
afterAll(async () => {
  await app?.close();
  await tenant?.remove();
  await pool?.end();
});
beforeEach(() => {
  app.provider.tamper = null;
});
afterEach(() => {
  // refusals are warnings at most: nothing reached the unexpected-error path
  expect(app.logs.filter((entry) => entry.level !== 'warn')).toEqual([]);
});

const start = (provider = 'google', query = '') => `${app.home}/auth/${provider}/${org}${query}`;
const toCallback = (browser: TestBrowser, login = 'ada') =>
  walkFlow(browser, start(), { login, provider: app.provider.issuer, stopAtCallback: true });

const sessionCount = async () =>
  Number(await pool.oneFirst(sql.unsafe`SELECT count(*) FROM strata.sessions WHERE user_id = ${ada.id}`));

/** A coded error and nothing else: no token, no redirect, no provider text, no stack. */
function expectRefused(response: BrowserResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.location).toBeUndefined();
  const body = response.json();
  expect(body).toMatchObject({ ok: false, code });
  for (const key of Object.keys(body)) expect(['ok', 'code', 'message', 'requestId']).toContain(key);
  expect(response.text).not.toMatch(/access-token|stack|at \w+ \(|jwt|nonce|audience|issuer|alg/i);
}

describe('state', () => {
  it('refuses a callback without a state', async () => {
    const browser = new TestBrowser();
    await browser.get(start()); // the browser holds a binding cookie
    expectRefused(await browser.get(`${app.home}/auth/callback/google?code=abc`), 400, 'ERR_OAUTH_FAILED');
  });

  it('refuses a state nobody issued', async () => {
    const browser = new TestBrowser();
    await browser.get(start());
    const response = await browser.get(`${app.home}/auth/callback/google?code=abc&state=made-up-state`);
    expectRefused(response, 400, 'ERR_OAUTH_FAILED');
  });

  it("refuses another browser's state (a callback URL carried to a victim)", async () => {
    const attacker = new TestBrowser();
    const end = await toCallback(attacker);
    expect(end.next?.pathname).toBe('/auth/callback/google');
    const victim = new TestBrowser();
    await victim.get(start()); // the victim has a binding cookie of its own
    const before = await sessionCount();
    expectRefused(await victim.get(end.next as URL), 400, 'ERR_OAUTH_FAILED');
    expectRefused(await new TestBrowser().get(end.next as URL), 400, 'ERR_OAUTH_FAILED');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a state issued for another provider', async () => {
    const browser = new TestBrowser();
    const end = await toCallback(browser);
    const elsewhere = new URL(`/auth/callback/microsoft${end.next?.search}`, app.home);
    expectRefused(await browser.get(elsewhere), 400, 'ERR_OAUTH_FAILED');
  });

  it('refuses a replayed state', async () => {
    const browser = new TestBrowser();
    const end = await toCallback(browser);
    const first = await browser.get(end.next as URL);
    expect(first.status).toBe(303);
    expect(first.location?.hash).toMatch(/^#handover=[A-Za-z0-9_-]{43}$/);
    expectRefused(await browser.get(end.next as URL), 400, 'ERR_OAUTH_FAILED');
  });

  it('refuses a state older than ten minutes', async () => {
    const browser = new TestBrowser();
    const end = await toCallback(browser);
    const state = end.next?.searchParams.get('state') ?? '';
    const hash = createHash('sha256').update(state).digest();
    await pool.query(sql.unsafe`
      UPDATE strata.oauth_states SET expires_at = now() - interval '1 second' WHERE state_hash = ${sql.binary(hash)}`);
    expectRefused(await browser.get(end.next as URL), 400, 'ERR_OAUTH_FAILED');
  });
});

describe('ID token checks', () => {
  const resign =
    (change: (claims: Record<string, unknown>) => Record<string, unknown>): IdTokenTamper =>
    (token) =>
      app.provider.signIdToken({ alg: 'RS256' }, change(decodeJwt(token).claims));

  /** The flow ends in ERR_OAUTH_FAILED, no session, and a log line naming the failed check. */
  async function attempt(tamper: IdTokenTamper, reason: RegExp) {
    app.provider.tamper = tamper;
    app.logs.length = 0;
    const before = await sessionCount();
    const end = await walkFlow(new TestBrowser(), start(), { login: 'ada', provider: app.provider.issuer });
    expect(end.response.url.pathname).toBe('/auth/callback/google');
    expectRefused(end.response, 400, 'ERR_OAUTH_FAILED');
    expect(await sessionCount()).toBe(before);
    const causes = app.logs.map((entry) => String((entry.fields.cause as { message?: unknown })?.message));
    expect(causes).toEqual([expect.stringMatching(reason)]);
  }

  it('accepts the untouched token (the tampering hook itself changes nothing)', async () => {
    app.provider.tamper = resign((claims) => claims);
    const end = await walkFlow(new TestBrowser(), start(), { login: 'ada', provider: app.provider.issuer });
    expect(end.response.status).toBe(303);
  });

  it('refuses alg none', async () => {
    await attempt((token) => {
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(decodeJwt(token).claims)}.`;
    }, /"alg"/);
  });

  it('refuses a wrong audience', async () => {
    await attempt(
      resign((claims) => ({ ...claims, aud: 'someone-elses-client' })),
      /"aud"/,
    );
  });

  it('refuses a wrong issuer', async () => {
    await attempt(
      resign((claims) => ({ ...claims, iss: 'https://evil.example' })),
      /"iss"/,
    );
  });

  it('refuses a wrong nonce', async () => {
    await attempt(
      resign((claims) => ({ ...claims, nonce: 'not-the-nonce-we-sent' })),
      /"nonce"/,
    );
  });

  it('refuses a signature by a key the provider never published', async () => {
    await attempt(
      (token) => app.provider.signWithForeignKey({ alg: 'RS256' }, decodeJwt(token).claims),
      /signature verification failed/,
    );
  });

  it('refuses an expired token', async () => {
    await attempt(
      resign((claims) => ({ ...claims, iat: 1_000_000_000, exp: 1_000_000_600 })),
      /"exp"/,
    );
  });
});

describe('redirect targets', () => {
  it.each([
    ['//evil.example/popupLogin'],
    ['/\\evil.example/popupLogin'],
    ['https://evil.example/popupLogin'],
    ['javascript:alert(document.domain)'],
    ['JavaScript:alert(1)'],
    ['/\t/evil.example'],
    ['http://x.localhost@evil.example/'],
    ['data:text/html,<script>alert(1)</script>'],
    ['popupLogin'],
  ])('refuses %s', async (redirectUrl) => {
    const response = await new TestBrowser().get(
      start('google', `?redirectUrl=${encodeURIComponent(redirectUrl)}`),
    );
    expectRefused(response, 400, 'ERR_REDIRECT_NOT_ALLOWED');
  });

  it("refuses another organisation's origin", async () => {
    const other = `${app.origin('someone-else')}/popupLogin`;
    const response = await new TestBrowser().get(
      start('google', `?redirectUrl=${encodeURIComponent(other)}`),
    );
    expectRefused(response, 400, 'ERR_REDIRECT_NOT_ALLOWED');
  });

  it('refuses an origin parameter that is not Strata’s', async () => {
    const response = await new TestBrowser().get(start('google', '?origin=https%3A%2F%2Fevil.example'));
    expectRefused(response, 400, 'ERR_REDIRECT_NOT_ALLOWED');
  });

  it('never builds a redirect from a forged Host or X-Forwarded-Host', async () => {
    const browser = new TestBrowser();
    const hop = await browser.request(start(), {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(hop.status).toBe(302);
    expect(hop.location?.origin).toBe(app.home);
    const toProvider = await browser.request(start(), { headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(toProvider.location?.origin).toBe(new URL(app.provider.issuer).origin);
    expect(toProvider.location?.searchParams.get('redirect_uri')).toBe(`${app.home}/auth/callback/google`);
  });
});

describe('providers', () => {
  it.each(['facebook', 'github'])('answers ERR_PROVIDER_NOT_CONFIGURED for %s', async (provider) => {
    const response = await new TestBrowser().get(start(provider));
    expectRefused(response, 404, 'ERR_PROVIDER_NOT_CONFIGURED');
    expect(response.json().message).toContain(provider);
    const callback = await new TestBrowser().get(`${app.home}/auth/callback/${provider}?code=x&state=y`);
    expectRefused(callback, 404, 'ERR_PROVIDER_NOT_CONFIGURED');
  });
});

describe('matching by e-mail', () => {
  it.each([
    ['email_verified false', { email: 'ada@example.com', email_verified: false }],
    ['no email_verified claim', { email: 'ada@example.com' }],
    ['email_verified "false"', { email: 'ada@example.com', email_verified: 'false' }],
    ['a verified address nobody has', { email: 'nobody@example.com', email_verified: true }],
    ['a look-alike address', { email: 'adá@example.com', email_verified: true }],
  ])('refuses an unlinked identity with %s', async (_label, account) => {
    const login = `mallory-${Math.random().toString(36).slice(2)}`;
    app.provider.accounts.set(login, account);
    const end = await walkFlow(new TestBrowser(), start(), { login, provider: app.provider.issuer });
    expectRefused(end.response, 400, 'ERR_OAUTH_FAILED');
    const linked = await pool.oneFirst(
      sql.unsafe`SELECT count(*) FROM strata.identities WHERE subject = ${login}`,
    );
    expect(Number(linked)).toBe(0);
  });
});
