import { randomInt, randomUUID } from 'node:crypto';
import { type Puzzle, solvePuzzle } from '@strata/api/auth/puzzle/puzzle';
import { parseSignupForm } from '@strata/api/auth/signup/signup-form';
import { hashTrialRequest } from '@strata/api/auth/signup/trial-store';
import type { DatabasePool } from '@strata/api/db/types';
import { PostgresRateLimiter } from '@strata/api/rate-limit/postgres-rate-limiter';
import { rateKey } from '@strata/api/rate-limit/rate-key';
import { limits } from '@strata/api/rate-limit/rate-limiter';
import { schemaNameForTenant } from '@strata/api/tenancy/schema-name';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { findTenantByName, insertTenant } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignupApp, startSignupApp } from '../fixtures/signup-app.js';
import {
  createTestTenant,
  openTestPool,
  standaloneBus,
  uniqueOrganization,
} from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';

type App = SignupApp;

let pool: DatabasePool;
let otherPool: DatabasePool;
let app: App;
let secondApp: App;
let server: TestServer;
let existing: Awaited<ReturnType<typeof createTestTenant>>;
const created = new Set<string>();

beforeAll(async () => {
  [pool, otherPool] = await Promise.all([openTestPool(), openTestPool()]);
  [app, secondApp] = await Promise.all([startSignupApp(pool), startSignupApp(otherPool)]);
  server = await startTestServer(pool);
  existing = await createTestTenant(pool, { organization: uniqueOrganization('tr') });
});
afterAll(async () => {
  // no provisioning of ours may still run when the pools close
  for (let i = 0; i < 100 && (await pendingTrials()) > 0; i++) await sleep(200);
  await Promise.all([app.close(), secondApp.close(), server.close()]);
  await existing.remove();
  for (const name of created) await deleteTenant(pool, standaloneBus, name).catch(() => undefined);
  await Promise.all([pool.end(), otherPool.end()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function pendingTrials(): Promise<number> {
  const names = [...created];
  if (names.length === 0) return 0;
  return Number(
    await pool.oneFirst(sql.unsafe`
      SELECT count(*) FROM strata.trial_requests
      WHERE status = 'pending' AND lower(organization) = ANY(${sql.array(names, 'text')})`),
  );
}

type Fields = Record<string, string>;
type TrialResponse = { status: number; contentType: string; text: string; retryAfter: string | null };

function formFor(organization: string): Fields {
  return {
    person: 'Grace Hopper',
    username: `grace@${organization.toLowerCase()}.example.com`,
    password: 'cobol compiler',
    organization,
  };
}

async function postTrial(fields: Fields, address: string, target: App = app): Promise<TrialResponse> {
  if (fields.organization) created.add(fields.organization.trim().toLowerCase());
  const response = await fetch(`${target.base}/api/trial`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** A puzzle asked for from this address and solved, as the trial page's worker does. */
async function solvedPuzzle(address: string, target: App = app): Promise<Fields> {
  const response = await fetch(`${target.base}/api/formpuzzle`, { headers: { 'X-Forwarded-For': address } });
  expect(response.status).toBe(200);
  const puzzle = (await response.json()) as Puzzle;
  return { cookie: puzzle.cookie, iv: puzzle.iv, solved: solvePuzzle(puzzle) };
}

async function getPuzzleOf(address: string): Promise<Puzzle> {
  const response = await fetch(`${app.base}/api/formpuzzle`, { headers: { 'X-Forwarded-For': address } });
  expect(response.status).toBe(200);
  return (await response.json()) as Puzzle;
}

/** The form that starts a trial: the fields and a solved puzzle; its polls re-send the same. */
async function startFields(organization: string, address: string, more: Fields = {}): Promise<Fields> {
  return { ...formFor(organization), ...more, ...(await solvedPuzzle(address)) };
}

const json = (response: TrialResponse) => JSON.parse(response.text) as Record<string, unknown>;

/** Re-posts the same body as the client does (every 5 s there; faster here) until it is not WAIT. */
async function pollUntilSettled(fields: Fields, address: string): Promise<TrialResponse> {
  for (let i = 0; i < 150; i++) {
    const response = await postTrial(fields, address);
    if (!(response.status === 202 && response.text === 'WAIT')) return response;
    await sleep(100);
  }
  throw new Error('the trial never settled');
}

async function trialRows(organization: string) {
  return pool.any(sql.unsafe`
    SELECT * FROM strata.trial_requests WHERE lower(organization) = ${organization.toLowerCase()}
    ORDER BY created_at`);
}

async function trialsCounted(address: string): Promise<number> {
  const count = await pool.maybeOneFirst(
    sql.unsafe`SELECT points FROM strata.rate_limit_points WHERE key = ${`rl:${rateKey('trial', address)}`}`,
  );
  return Number(count ?? 0);
}

async function signIn(organization: string, fields: Fields) {
  return server.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      organization,
      username: fields.username ?? '',
      password: fields.password ?? '',
    }).toString(),
  });
}

describe('POST /api/trial', () => {
  it('answers WAIT while provisioning runs, then the organisation, whose administrator can sign in', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = await startFields(organization, address);
    const first = await postTrial(fields, address);
    expect(first).toMatchObject({ status: 202, text: 'WAIT' });
    expect(first.contentType).toMatch(/^text\/plain/);

    const settled = await pollUntilSettled(fields, address);
    expect(settled.status).toBe(200);
    expect(json(settled)).toEqual({
      ok: true,
      organization,
      url: `http://${organization}.localhost:3000/login`,
    });
    expect((await findTenantByName(pool, organization))?.template).toBe('crm');
    const login = await signIn(organization, fields);
    expect(login.status).toBe(200);
    expect(login.json()).toMatchObject({ ok: true, user: { name: 'Grace Hopper' } });

    // the row keeps a hash of the request, never the password
    const rows = await trialRows(organization);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'done', requester: address });
    expect(String(rows[0]?.request_hash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain(fields.password);
    // asking again answers the same success; one trial counted
    expect(json(await postTrial(fields, address))).toMatchObject({ ok: true, organization });
    expect(await trialsCounted(address)).toBe(1);
  });

  it("starts from the template the trial page offers: fieldwork's Slovak organisation", async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = await startFields(organization, address, { template: 'fieldwork' });
    expect(await postTrial(fields, address)).toMatchObject({ status: 202, text: 'WAIT' });
    const settled = await pollUntilSettled(fields, address);
    expect(json(settled)).toMatchObject({ ok: true, organization });
    const tenant = await findTenantByName(pool, organization);
    expect(tenant?.template).toBe('fieldwork');
    const places = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([String(tenant?.schemaName), 'route_location'])}`,
    );
    expect(places).toBeGreaterThan(0);
  });

  it('never starts provisioning twice, however many polls arrive at once on two processes', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = await startFields(organization, address);
    const burst = () =>
      Promise.all(Array.from({ length: 8 }, (_, i) => postTrial(fields, address, i % 2 ? secondApp : app)));
    // provisioning may finish while the slowest answers of the first burst are still on their way
    const first = await burst();
    expect(first.map((response) => response.status)).toContain(202);
    for (const response of [...first, ...(await burst())]) expect([200, 202]).toContain(response.status);
    expect(json(await pollUntilSettled(fields, address))).toMatchObject({ ok: true, organization });
    expect(await trialRows(organization)).toHaveLength(1);
    expect(await trialsCounted(address)).toBe(1);
  });

  it('allows three trials per address per day; polls do not count, the fourth start is refused', async () => {
    const address = newAddress();
    const names = [uniqueOrganization('tr'), uniqueOrganization('tr'), uniqueOrganization('tr')];
    for (const name of names) {
      const fields = await startFields(name, address);
      expect((await postTrial(fields, address)).status).toBe(202);
      for (let i = 0; i < 3; i++) expect([200, 202]).toContain((await postTrial(fields, address)).status);
    }
    const fourth = uniqueOrganization('tr');
    const refused = await postTrial(await startFields(fourth, address), address);
    expect(refused.status).toBe(429);
    expect(json(refused)).toMatchObject({ ok: false, code: 'ERR_RATE_LIMITED' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await trialRows(fourth)).toHaveLength(0);
    // the three started ones still answer their polls, and finish
    for (const name of names) {
      expect(json(await pollUntilSettled(formFor(name), address))).toMatchObject({
        ok: true,
        organization: name,
      });
    }
    expect(await findTenantByName(pool, fourth)).toBeNull();
    // another address is not affected
    const elsewhere = uniqueOrganization('tr');
    const otherAddress = newAddress();
    expect((await postTrial(await startFields(elsewhere, otherAddress), otherAddress)).status).toBe(202);
    expect((await pollUntilSettled(formFor(elsewhere), otherAddress)).status).toBe(200);
  });

  it('starts no trial without a solved puzzle of its own address: 400 ERR_PUZZLE_INVALID, translated', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const own = await getPuzzleOf(address);
    const wrongAnswer = { cookie: own.cookie, iv: own.iv, solved: 'not-an-answer' };
    const attempts: [string, Fields][] = [
      ['no puzzle at all', formFor(organization)],
      ['a wrong answer', { ...formFor(organization), ...wrongAnswer }],
      ["another address's puzzle", { ...formFor(organization), ...(await solvedPuzzle(newAddress())) }],
      ['a made-up cookie', { ...formFor(organization), cookie: randomUUID(), iv: own.iv, solved: 'x' }],
    ];
    for (const [what, fields] of attempts) {
      const response = await postTrial(fields, address);
      expect({ what, status: response.status }).toEqual({ what, status: 400 });
      expect(json(response)).toMatchObject({
        ok: false,
        code: 'ERR_PUZZLE_INVALID',
        details: { field: 'solved' },
      });
    }
    // the refusal is in the asker's language
    const slovak = await fetch(`${app.base}/api/trial`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': address,
        'Accept-Language': 'sk',
      },
      body: new URLSearchParams(formFor(organization)).toString(),
    });
    const refusal = (await slovak.json()) as { code: string; message: string };
    expect(refusal.code).toBe('ERR_PUZZLE_INVALID');
    expect(refusal.message).not.toBe(json(await postTrial(formFor(organization), address)).message);
    // nothing written, nothing counted
    expect(await trialRows(organization)).toHaveLength(0);
    expect(await trialsCounted(address)).toBe(0);
    expect(await findTenantByName(pool, organization)).toBeNull();
  });

  it('uses a puzzle up: one solved puzzle starts one trial, never a second', async () => {
    const address = newAddress();
    const first = uniqueOrganization('tr');
    const fields = await startFields(first, address);
    expect((await postTrial(fields, address)).status).toBe(202);
    const second = uniqueOrganization('tr');
    const reused = await postTrial({ ...fields, organization: second }, address);
    expect(reused.status).toBe(400);
    expect(json(reused)).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    expect(await trialRows(second)).toHaveLength(0);
    expect(json(await pollUntilSettled(fields, address))).toMatchObject({ ok: true, organization: first });
    expect(await trialsCounted(address)).toBe(1);
  });

  it('answers ERR_ORG_EXISTS at once for an existing organisation, in any case', async () => {
    const address = newAddress();
    for (const name of [existing.tenant.name, existing.tenant.name.toUpperCase()]) {
      const response = await postTrial(formFor(name), address);
      expect(response.status).toBe(409);
      expect(json(response)).toMatchObject({ ok: false, code: 'ERR_ORG_EXISTS' });
    }
    expect(await trialRows(existing.tenant.name)).toHaveLength(0);
    expect(await trialsCounted(address)).toBe(0);
  });

  it('shows a pending trial only to its own requester with the same username and password', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = await startFields(organization, address);
    expect((await postTrial(fields, address)).status).toBe(202);
    const strangers = [
      postTrial(fields, newAddress()),
      postTrial({ ...fields, password: 'another password' }, address),
      postTrial({ ...fields, username: 'someone@example.com' }, address),
    ];
    for (const response of await Promise.all(strangers)) {
      expect(response.status).toBe(409);
      expect(json(response)).toMatchObject({ code: 'ERR_ORG_EXISTS' });
    }
    expect(json(await pollUntilSettled(fields, address))).toMatchObject({ ok: true });
    // once it exists, the strangers still get ERR_ORG_EXISTS and no success
    expect(json(await postTrial(fields, newAddress()))).toMatchObject({ code: 'ERR_ORG_EXISTS' });
    expect(await trialRows(organization)).toHaveLength(1);
  });

  it('finds the same request when a poll varies the case of the organisation or the email', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = {
      ...(await startFields(organization.toUpperCase(), address)),
      username: `Grace@${organization}.Example.COM`,
    };
    expect((await postTrial(fields, address)).status).toBe(202);
    const variant = {
      ...fields,
      organization: ` ${organization} `,
      username: ` grace@${organization}.example.com `,
    };
    expect([200, 202]).toContain((await postTrial(variant, address)).status);
    expect(json(await pollUntilSettled(variant, address))).toMatchObject({ ok: true, organization });
    expect(await trialRows(organization)).toHaveLength(1);
    expect(await trialsCounted(address)).toBe(1);
    expect(
      (await signIn(organization, { ...fields, username: `grace@${organization}.example.com` })).status,
    ).toBe(200);
  });

  it('validates every field the way sign-up does', async () => {
    const address = newAddress();
    const good = formFor(uniqueOrganization('tr'));
    const { person: _person, ...withoutPerson } = good;
    const { organization: _organization, ...withoutOrganization } = good;
    const cases: [Fields, Record<string, unknown>][] = [
      [{ ...good, organization: 'trial' }, { code: 'ERR_ORG_NAME_RESERVED' }],
      [{ ...good, organization: 'www' }, { code: 'ERR_ORG_NAME_RESERVED' }],
      [{ ...good, organization: 'no_underscores' }, { code: 'ERR_ORG_NAME_INVALID' }],
      [{ ...good, organization: 'x' }, { code: 'ERR_ORG_NAME_INVALID' }],
      [
        { ...good, username: 'grace@' },
        { code: 'ERR_VALIDATION', details: { field: 'username' } },
      ],
      [
        { ...good, password: '1234567' },
        { code: 'ERR_VALIDATION', details: { field: 'password' } },
      ],
      // only the templates offered to trials (contract/trial-templates.ts)
      [
        { ...good, template: 'hr' },
        { code: 'ERR_VALIDATION', details: { field: 'template' } },
      ],
      [withoutPerson, { code: 'ERR_VALIDATION', details: { field: 'person' } }],
      [withoutOrganization, { code: 'ERR_VALIDATION', details: { field: 'organization' } }],
    ];
    for (const [fields, body] of cases) {
      const response = await postTrial(fields, address);
      expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
      expect(json(response)).toMatchObject({ ok: false, ...body });
    }
    expect(await trialsCounted(address)).toBe(0);
  });

  it('reports a provisioning that fails at commit with its code, once', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = await startFields(organization, address);
    // another way in takes the name while the trial runs: its row stays uncommitted until told
    const tenantId = randomUUID();
    let inserted!: (pid: number) => void;
    let release!: () => void;
    const rowInserted = new Promise<number>((resolve) => {
      inserted = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rival = otherPool.transaction(async (trx) => {
      await insertTenant(trx, {
        id: tenantId,
        name: organization,
        displayName: organization,
        schemaName: schemaNameForTenant(tenantId),
        template: 'crm',
      });
      inserted(Number(await trx.oneFirst(sql.unsafe`SELECT pg_backend_pid()`)));
      await released;
    });
    const rivalPid = await rowInserted;
    expect(await postTrial(fields, address)).toMatchObject({ status: 202, text: 'WAIT' });
    // the trial's own insert of the name now waits for the rival's transaction
    const blocked = () =>
      pool.exists(sql.unsafe`SELECT 1 FROM pg_stat_activity WHERE ${rivalPid} = ANY(pg_blocking_pids(pid))`);
    for (let i = 0; i < 100 && !(await blocked()); i++) await sleep(50);
    expect(await blocked()).toBe(true);
    release();
    await rival;

    const failed = await pollUntilSettled(fields, address);
    expect(failed.status).toBe(409);
    expect(json(failed)).toMatchObject({ ok: false, code: 'ERR_ORG_EXISTS' });
    const [row] = await trialRows(organization);
    expect(row).toMatchObject({ status: 'failed', error_code: 'ERR_ORG_EXISTS' });
    expect(row?.reported_at).not.toBeNull();

    // reported once: with the name free again, the same form starts a new trial, which succeeds;
    // its puzzle is used up, so the new start solves a new one (the page does on every submit)
    await deleteTenant(pool, standaloneBus, organization);
    expect(json(await postTrial(fields, address))).toMatchObject({ code: 'ERR_PUZZLE_INVALID' });
    const again = { ...fields, ...(await solvedPuzzle(address)) };
    expect(await postTrial(again, address)).toMatchObject({ status: 202, text: 'WAIT' });
    expect(json(await pollUntilSettled(again, address))).toMatchObject({ ok: true, organization });
    expect(await trialRows(organization)).toHaveLength(2);
  });

  it('counts a pending trial older than 10 minutes as failed (a crashed process)', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = formFor(organization);
    const requestHash = await hashTrialRequest(parseSignupForm(fields), address);
    await pool.query(sql.unsafe`
      INSERT INTO strata.trial_requests (organization, requester, request_hash, created_at)
      VALUES (${organization}, ${address}, ${requestHash}, now() - interval '11 minutes')`);
    const failed = await postTrial(fields, address);
    expect(failed.status).toBe(500);
    expect(json(failed)).toMatchObject({ ok: false, code: 'ERR_INTERNAL' });
    const again = { ...fields, ...(await solvedPuzzle(address)) };
    expect(await postTrial(again, address)).toMatchObject({ status: 202, text: 'WAIT' });
    expect(json(await pollUntilSettled(again, address))).toMatchObject({ ok: true, organization });
  });

  it('limits how often one address polls, apart from its trial budget', async () => {
    const address = newAddress();
    const organization = uniqueOrganization('tr');
    const fields = formFor(organization);
    const limiter = new PostgresRateLimiter(pool);
    for (let i = 0; i < limits.trialPollsPerIp.max; i++) {
      await limiter.hit(rateKey('trial-poll', address), limits.trialPollsPerIp);
    }
    const requestHash = await hashTrialRequest(parseSignupForm(fields), address);
    const id = await pool.oneFirst(sql.unsafe`
      INSERT INTO strata.trial_requests (organization, requester, request_hash)
      VALUES (${organization}, ${address}, ${requestHash}) RETURNING id`);
    try {
      const response = await postTrial(fields, address);
      expect(response.status).toBe(429);
      expect(json(response)).toMatchObject({ code: 'ERR_RATE_LIMITED' });
      expect(await trialsCounted(address)).toBe(0);
    } finally {
      await pool.query(sql.unsafe`DELETE FROM strata.trial_requests WHERE id = ${String(id)}`);
    }
  });
});
