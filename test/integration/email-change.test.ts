import type { DatabasePool } from '@strata/api/db/types';
import type { MailMessage } from '@strata/api/mail/mailer';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer } from '../fixtures/memory-mailer.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn, testPassword } from '../fixtures/users.js';

/**
 * Issue 35 item 2: a user changes their own sign-in email only with their password and the
 * link mailed to the new address; the old address is told at both steps.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let other: Awaited<ReturnType<typeof createTestTenant>>;
let userId: string;
const mailer = memoryMailer();
const mails = mailer.sent;

const host = () => `${tenant.tenant.name}.localhost`;
const post = (path: string, body: unknown, token?: string, on = host()) =>
  server.request(path, {
    method: 'POST',
    host: on,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify(body),
  });
const emailOf = async () =>
  pool.oneFirst(
    sql.unsafe`SELECT emailaddress FROM ${sql.identifier([tenant.tenant.schemaName, 'systemuser'])} WHERE id = ${userId}`,
  );
const secretIn = (mail: MailMessage | undefined) => {
  const match = mail?.text.match(/confirm-email\?q=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link in ${mail?.text}`);
  return match[1];
};
const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool, { mailer });
  tenant = await createTestTenant(pool);
  other = await createTestTenant(pool);
  userId = (await createUser(pool, tenant.tenant, { email: 'mover@email.test', name: 'Mover' })).id;
  await createUser(pool, tenant.tenant, { email: 'taken@email.test' });
});
afterAll(async () => {
  await server?.close();
  await tenant?.remove();
  await other?.remove();
  await pool?.end();
});

describe('changing ones own sign-in email', () => {
  it('needs the current password, a valid and free address; refusals send nothing', async () => {
    const me = await signIn(server, tenant.tenant.name, 'mover@email.test');
    const wrong = await post('/api/account/email', { password: 'not it', email: 'new@email.test' }, me.token);
    expect(wrong.status).toBe(400);
    expect(codeOf(wrong)).toBe('ERR_PASSWORD_WRONG');
    const invalid = await post(
      '/api/account/email',
      { password: testPassword, email: 'not an address' },
      me.token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'email' } });
    const taken = await post(
      '/api/account/email',
      { password: testPassword, email: 'Taken@email.test' },
      me.token,
    );
    expect(codeOf(taken)).toBe('ERR_DUPLICATE');
    const anonymous = await post('/api/account/email', { password: testPassword, email: 'new@email.test' });
    expect(anonymous.status).toBe(401);
    expect(mails).toEqual([]);
    expect(await emailOf()).toBe('mover@email.test');
  });

  it('mails a link to the new address and a notice to the old; only the link changes the email', async () => {
    const me = await signIn(server, tenant.tenant.name, 'mover@email.test');
    const asked = await post(
      '/api/account/email',
      { password: testPassword, email: 'New@Email.test' },
      me.token,
    );
    expect(asked.status).toBe(200);
    expect(asked.json()).toEqual({ ok: true, code: 'OK_CHECK_EMAIL' });
    const confirm = mails.find((mail) => mail.to === 'new@email.test');
    const notice = mails.find((mail) => mail.to === 'mover@email.test');
    expect(notice?.text).toContain('new@email.test');
    expect(notice?.text).not.toMatch(/confirm-email/);
    expect(await emailOf()).toBe('mover@email.test');
    await signIn(server, tenant.tenant.name, 'mover@email.test');

    const secret = secretIn(confirm);
    const elsewhere = await post(
      '/api/account/email/confirm',
      { secret },
      undefined,
      `${other.tenant.name}.localhost`,
    );
    expect(codeOf(elsewhere)).toBe('ERR_MAGIC_BROKEN');
    mails.length = 0;
    const confirmed = await post('/api/account/email/confirm', { secret });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, email: 'new@email.test' });
    expect(await emailOf()).toBe('new@email.test');
    expect(mails.map((mail) => mail.to)).toEqual(['mover@email.test']);
    await expect(signIn(server, tenant.tenant.name, 'mover@email.test')).rejects.toThrow(/login failed/);
    await signIn(server, tenant.tenant.name, 'new@email.test');
    const again = await post('/api/account/email/confirm', { secret });
    expect(codeOf(again)).toBe('ERR_MAGIC_BROKEN');
    const audit = await pool.oneFirst(sql.unsafe`
      SELECT body FROM ${sql.identifier([tenant.tenant.schemaName, 'audit'])}
      WHERE objectid = ${userId} AND operation = 'update' ORDER BY createdon DESC LIMIT 1`);
    expect(JSON.parse(String(audit))).toMatchObject({
      changes: { emailaddress: { old: 'mover@email.test', new: 'new@email.test' } },
    });
  });

  it('only the newest link works', async () => {
    const me = await signIn(server, tenant.tenant.name, 'new@email.test');
    mails.length = 0;
    await post('/api/account/email', { password: testPassword, email: 'first@email.test' }, me.token);
    await post('/api/account/email', { password: testPassword, email: 'second@email.test' }, me.token);
    const first = secretIn(mails.find((mail) => mail.to === 'first@email.test'));
    const second = secretIn(mails.find((mail) => mail.to === 'second@email.test'));
    expect(codeOf(await post('/api/account/email/confirm', { secret: first }))).toBe('ERR_MAGIC_BROKEN');
    expect((await post('/api/account/email/confirm', { secret: second })).status).toBe(200);
    expect(await emailOf()).toBe('second@email.test');
  });
});
