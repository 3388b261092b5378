import { type Puzzle, solvePuzzle } from '@strata/api/auth/puzzle/puzzle';
import type { DatabasePool } from '@strata/api/db/types';
import { rateKey } from '@strata/api/rate-limit/rate-key';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OAuthTestApp, startOAuthTestApp } from '../fixtures/oidc-app.js';
import { TestBrowser } from '../fixtures/oidc-browser.js';
import { tokenFrom, walkFlow } from '../fixtures/oidc-flow.js';
import {
  createTestTenant,
  openTestPool,
  standaloneBus,
  uniqueOrganization,
} from '../fixtures/test-context.js';

let pool: DatabasePool;
let app: OAuthTestApp;
let existing: Awaited<ReturnType<typeof createTestTenant>>;
const created: string[] = [];

beforeAll(async () => {
  pool = await openTestPool();
  existing = await createTestTenant(pool);
  app = await startOAuthTestApp(pool);
});
beforeEach(async () => {
  // sign-up starts share a budget of 10 per address and hour; each test starts afresh
  await app.rateLimiter.reset(rateKey('oauth-signup', '127.0.0.1'));
});
afterEach(() => {
  expect(app.logs.filter((entry) => entry.level !== 'warn')).toEqual([]);
});
afterAll(async () => {
  await app?.close();
  for (const name of created) await deleteTenant(pool, standaloneBus, name).catch(() => undefined);
  await existing?.remove();
  await pool?.end();
});

/** A puzzle from GET /api/formpuzzle, solved as the browser's worker would. */
async function solvedPuzzle() {
  const response = await new TestBrowser().get(`${app.home}/api/formpuzzle`);
  expect(response.status).toBe(200);
  const puzzle = response.json() as Puzzle;
  return { cookie: puzzle.cookie, iv: puzzle.iv, solved: solvePuzzle(puzzle) };
}

const signUpUrl = (organization: string, puzzle: unknown, provider = 'google') =>
  `${app.home}/auth/${provider}/signup/${organization}?puzzle=${encodeURIComponent(JSON.stringify(puzzle))}`;

describe('provider sign-up', () => {
  it('provisions the organisation with the person as its administrator, linked to the identity', async () => {
    const organization = uniqueOrganization('oauth');
    created.push(organization);
    app.provider.accounts.set('grace', {
      email: 'Grace@Example.com',
      email_verified: true,
      name: 'Grace Hopper',
    });

    const end = await walkFlow(new TestBrowser(), signUpUrl(organization, await solvedPuzzle()), {
      login: 'grace',
      provider: app.provider.issuer,
    });
    expect(end.response.status).toBe(303);
    expect(end.next?.origin).toBe(app.origin(organization));
    expect(end.next?.pathname).toBe('/popupLogin');

    const context = await app.call(organization, '/api/getusercontext', await tokenFrom(end.next));
    expect(context.status).toBe(200);
    expect(context.json()).toMatchObject({
      orgName: organization,
      user: { name: 'Grace Hopper', email: 'grace@example.com' },
      isAdmin: true,
    });
    const tenant = await findTenantByName(pool, organization);
    expect(tenant?.template).toBe('crm');
    const identity = await pool.one(sql.unsafe`
      SELECT issuer, subject, user_id FROM strata.identities WHERE tenant_id = ${tenant?.id ?? null}`);
    expect(identity).toEqual({
      issuer: app.provider.issuer,
      subject: 'grace',
      user_id: (context.json().user as { id: string }).id,
    });

    // the same identity now signs in to the new organisation
    const again = await walkFlow(new TestBrowser(), `${app.home}/auth/google/${organization}`, {
      login: 'grace',
      provider: app.provider.issuer,
    });
    const second = await app.call(organization, '/api/getusercontext', await tokenFrom(again.next));
    expect((second.json().user as { id: string }).id).toBe(identity.user_id);
  });

  it('refuses a puzzle solved twice', async () => {
    const puzzle = await solvedPuzzle();
    const first = await new TestBrowser().get(signUpUrl(uniqueOrganization('oauth'), puzzle));
    expect(first.status).toBe(302);
    expect(first.location?.origin).toBe(new URL(app.provider.issuer).origin);
    const second = await new TestBrowser().get(signUpUrl(uniqueOrganization('oauth'), puzzle));
    expect(second.status).toBe(400);
    expect(second.json()).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    expect(second.headers.location).toBeUndefined();
  });

  it('refuses an expired puzzle', async () => {
    const puzzle = await solvedPuzzle();
    await pool.query(sql.unsafe`
      UPDATE strata.puzzles SET expires_at = now() - interval '1 second' WHERE id = ${puzzle.cookie}`);
    const response = await new TestBrowser().get(signUpUrl(uniqueOrganization('oauth'), puzzle));
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
  });

  it.each([
    ['no puzzle', undefined],
    ['a puzzle that is not JSON', '{not json'],
    ['a wrong answer', 'wrong'],
  ])('refuses %s', async (_label, variant) => {
    const organization = uniqueOrganization('oauth');
    let url = `${app.home}/auth/google/signup/${organization}`;
    if (variant === '{not json') url += `?puzzle=${encodeURIComponent(variant)}`;
    if (variant === 'wrong')
      url = signUpUrl(organization, { ...(await solvedPuzzle()), solved: 'zzzz-wrong' });
    const response = await new TestBrowser().get(url);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
  });

  it('checks the organisation name before using up the puzzle', async () => {
    const puzzle = await solvedPuzzle();
    const taken = await new TestBrowser().get(signUpUrl(existing.tenant.name, puzzle));
    expect(taken.status).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ERR_ORG_EXISTS' });
    const reserved = await new TestBrowser().get(signUpUrl('admin', puzzle));
    expect(reserved.json()).toMatchObject({ code: 'ERR_ORG_NAME_RESERVED' });
    const invalid = await new TestBrowser().get(signUpUrl('-bad-', puzzle));
    expect(invalid.json()).toMatchObject({ code: 'ERR_ORG_NAME_INVALID' });
    // the puzzle is still good
    const accepted = await new TestBrowser().get(signUpUrl(uniqueOrganization('oauth'), puzzle));
    expect(accepted.status).toBe(302);
  });

  it('provisions nothing when the provider gives no e-mail address', async () => {
    const organization = uniqueOrganization('oauth');
    created.push(organization);
    app.provider.accounts.set('no-mail', {});
    const end = await walkFlow(new TestBrowser(), signUpUrl(organization, await solvedPuzzle()), {
      login: 'no-mail',
      provider: app.provider.issuer,
    });
    expect(end.response.status).toBe(400);
    expect(end.response.json()).toMatchObject({ code: 'ERR_OAUTH_FAILED' });
    expect(await findTenantByName(pool, organization)).toBeNull();
  });
});
