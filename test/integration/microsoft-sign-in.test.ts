import { linkIdentity } from '@strata/api/auth/oauth/identity-link';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMicrosoftSettings, followOnFake } from '../fixtures/microsoft/connect-microsoft.js';
import { type FakeMicrosoft, startFakeMicrosoft } from '../fixtures/microsoft/fake-microsoft.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser } from '../fixtures/users.js';

/**
 * Microsoft sign-in (/auth/azure/{organization}) through msal-node when Microsoft 365 is
 * configured: PKCE and nonce, the ID token's signature and issuer checked, and the user's Graph
 * tokens kept, so /api/azure/accesstoken works straight after signing in.
 */
let pool: DatabasePool;
let fake: FakeMicrosoft;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  fake = await startFakeMicrosoft();
  pool = await openTestPool();
  const microsoft = {
    ...fakeMicrosoftSettings(fake),
    redirectUri: 'http://localhost:3000/auth/connect/microsoft/callback',
  };
  server = await startTestServer(pool, {
    microsoft,
    oauth: {
      providers: {
        microsoft: {
          clientId: fake.identity.clientId,
          clientSecret: fake.identity.clientSecret,
          issuer: `${fake.origin}/common/v2.0`,
        },
      },
    },
  });
  tenant = await createTestTenant(pool);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
  await fake.close();
});

/** The sign-in as a browser walks it; answers the final redirect and the consent URL. */
async function signInWithMicrosoft(tamper?: (callback: URL) => void) {
  const target = `http://${tenant.tenant.name}.localhost:3000/`;
  const start = await server.request(
    `/auth/azure/${tenant.tenant.name}?redirectUrl=${encodeURIComponent(target)}`,
  );
  expect(start.status).toBe(302);
  const cookie = String(start.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
  const consent = new URL(String(start.headers.location));
  const callback = new URL(await followOnFake(fake, consent.href));
  tamper?.(callback);
  const end = await server.request(`${callback.pathname}${callback.search}`, { headers: { Cookie: cookie } });
  return { consent, callback, end };
}

describe('Microsoft sign-in through msal-node', () => {
  it('signs in a linked user, asking for the Graph scopes, and connects Microsoft 365', async () => {
    const user = await createUser(pool, tenant.tenant, {
      email: fake.identity.user.email,
      roles: ['salesperson'],
    });
    await linkIdentity(pool, tenant.tenant.id, user.id, {
      issuer: `${fake.origin}/${fake.identity.user.tid}/v2.0`,
      subject: fake.identity.user.oid,
      emailVerified: false,
    });
    const { consent, callback, end } = await signInWithMicrosoft();
    expect(consent.origin).toBe(fake.origin);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('nonce')).toBeTruthy();
    expect(consent.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'offline_access', 'Calendars.Read', 'Files.ReadWrite']),
    );
    expect(callback.pathname).toBe('/auth/callback/microsoft');
    expect(end.status).toBe(303);
    const code = /handover=([^&]+)/.exec(new URL(String(end.headers.location)).hash)?.[1] ?? '';
    expect(code).not.toBe('');
    // the code, never the token, is in the address: the landing page exchanges it
    const exchanged = await server.request('/api/handover', {
      method: 'POST',
      host: `${tenant.tenant.name}.localhost`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(exchanged.status).toBe(200);
    const token = String(exchanged.headers['access-token']);
    const graph = await server.request('/api/azure/accesstoken', {
      host: `${tenant.tenant.name}.localhost`,
      headers: { 'access-token': token },
    });
    expect(graph.status).toBe(200);
    expect(fake.identity.accessTokens.has(String(graph.json().access_token))).toBe(true);
  });

  it('asks only for the scopes of the features the organisation enables, and still signs in', async () => {
    const settings = sql.identifier([tenant.tenant.schemaName, 'inu_orgsettings']);
    await pool.query(sql.unsafe`UPDATE ${settings} SET microsoftfeatures = 'files'`);
    try {
      const { consent, end } = await signInWithMicrosoft();
      const scopes = consent.searchParams.get('scope')?.split(' ');
      expect(scopes).toEqual(
        expect.arrayContaining(['openid', 'email', 'offline_access', 'Files.ReadWrite']),
      );
      expect(scopes).not.toContain('Calendars.Read');
      expect(end.status).toBe(303);
    } finally {
      await pool.query(sql.unsafe`UPDATE ${settings} SET microsoftfeatures = NULL`);
    }
  });

  it('refuses a replayed callback and a forged code, with no session', async () => {
    const { callback } = await signInWithMicrosoft();
    const again = await server.request(`${callback.pathname}${callback.search}`);
    expect(again.status).toBe(400);
    expect(again.json().code).toBe('ERR_OAUTH_FAILED');
    const forged = await signInWithMicrosoft((url) => url.searchParams.set('code', 'forged'));
    expect(forged.end.status).toBe(400);
    expect(forged.end.json().code).toBe('ERR_OAUTH_FAILED');
  });

  it('refuses an ID token not signed by a key Microsoft published', async () => {
    fake.identity.signWithForeignKey = true;
    try {
      const { end } = await signInWithMicrosoft();
      expect(end.status).toBe(400);
      expect(end.json().code).toBe('ERR_OAUTH_FAILED');
    } finally {
      fake.identity.signWithForeignKey = false;
    }
  });

  it('refuses an identity no user is linked to (Microsoft does not vouch for e-mail addresses)', async () => {
    fake.identity.user = {
      ...fake.identity.user,
      oid: '00000000-0000-0000-0000-0000000000b2',
      email: 'bob@contoso.test',
    };
    await createUser(pool, tenant.tenant, { email: 'bob@contoso.test', roles: ['salesperson'] });
    const { end } = await signInWithMicrosoft();
    expect(end.status).toBe(400);
    expect(end.json().code).toBe('ERR_OAUTH_FAILED');
  });
});
