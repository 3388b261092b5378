import type { DatabasePool } from '@strata/api/db/types';
import { rateKey } from '@strata/api/rate-limit/rate-key';
import { sql } from 'slonik';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OAuthTestApp, startOAuthTestApp } from '../fixtures/oidc-app.js';
import { TestBrowser } from '../fixtures/oidc-browser.js';
import { tokenFrom, walkFlow } from '../fixtures/oidc-flow.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { createUser } from '../fixtures/users.js';

let pool: DatabasePool;
let app: OAuthTestApp;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let ada: { id: string; email: string };
let org: string;

beforeAll(async () => {
  pool = await openTestPool();
  tenant = await createTestTenant(pool);
  org = tenant.tenant.name;
  ada = await createUser(pool, tenant.tenant, {
    email: 'ada@example.com',
    name: 'Ada',
    roles: ['salesperson'],
  });
  app = await startOAuthTestApp(pool);
});
afterAll(async () => {
  await app?.close();
  await tenant?.remove();
  await pool?.end();
});

afterEach(() => {
  expect(app.logs).toEqual([]);
});

const signIn = (provider: string, login: string, query = '', browser = new TestBrowser()) =>
  walkFlow(browser, `${app.home}/auth/${provider}/${org}${query}`, { login, provider: app.provider.issuer });

async function userContext(token: string) {
  const response = await app.call(org, '/api/getusercontext', token);
  expect(response.status).toBe(200);
  return response.json() as { user: { id: string }; orgName: string };
}

describe('provider sign-in', () => {
  it('links a verified e-mail on first use, then signs in by issuer and subject', async () => {
    app.provider.accounts.set('ada-google', {
      email: 'ADA@example.com',
      email_verified: true,
      name: 'Ada L.',
    });
    const first = await signIn('google', 'ada-google');
    expect(first.response.status).toBe(303);
    expect(first.next?.origin).toBe(app.origin(org));
    expect(first.next?.pathname).toBe('/popupLogin');
    const context = await userContext(await tokenFrom(first.next));
    expect(context).toMatchObject({ orgName: org, user: { id: ada.id } });

    const linked = await pool.any(sql.unsafe`
      SELECT issuer, subject, user_id FROM strata.identities WHERE tenant_id = ${tenant.tenant.id}`);
    expect(linked).toEqual([{ issuer: app.provider.issuer, subject: 'ada-google', user_id: ada.id }]);

    // the link holds even when the provider no longer vouches for (or sends) the address
    app.provider.accounts.set('ada-google', { email: 'someone-else@example.com', email_verified: false });
    const second = await signIn('google', 'ada-google');
    expect((await userContext(await tokenFrom(second.next))).user.id).toBe(ada.id);
  });

  it('accepts azure as the name of the Microsoft provider', async () => {
    app.provider.accounts.set('ada-ms', { email: 'ada@example.com', email_verified: true });
    const end = await signIn('azure', 'ada-ms');
    expect((await userContext(await tokenFrom(end.next))).user.id).toBe(ada.id);
  });

  it("handles Apple's form POST back to the callback", async () => {
    app.provider.accounts.set('ada-apple', { email: 'ada@example.com', email_verified: 'true' });
    const end = await signIn('apple', 'ada-apple');
    expect(end.response.method).toBe('POST');
    expect(end.response.url.pathname).toBe('/auth/callback/apple');
    expect((await userContext(await tokenFrom(end.next))).user.id).toBe(ada.id);
  });

  it('sends the browser to a path or URL of the organisation’s own origin', async () => {
    app.provider.accounts.set('ada-google-2', { email: 'ada@example.com', email_verified: true });
    const relative = await signIn(
      'google',
      'ada-google-2',
      `?redirectUrl=${encodeURIComponent('/!/list/account?x=1')}`,
    );
    expect(relative.next?.href).toMatch(new RegExp(`^${app.origin(org)}/!/list/account\\?x=1#handover=`));
    const absolute = await signIn(
      'google',
      'ada-google-2',
      `?redirectUrl=${encodeURIComponent(`${app.origin(org)}/magic#old`)}&origin=${encodeURIComponent(app.origin(org))}`,
    );
    expect(absolute.next?.href).toMatch(new RegExp(`^${app.origin(org)}/magic#handover=[A-Za-z0-9_-]{43}$`));
  });

  it('starts on the platform origin when opened on the organisation’s host', async () => {
    const browser = new TestBrowser();
    const response = await browser.get(`${app.origin(org)}/auth/google/${org}?redirectUrl=%2Fhome`);
    expect(response.status).toBe(302);
    expect(response.location?.href).toBe(`${app.home}/auth/google/${org}?redirectUrl=%2Fhome`);
    expect(response.headers['set-cookie']).toBeUndefined();

    const toProvider = await browser.get(response.location as URL);
    expect(toProvider.status).toBe(302);
    const cookie = String(toProvider.headers['set-cookie']);
    expect(cookie).toMatch(/^strata_oauth=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const authorization = toProvider.location as URL;
    expect(authorization.origin).toBe(new URL(app.provider.issuer).origin);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: 'google-client',
      redirect_uri: `${app.home}/auth/callback/google`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('refuses a linked identity whose user was disabled', async () => {
    const bob = await createUser(pool, tenant.tenant, { email: 'bob@example.com', roles: ['salesperson'] });
    app.provider.accounts.set('bob', { email: 'bob@example.com', email_verified: true });
    expect((await userContext(await tokenFrom((await signIn('google', 'bob')).next))).user.id).toBe(bob.id);
    await pool.query(sql.unsafe`
      UPDATE ${sql.identifier([tenant.tenant.schemaName, 'systemuser'])} SET isdisabled = true WHERE id = ${bob.id}`);
    const refused = await signIn('google', 'bob');
    expect(refused.response.status).toBe(400);
    expect(refused.response.json()).toMatchObject({ code: 'ERR_OAUTH_FAILED' });
  });

  it('names only the configured providers for the sign-in buttons (Microsoft as azure)', async () => {
    const response = await new TestBrowser().get(`${app.home}/auth/providers`);
    expect(response.status).toBe(200);
    // the fixture configures google, microsoft and apple; facebook is not set up
    expect(response.json()).toEqual({ providers: ['google', 'apple', 'azure'] });
  });

  it('answers ERR_ORG_NOT_FOUND for an unknown organisation', async () => {
    const response = await new TestBrowser().get(`${app.home}/auth/google/no-such-org-here`);
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, code: 'ERR_ORG_NOT_FOUND' });
  });

  it('limits flow starts per address', async () => {
    const key = rateKey('oauth-signin', '127.0.0.1');
    try {
      let last = 0;
      for (let i = 0; i < 70 && last !== 429; i++) {
        last = (await new TestBrowser().get(`${app.home}/auth/google/${org}`)).status;
      }
      const refused = await new TestBrowser().get(`${app.home}/auth/google/${org}`);
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'ERR_RATE_LIMITED' });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await app.rateLimiter.reset(key);
    }
  });
});
