import { randomBytes } from 'node:crypto';
import type { DatabasePool } from '@strata/api/db/types';
import { PostgresRateLimiter } from '@strata/api/rate-limit/postgres-rate-limiter';
import { rateKey } from '@strata/api/rate-limit/rate-key';
import { limits } from '@strata/api/rate-limit/rate-limiter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestResponse, type TestServer } from '../fixtures/test-server.js';
import { createUser, testPassword } from '../fixtures/users.js';

// Issue 15 items 6 and 7: the sign-in limits hold under concurrency and across addresses, and
// every route taking a user name answers and counts unknown names like known ones.

let pool: DatabasePool;
let server: TestServer;
let org: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  // trust one proxy: each test picks its client address with X-Forwarded-For
  server = await startTestServer(pool, { trustProxy: 1 });
  org = await createTestTenant(pool);
});
afterAll(async () => {
  await server.close();
  await org.remove();
  await pool.end();
});

let counter = 0;
const newUser = () =>
  createUser(pool, org.tenant, { email: `user${++counter}@limits.test`, roles: ['salesperson'] });
const unknownName = () => `nobody-${randomBytes(4).toString('hex')}@limits.test`;
const newAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

const post = (path: string, fields: Record<string, string>, address: string) =>
  server.request(path, {
    method: 'POST',
    host: `${org.tenant.name}.localhost`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams(fields).toString(),
  });
const login = (username: string, password: string, address: string) =>
  post('/api/login', { username, password }, address);
const mustChange = (username: string, password: string, address: string) =>
  post('/api/mustchangepassword', { username, password, newPassword: 'a new password' }, address);

/** What a client can compare between two answers: status and body without the request id. */
function shape(response: TestResponse) {
  const { requestId: _id, ...body } = response.json() as Record<string, unknown>;
  const details = body.details as Record<string, unknown> | undefined;
  if (details) delete details.requestId;
  return { status: response.status, body };
}

function expectLocked(response: TestResponse) {
  expect(response.status).toBe(429);
  expect(response.json()).toMatchObject({ code: 'ERR_ACCOUNT_LOCKED' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  // the message says when: the minutes until the window ends (15 here)
  expect(String(response.json().message)).toMatch(/in 1[45] min/);
}

describe('the login limit under concurrency', () => {
  it('checks at most 5 of 40 parallel wrong passwords, then refuses even the right one', async () => {
    const user = await newUser();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(user.email, `wrong ${i}`, address)),
    );
    const checked = answers.filter((a) => a.status === 401);
    expect(checked.length).toBeLessThanOrEqual(limits.loginFailuresPerAccountAndIp.max);
    for (const answer of checked) expect(answer.json()).toMatchObject({ code: 'ERR_LOGIN_FAILED' });
    const refused = answers.filter((a) => a.status !== 401);
    expect(refused).toHaveLength(40 - checked.length);
    for (const answer of refused) expectLocked(answer);

    expectLocked(await login(user.email, testPassword, address));
  });

  it('locks a name after 10 failures from different addresses, for every address', async () => {
    const user = await newUser();
    for (let i = 0; i < limits.loginFailuresPerAccount.max; i++) {
      expect((await login(user.email, `wrong ${i}`, newAddress())).status).toBe(401);
    }
    expectLocked(await login(user.email, 'wrong again', newAddress()));
    expectLocked(await login(user.email, testPassword, newAddress()));
  });

  it('signs in with the right password below the limits and starts the address afresh', async () => {
    const user = await newUser();
    const address = newAddress();
    for (let i = 0; i < 4; i++) expect((await login(user.email, `wrong ${i}`, address)).status).toBe(401);
    expect((await login(user.email, testPassword, address)).status).toBe(200);
    // the success cleared this address's failures: 5 more may be checked
    for (let i = 0; i < 5; i++) expect((await login(user.email, `wrong ${i}`, address)).status).toBe(401);
    expectLocked(await login(user.email, testPassword, address));
  });
});

describe('no user enumeration', () => {
  const counted = (key: string, limit: (typeof limits)[keyof typeof limits]) =>
    new PostgresRateLimiter(pool).peek(key, limit).then((decision) => decision.count);

  it('/api/login: the same answer for unknown and known names, and both are limited', async () => {
    const known = (await newUser()).email;
    const unknown = unknownName();
    const address = newAddress();
    expect(shape(await login(unknown, 'wrong', address))).toEqual(
      shape(await login(known, 'wrong', address)),
    );
    for (const name of [known, unknown]) {
      expect(
        await counted(rateKey('login-account', org.tenant.id, name), limits.loginFailuresPerAccount),
      ).toBe(1);
      for (let i = 1; i < 5; i++) expect((await login(name, 'wrong', address)).status).toBe(401);
      expectLocked(await login(name, 'wrong', address));
    }
  });

  it('/api/mustchangepassword: the same answer for unknown and known names, and both are limited', async () => {
    const known = (await newUser()).email;
    const unknown = unknownName();
    const address = newAddress();
    const first = await mustChange(unknown, 'wrong', address);
    expect(first.json()).toMatchObject({ code: 'ERR_LOGIN_FAILED' });
    expect(shape(first)).toEqual(shape(await mustChange(known, 'wrong', address)));
    for (const name of [known, unknown]) {
      // the decoy path ran and counted the unknown name like the known one
      const key = rateKey('login', org.tenant.id, name, address);
      expect(await counted(key, limits.loginFailuresPerAccountAndIp)).toBe(1);
      for (let i = 1; i < 5; i++) expect((await mustChange(name, 'wrong', address)).status).toBe(401);
      expectLocked(await mustChange(name, 'wrong', address));
    }
    // sign-in and mustchangepassword share the budget: the known name is locked for login too
    expectLocked(await login(known, testPassword, address));
  });

  it('/api/getmagic (sign-in link, forgotten password): the same answer, and both are limited', async () => {
    const known = (await newUser()).email;
    const unknown = unknownName();
    const address = newAddress();
    for (const reason of ['LOGIN', 'USER_FORGOT']) {
      const a = await post('/api/getmagic', { username: unknown, reason }, address);
      const b = await post('/api/getmagic', { username: known, reason }, address);
      expect(shape(a)).toEqual(shape(b));
      expect(a.json()).toMatchObject({ ok: true, code: 'OK_CHECK_EMAIL' });
    }
    for (const name of [known, unknown]) {
      expect(await counted(rateKey('magic-email', org.tenant.id, name), limits.magicLinksPerEmail)).toBe(2);
      expect((await post('/api/getmagic', { username: name }, address)).status).toBe(200);
      const over = await post('/api/getmagic', { username: name }, address);
      expect(over.json()).toMatchObject({ code: 'ERR_RATE_LIMITED' });
    }
  });

  it('/api/magic: a wrong secret is the same answer for unknown and known names', async () => {
    const known = (await newUser()).email;
    const address = newAddress();
    const secret = randomBytes(24).toString('base64url');
    const a = await post('/api/magic', { username: unknownName(), secret }, address);
    const b = await post('/api/magic', { username: known, secret }, address);
    expect(a.json()).toMatchObject({ code: 'ERR_MAGIC_BROKEN' });
    expect(shape(a)).toEqual(shape(b));
  });
});
