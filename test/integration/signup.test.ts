import { randomInt } from 'node:crypto';
import { type Puzzle, solvePuzzle, solves } from '@strata/api/auth/puzzle/puzzle';
import type { DatabasePool } from '@strata/api/db/types';
import { PostgresRateLimiter } from '@strata/api/rate-limit/postgres-rate-limiter';
import { rateKey } from '@strata/api/rate-limit/rate-key';
import { limits } from '@strata/api/rate-limit/rate-limiter';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignupApp } from '../fixtures/signup-app.js';
import {
  createTestTenant,
  openTestPool,
  standaloneBus,
  uniqueOrganization,
} from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';

let pool: DatabasePool;
let base: string;
let closeApp: () => Promise<void>;
let server: TestServer;
let existing: Awaited<ReturnType<typeof createTestTenant>>;
const created = new Set<string>();
const limiter = () => new PostgresRateLimiter(pool);

beforeAll(async () => {
  pool = await openTestPool();
  ({ base, close: closeApp } = await startSignupApp(pool));
  server = await startTestServer(pool);
  existing = await createTestTenant(pool, { organization: uniqueOrganization('su') });
});
afterAll(async () => {
  await closeApp();
  await server.close();
  await existing.remove();
  for (const name of created) await deleteTenant(pool, standaloneBus, name).catch(() => undefined);
  await pool.end();
});

