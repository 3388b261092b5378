import type { DatabasePool } from '@strata/api/db/types';
import { silentLogger } from '@strata/api/logging/logger';
import { createMailer } from '@strata/api/mail/mailer';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpCapture } from '../fixtures/smtp-capture.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn, testPassword } from '../fixtures/users.js';

let pool: DatabasePool;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
let a: Awaited<ReturnType<typeof createTestTenant>>;
let b: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  smtp = await startSmtpCapture();
  server = await startTestServer(pool, {
    mailer: createMailer({
      smtpUrl: smtp.url,
      outbox: '/nonexistent',
      from: 'Strata <test@localhost>',
      logger: silentLogger,
    }),
  });
  [a, b] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await Promise.all([a.remove(), b.remove()]);
  await pool.end();
});

const form = (fields: Record<string, string>, host?: string) => ({
  method: 'POST',
  ...(host ? { host } : {}),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const onA = (fields: Record<string, string>) => form(fields, `${a.tenant.name}.localhost`);
const requestLink = (email: string, extra: Record<string, string> = {}) =>
  server.request('/api/getmagic', onA({ username: email, ...extra }));
const useLink = (link: URL, host = `${a.tenant.name}.localhost`) =>
  server.request(
    '/api/magic',
    form({ username: link.searchParams.get('u') ?? '', secret: link.searchParams.get('q') ?? '' }, host),
  );
let counter = 0;
const newUser = async (options: { password?: boolean } = {}) => {
  const email = `user${++counter}@magic.test`;
  const user = await createUser(pool, a.tenant, { email, roles: ['salesperson'] });
  if (options.password === false)
    await pool.query(sql.unsafe`DELETE FROM strata.credentials WHERE user_id = ${user.id}`);
  return user;
};

describe('magic links', () => {
  it('mails a link built from the configured origin, even under a forged Host, and signs in once', async () => {
    const user = await newUser();
    const response = await server.request(
      '/api/getmagic',
      form({ username: user.email, organization: a.tenant.name }, 'evil.example'),
    );
    expect(response.json()).toEqual({ ok: true, code: 'OK_CHECK_EMAIL' });
    const link = linkIn(await smtp.waitFor(user.email));
    expect(link.origin).toBe(`http://${a.tenant.name}.localhost:3000`);
    expect(link.searchParams.get('o')).toBe(a.tenant.name);

    const used = await useLink(link);
    expect(used.status).toBe(200);
    expect(used.headers['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await useLink(link);
    expect(again.json()).toMatchObject({ code: 'ERR_MAGIC_BROKEN' });
  });

  it('answers unknown and look-alike addresses exactly like known ones, and mails nobody', async () => {
    const user = await newUser();
    const known = await requestLink(user.email);
    const before = smtp.mails.length;
    const unknown = await requestLink('ghost@magic.test');
    const lookAlike = await requestLink(user.email.replace('user', 'usér'));
    for (const response of [unknown, lookAlike]) {
      expect(response.status).toBe(known.status);
      expect(response.text).toBe(known.text);
    }
    await smtp.waitFor(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.slice(before).every((mail) => mail.to.includes(user.email))).toBe(true);
  });

  it('refuses an expired link with ERR_MAGIC_TIMEOUT and a superseded one with ERR_MAGIC_BROKEN', async () => {
    const user = await newUser();
    await requestLink(user.email);
    const first = linkIn(await smtp.waitFor(user.email));
    smtp.mails.splice(0);
    await requestLink(user.email);
    const second = linkIn(await smtp.waitFor(user.email));
    expect((await useLink(first)).json()).toMatchObject({ code: 'ERR_MAGIC_BROKEN' });
    await pool.query(
      sql.unsafe`UPDATE strata.magic_links SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    const expired = await useLink(second);
    expect(expired.status).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'ERR_MAGIC_TIMEOUT',
      message: 'Magic links work only for 5 minutes.',
    });
  });

  it("refuses tenant A's link on tenant B", async () => {
    const user = await newUser();
    await requestLink(user.email);
    const link = linkIn(await smtp.waitFor(user.email));
    expect((await useLink(link, `${b.tenant.name}.localhost`)).json()).toMatchObject({
      code: 'ERR_MAGIC_BROKEN',
    });
    expect((await useLink(link)).status).toBe(200);
  });

  it('refuses open redirects as the return path', async () => {
    for (const ret of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const response = await requestLink('anyone@magic.test', { ret });
      expect(response.json(), ret).toMatchObject({ code: 'ERR_REDIRECT_NOT_ALLOWED' });
    }
  });

  it('limits links to 3 per address in 15 minutes', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) expect((await requestLink(user.email.toUpperCase())).status).toBe(200);
    const fourth = await requestLink(` ${user.email} `);
    expect(fourth.status).toBe(429);
    expect(fourth.headers['retry-after']).toBeTruthy();
  });
});

describe('choosing a password', () => {
  it('walks a forgotten password: ERR_MUST_CHANGE_PWD, then mustchangepassword with the link, other sessions ended', async () => {
    const user = await newUser();
    const old = await signIn(server, a.tenant.name, user.email);
    await requestLink(user.email, { reason: 'USER_FORGOT' });
    const link = linkIn(await smtp.waitFor(user.email));
    expect(link.searchParams.get('reason')).toBe('USER_FORGOT');
    expect((await useLink(link)).json()).toMatchObject({
      code: 'ERR_MUST_CHANGE_PWD',
      details: { reason: 'USER_FORGOT' },
    });

    const changed = await server.request(
      '/api/mustchangepassword',
      onA({
        username: user.email,
        password: link.searchParams.get('q') ?? '',
        newPassword: 'a brand new one',
      }),
    );
    expect(changed.json()).toMatchObject({ ok: true, message: 'Password Changed' });
    expect(changed.headers['access-token']).toBeTruthy();
    expect((await old.call('/api/getusercontext')).status).toBe(401);
    await expect(signIn(server, a.tenant.name, user.email)).rejects.toThrow('login failed');
    await signIn(server, a.tenant.name, user.email, 'a brand new one');
    // the link is used up
    const replay = await server.request(
      '/api/mustchangepassword',
      onA({ username: user.email, password: link.searchParams.get('q') ?? '', newPassword: 'another one!' }),
    );
    expect(replay.json()).toMatchObject({ code: 'ERR_MAGIC_BROKEN' });
  });

  it('lets only administrators send invites, which let a user without a password choose one', async () => {
    const invitee = await newUser({ password: false });
    expect((await requestLink(invitee.email, { reason: 'INVITE' })).status).toBe(401);
    const seller = await signIn(server, a.tenant.name, (await newUser()).email);
    const denied = await server.request('/api/getmagic', {
      ...onA({ username: invitee.email, reason: 'INVITE' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'access-token': seller.token },
    });
    expect(denied.status).toBe(403);

    const admin = await signIn(server, a.tenant.name, a.admin.email);
    await server.request('/api/getmagic', {
      ...onA({ username: invitee.email, reason: 'INVITE' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'access-token': admin.token },
    });
    const mail = await smtp.waitFor(invitee.email);
    expect(mail.raw).toContain('You are invited');
    const link = linkIn(mail);
    expect((await useLink(link)).json()).toMatchObject({
      code: 'ERR_MUST_CHANGE_PWD',
      details: { reason: 'INVITE' },
    });
    const chosen = await server.request(
      '/api/mustchangepassword',
      onA({
        username: invitee.email,
        password: link.searchParams.get('q') ?? '',
        newPassword: 'my first password',
      }),
    );
    expect(chosen.status).toBe(200);
  });

  it('changes your own password with the old one, and an administrator anyone’s', async () => {
    const user = await newUser();
    const session = await signIn(server, a.tenant.name, user.email);
    const other = await signIn(server, a.tenant.name, user.email);
    const wrong = await session.call('/api/changepassword', {
      oldPassword: 'not it at all',
      newPassword: 'new password 1',
    });
    expect(wrong.json()).toMatchObject({ code: 'ERR_PASSWORD_WRONG' });
    const right = await session.call('/api/changepassword', {
      oldPassword: testPassword,
      newPassword: 'new password 1',
    });
    expect(right.text).toBe('Password Changed');
    expect((await other.call('/api/getusercontext')).status).toBe(401);
    expect((await session.call('/api/getusercontext')).status).toBe(200);

    const english = await session.call('/api/changepassword', {
      oldPassword: 'new password 1',
      newPassword: 'new password 2',
    });
    expect(english.text).toBe('Password Changed');
    const inGerman = await server.request('/api/changepassword', {
      method: 'POST',
      host: `${a.tenant.name}.localhost`,
      headers: { 'access-token': session.token, 'Content-Type': 'application/json', 'Accept-Language': 'de' },
      body: JSON.stringify({ oldPassword: 'new password 2', newPassword: 'new password 3' }),
    });
    expect(inGerman.text).toBe('Passwort geändert');

    const victim = await newUser();
    expect(
      (await session.call('/api/changepassword', { userId: victim.id, newPassword: 'hijacked!!' })).status,
    ).toBe(403);
    const admin = await signIn(server, a.tenant.name, a.admin.email);
    expect(
      (await admin.call('/api/changepassword', { userId: victim.id, newPassword: 'set by admin' })).text,
    ).toBe('Password Changed');
    await signIn(server, a.tenant.name, victim.email, 'set by admin');
    expect(
      (await admin.call('/api/changepassword', { userId: victim.id, newPassword: 'short' })).json(),
    ).toMatchObject({ code: 'ERR_VALIDATION' });
  });
});

describe('sign-in limits', () => {
  it('stops checking passwords after 5 failures in a row, even the right one', async () => {
    const user = await newUser();
    const attempt = (password: string) =>
      server.request('/api/login', onA({ username: user.email, password }));
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await attempt(`wrong ${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect((await attempt(testPassword)).status).toBe(429);
  });
});

describe('diagnostics', () => {
  it('lists and ends sessions of this organisation for administrators only', async () => {
    const admin = await signIn(server, a.tenant.name, a.admin.email);
    const user = await newUser();
    const victim = await signIn(server, a.tenant.name, user.email);
    const list = (await admin.call('/api/cache_debug')).json() as unknown as {
      name: string;
      username: string;
      orgname: string;
    }[];
    const row = list.find((r) => r.username === user.email);
    expect(row).toMatchObject({ orgname: a.tenant.name });
    expect((await victim.call('/api/cache_debug')).status).toBe(403);
    // a GET (a link, an image, a prefetch) must not end a session: 405, the victim still signed in
    const byGet = await admin.call(`/api/cache_debug_delete?name=${row?.name}`);
    expect(byGet.status).toBe(405);
    expect(byGet.json()).toMatchObject({ ok: false, code: 'ERR_METHOD_NOT_ALLOWED' });
    expect((await victim.call('/api/getusercontext')).status).toBe(200);
    expect((await admin.call(`/api/cache_debug_delete?name=${row?.name}`, {}, 'POST')).json()).toEqual({
      ok: true,
    });
    expect((await victim.call('/api/getusercontext')).status).toBe(401);
    const otherOrg = await signIn(server, b.tenant.name, b.admin.email);
    expect(
      (await otherOrg.call(`/api/cache_debug_delete?name=${list[0]?.name}`, undefined, 'DELETE')).status,
    ).toBe(404);
  });

  it('stores client error reports and refuses oversized ones', async () => {
    const report = { context: 'test', url: '/x', error: { name: 'TypeError', message: 'boom' } };
    const ok = await server.request('/api/apperror', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(ok.json()).toEqual({ ok: true });
    const stored = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM strata.app_errors WHERE body->>'context' = 'test'`,
    );
    expect(stored).toBeGreaterThan(0);
    const big = await server.request('/api/apperror', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: 'x'.repeat(20_000) }),
    });
    expect(big.status).toBe(413);
  });
});
