import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectMicrosoft, fakeMicrosoftSettings } from '../fixtures/microsoft/connect-microsoft.js';
import { type FakeMicrosoft, startFakeMicrosoft } from '../fixtures/microsoft/fake-microsoft.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Microsoft identity through msal-node against a local fake of Microsoft's identity platform
 * (test/fixtures/microsoft): consent with PKCE, the encrypted per-user token cache, silent
 * refresh, a revoked refresh token, disconnect, and what an unconfigured server answers.
 */
let pool: DatabasePool;
let fake: FakeMicrosoft;
let server: TestServer;
let unconfigured: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  fake = await startFakeMicrosoft();
  pool = await openTestPool();
  server = await startTestServer(pool, { microsoft: fakeMicrosoftSettings(fake) });
  unconfigured = await startTestServer(pool);
  tenant = await createTestTenant(pool);
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close()]);
  await tenant.remove();
  await pool.end();
  await fake.close();
});

describe('Microsoft 365 connection', () => {
  it('answers a clear error when Microsoft is not configured', async () => {
    const session = await signIn(unconfigured, tenant.tenant.name, tenant.admin.email);
    expect((await session.call('/api/azure/status')).json()).toEqual({
      configured: false,
      connected: false,
      calendars: false,
      files: false,
    });
    const token = await session.call('/api/azure/accesstoken');
    expect(token.status).toBe(404);
    expect(token.json().code).toBe('ERR_MICROSOFT_NOT_CONFIGURED');
  });

  it('asks a user who has not connected to connect, without signing them out', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    expect((await session.call('/api/azure/status')).json()).toEqual({
      configured: true,
      connected: false,
      calendars: true,
      files: true,
    });
    const token = await session.call('/api/azure/accesstoken');
    expect(token.status).toBe(409);
    expect(token.json().code).toBe('ERR_MICROSOFT_NOT_CONNECTED');
    expect((await session.call('/api/getusercontext')).status).toBe(200);
  });

  it('connects with PKCE, keeps the tokens encrypted and hands out fresh access tokens', async () => {
    const user = await createUser(pool, tenant.tenant, {
      email: 'connect@example.com',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, user.email);
    fake.identity.accessTokenSeconds = 3600;
    const { consentUrl, callback } = await connectMicrosoft(server, session, fake, '/crm/account?x=1');
    expect(consentUrl.origin).toBe(fake.origin);
    expect(consentUrl.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consentUrl.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['Calendars.Read', 'Files.ReadWrite', 'offline_access']),
    );
    expect(callback.status).toBe(302);
    const back = new URL(String(callback.headers.location));
    expect(back.hostname).toBe(`${tenant.tenant.name}.localhost`);
    expect(back.pathname).toBe('/crm/account');
    expect(back.searchParams.get('microsoft')).toBe('connected');

    const token = await session.call('/api/azure/accesstoken');
    expect(token.status).toBe(200);
    const accessToken = String(token.json().access_token);
    expect(fake.identity.accessTokens.has(accessToken)).toBe(true);
    expect((await session.call('/api/azure/status')).json()).toEqual({
      configured: true,
      connected: true,
      calendars: true,
      files: true,
    });

    // at rest the cache is sealed: neither token appears in the row
    const stored = await pool.one(
      sql.type(z.object({ cache: z.instanceof(Buffer) }))`
        SELECT cache FROM ${sql.identifier([tenant.tenant.schemaName, '_microsoft_tokens'])} WHERE user_id = ${user.id}`,
    );
    const refreshTokens = [...fake.identity.refreshTokens.keys()];
    expect(stored.cache.toString('latin1')).not.toContain(accessToken);
    for (const refresh of refreshTokens) expect(stored.cache.toString('latin1')).not.toContain(refresh);

    // a second call inside the token's life is served from the cache
    const grants = fake.identity.grants.length;
    expect((await session.call('/api/azure/accesstoken')).json().access_token).toBe(accessToken);
    expect(fake.identity.grants.length).toBe(grants);
  });

  it('refreshes an access token that is due, silently', async () => {
    const user = await createUser(pool, tenant.tenant, {
      email: 'refresh@example.com',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, user.email);
    // msal renews tokens within 5 minutes of their end: a 2-minute token is always due
    fake.identity.accessTokenSeconds = 120;
    await connectMicrosoft(server, session, fake);
    const first = String((await session.call('/api/azure/accesstoken')).json().access_token);
    const second = await session.call('/api/azure/accesstoken');
    expect(second.status).toBe(200);
    expect(second.json().access_token).not.toBe(first);
    expect(fake.identity.grants.at(-1)).toBe('refresh_token');
    fake.identity.accessTokenSeconds = 3600;
  });

  it('shares one refresh between parallel requests (refresh tokens are used once)', async () => {
    const user = await createUser(pool, tenant.tenant, {
      email: 'parallel@example.com',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, user.email);
    fake.identity.accessTokenSeconds = 120;
    await connectMicrosoft(server, session, fake);
    const refreshes = fake.identity.grants.filter((grant) => grant === 'refresh_token').length;
    // the refreshed token lives an hour: a request that arrives after the shared refresh ended
    // (a busy machine spreads them out) finds it fresh instead of refreshing once more
    fake.identity.accessTokenSeconds = 3600;
    const answers = await Promise.all([1, 2, 3].map(() => session.call('/api/azure/accesstoken')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().access_token)).size).toBe(1);
    expect(fake.identity.grants.filter((grant) => grant === 'refresh_token').length).toBe(refreshes + 1);
  });

  it('asks the user to reconnect when the refresh token was revoked, with no 500', async () => {
    const user = await createUser(pool, tenant.tenant, {
      email: 'revoked@example.com',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, user.email);
    fake.identity.accessTokenSeconds = 120;
    await connectMicrosoft(server, session, fake);
    fake.identity.refreshTokens.clear();
    const refused = await session.call('/api/azure/accesstoken');
    expect(refused.status).toBe(409);
    expect(refused.json().code).toBe('ERR_MICROSOFT_RECONNECT');
    // the dead tokens are gone: the user is simply not connected now
    expect((await session.call('/api/azure/accesstoken')).json().code).toBe('ERR_MICROSOFT_NOT_CONNECTED');
    fake.identity.accessTokenSeconds = 3600;
  });

  it('disconnects: the tokens are deleted', async () => {
    const user = await createUser(pool, tenant.tenant, {
      email: 'disconnect@example.com',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, user.email);
    await connectMicrosoft(server, session, fake);
    expect((await session.call('/api/azure/connection', undefined, 'DELETE')).status).toBe(200);
    expect((await session.call('/api/azure/status')).json().connected).toBe(false);
    expect((await session.call('/api/azure/accesstoken')).json().code).toBe('ERR_MICROSOFT_NOT_CONNECTED');
  });

  it('refuses a replayed or unknown state, and returns a refused consent to the page', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const started = (await session.call('/api/azure/connect', { returnPath: '/crm' })).json();
    const state = new URL(String(started.url)).searchParams.get('state') ?? '';
    const refused = await server.request(
      `/auth/connect/microsoft/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(refused.status).toBe(302);
    expect(new URL(String(refused.headers.location)).searchParams.get('microsoft')).toBe('failed');
    const replayed = await server.request(
      `/auth/connect/microsoft/callback?code=x&state=${encodeURIComponent(state)}`,
    );
    expect(replayed.status).toBe(400);
    expect(replayed.json().code).toBe('ERR_OAUTH_FAILED');
  });

  it('returns only to a path on the organisation itself', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    for (const returnPath of ['//evil.example/', 'https://evil.example/', '/\\evil.example'])
      expect((await session.call('/api/azure/connect', { returnPath })).json().code).toBe('ERR_VALIDATION');
  });
});