/** A fresh client address per test: limits and puzzles are per address. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function getPuzzle(address: string): Promise<Puzzle> {
  const response = await fetch(`${base}/api/formpuzzle`, { headers: { 'X-Forwarded-For': address } });
  expect(response.status).toBe(200);
  return (await response.json()) as Puzzle;
}

async function solvedPuzzle(address: string) {
  const puzzle = await getPuzzle(address);
  return { cookie: puzzle.cookie, iv: puzzle.iv, solved: solvePuzzle(puzzle) };
}

async function signUp(fields: Record<string, string>, address: string, json = false) {
  const response = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: {
      'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      'X-Forwarded-For': address,
    },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.organization === 'string') created.add(body.organization);
  return { status: response.status, headers: response.headers, body };
}

function formFor(organization: string) {
  return {
    organization,
    person: 'Ada Lovelace',
    username: `ada@${organization.toLowerCase()}.example.com`,
    password: 'analytical engine',
  };
}

async function puzzleUsed(cookie: string): Promise<boolean> {
  return Boolean(
    await pool.oneFirst(sql.unsafe`SELECT used_at IS NOT NULL FROM strata.puzzles WHERE id = ${cookie}`),
  );
}

describe('POST /api/signup', () => {
  it('creates the organisation from the crm template; its administrator can sign in', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('su');
    const form = { ...formFor(organization.toUpperCase()), username: ` Ada@${organization}.Example.com ` };
    const response = await signUp({ ...form, ...(await solvedPuzzle(address)) }, address);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      organization,
      url: `http://${organization}.localhost:3000/login`,
    });
    expect((await findTenantByName(pool, organization))?.template).toBe('crm');

    const login = await server.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        organization,
        username: `ada@${organization}.example.com`,
        password: 'analytical engine',
      }).toString(),
    });
    expect(login.status).toBe(200);
    expect(login.json()).toMatchObject({ ok: true, organization, user: { name: 'Ada Lovelace' } });
    expect(login.headers['access-token']).toBeTruthy();
    const context = await server.request('/api/getusercontext', {
      host: `${organization}.localhost`,
      headers: { 'access-token': String(login.headers['access-token']) },
    });
    expect(context.json()).toMatchObject({ isAdmin: true });
  });

  it('takes a JSON body as well', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('su');
    const response = await signUp(
      { ...formFor(organization), ...(await solvedPuzzle(address)) },
      address,
      true,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, organization });
  });

  it('makes puzzles harder as one address asks for more, and checks each answer at its own difficulty', async () => {
    const address = newAddress();
    const first = await getPuzzle(address);
    const bits = [first.bits];
    for (let i = 0; i < 19; i++) bits.push((await getPuzzle(address)).bits);
    // never easier, and a burst of 20 is several bits (each one doubling the work) harder
    for (let i = 1; i < bits.length; i++) expect(bits[i]).toBeGreaterThanOrEqual(bits[i - 1] as number);
    expect((bits.at(-1) as number) - first.bits).toBeGreaterThanOrEqual(3);
    // another address is not slowed down by this one
    expect((await getPuzzle(newAddress())).bits).toBe(first.bits);

    // an answer good enough for an easier puzzle is not good enough for this one
    const hard = await getPuzzle(address);
    let easy = '';
    for (let n = 0; easy === ''; n++) {
      const candidate = n.toString(36);
      if (
        solves(hard.salt, hard.hash, candidate, hard.bits - 3) &&
        !solves(hard.salt, hard.hash, candidate, hard.bits)
      )
        easy = candidate;
    }
    const organization = uniqueOrganization('su');
    const response = await signUp(
      { ...formFor(organization), cookie: hard.cookie, iv: hard.iv, solved: easy },
      address,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    expect(await findTenantByName(pool, organization)).toBeNull();
  });

  it('refuses a puzzle solved twice', async () => {
    const address = newAddress();
    const puzzle = await solvedPuzzle(address);
    const first = uniqueOrganization('su');
    expect((await signUp({ ...formFor(first), ...puzzle }, address)).status).toBe(200);
    const second = uniqueOrganization('su');
    const again = await signUp({ ...formFor(second), ...puzzle }, address);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ ok: false, code: 'ERR_PUZZLE_INVALID' });
    expect(await findTenantByName(pool, second)).toBeNull();
  });

  it('refuses a puzzle solved too late', async () => {
    const address = newAddress();
    const puzzle = await solvedPuzzle(address);
    await pool.query(
      sql.unsafe`UPDATE strata.puzzles SET expires_at = now() - interval '1 second' WHERE id = ${puzzle.cookie}`,
    );
    const organization = uniqueOrganization('su');
    const response = await signUp({ ...formFor(organization), ...puzzle }, address);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    expect(await findTenantByName(pool, organization)).toBeNull();
  });

  it("refuses a puzzle asked for by another address, without burning the asker's puzzle", async () => {
    const asker = newAddress();
    const puzzle = await solvedPuzzle(asker);
    const organization = uniqueOrganization('su');
    const foreign = await signUp({ ...formFor(organization), ...puzzle }, newAddress());
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    expect(await findTenantByName(pool, organization)).toBeNull();
    expect(await puzzleUsed(puzzle.cookie)).toBe(false);
    expect((await signUp({ ...formFor(organization), ...puzzle }, asker)).status).toBe(200);
  });

  it('refuses a wrong answer and missing puzzle fields', async () => {
    const address = newAddress();
    const puzzle = await getPuzzle(address);
    const organization = uniqueOrganization('su');
    const wrong = await signUp(
      { ...formFor(organization), cookie: puzzle.cookie, iv: puzzle.iv, solved: 'not-an-answer' },
      address,
    );
    expect(wrong.body).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    // a wrong answer uses the puzzle up: no second guess
    const retry = await signUp(
      { ...formFor(organization), cookie: puzzle.cookie, iv: puzzle.iv, solved: solvePuzzle(puzzle) },
      address,
    );
    expect(retry.body).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    const missing = await signUp(formFor(organization), address);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    expect(await findTenantByName(pool, organization)).toBeNull();
  });

  it('answers ERR_ORG_EXISTS for an existing organisation in any case', async () => {
    const address = newAddress();
    for (const name of [existing.tenant.name, existing.tenant.name.toUpperCase()]) {
      const response = await signUp({ ...formFor(name), ...(await solvedPuzzle(address)) }, address);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ ok: false, code: 'ERR_ORG_EXISTS' });
    }
  });

  it('validates every field before it uses the puzzle up', async () => {
    const address = newAddress();
    const puzzle = await solvedPuzzle(address);
    const organization = uniqueOrganization('su');
    const good = { ...formFor(organization), ...puzzle };
    const { person: _person, ...withoutPerson } = good;
    const cases: [Record<string, string>, number, Record<string, unknown>][] = [
      [{ ...good, organization: 'admin' }, 400, { code: 'ERR_ORG_NAME_RESERVED' }],
      [{ ...good, organization: 'Signup' }, 400, { code: 'ERR_ORG_NAME_RESERVED' }],
      [{ ...good, organization: 'bad name' }, 400, { code: 'ERR_ORG_NAME_INVALID' }],
      [{ ...good, organization: '-bad-' }, 400, { code: 'ERR_ORG_NAME_INVALID' }],
      [{ ...good, organization: 'a--b' }, 400, { code: 'ERR_ORG_NAME_INVALID' }],
      [{ ...good, organization: 'x'.repeat(64) }, 400, { code: 'ERR_ORG_NAME_INVALID' }],
      [{ ...good, organization: '' }, 400, { code: 'ERR_VALIDATION', details: { field: 'organization' } }],
      [
        { ...good, username: 'not an email' },
        400,
        { code: 'ERR_VALIDATION', details: { field: 'username' } },
      ],
      [
        { ...good, username: 'admín@example.com' },
        400,
        { code: 'ERR_VALIDATION', details: { field: 'username' } },
      ],
      [{ ...good, password: 'short' }, 400, { code: 'ERR_VALIDATION', details: { field: 'password' } }],
      [
        { ...good, password: 'p'.repeat(257) },
        400,
        { code: 'ERR_VALIDATION', details: { field: 'password' } },
      ],
      [withoutPerson, 400, { code: 'ERR_VALIDATION', details: { field: 'person' } }],
      [{ ...good, person: '   ' }, 400, { code: 'ERR_VALIDATION', details: { field: 'person' } }],
      [{ ...good, person: 'n'.repeat(201) }, 400, { code: 'ERR_VALIDATION', details: { field: 'person' } }],
    ];
    for (const [fields, status, body] of cases) {
      const response = await signUp(fields, address);
      expect({ fields, status: response.status }).toEqual({ fields, status });
      expect(response.body).toMatchObject({ ok: false, ...body });
    }
    const shortPassword = await signUp({ ...good, password: 'short' }, address);
    expect(shortPassword.body.message).toBe('Invalid input for password: use 8 to 256 characters');
    expect(await puzzleUsed(puzzle.cookie)).toBe(false);
    expect(await findTenantByName(pool, organization)).toBeNull();
    // a name of exactly 200 characters is fine, and the untouched puzzle still works
    expect((await signUp({ ...good, person: 'n'.repeat(200) }, address)).status).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    const address = newAddress();
    const rateLimiter = limiter();
    for (let i = 0; i < limits.signupsPerIp.max; i++) {
      await rateLimiter.hit(rateKey('signup', address), limits.signupsPerIp);
    }
    const organization = uniqueOrganization('su');
    const response = await signUp({ ...formFor(organization), ...(await solvedPuzzle(address)) }, address);
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ code: 'ERR_RATE_LIMITED' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await findTenantByName(pool, organization)).toBeNull();
  });
});
