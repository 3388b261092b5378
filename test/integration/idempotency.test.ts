import { randomUUID } from 'node:crypto';
import type { DatabasePool } from '@strata/api/db/types';
import { sweepExpiredKeys } from '@strata/api/records/idempotency/sweep-expired-keys';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let adminToken: string;
let userToken: string;
let schema: string;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  tenant = await createTestTenant(pool);
  schema = tenant.tenant.schemaName;
  adminToken = (await signIn(server, tenant.tenant.name, tenant.admin.email)).token;
  const user = await createUser(pool, tenant.tenant, { email: 'second@idem.test', roles: ['admin'] });
  userToken = (await signIn(server, tenant.tenant.name, user.email)).token;
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
});

const post = (path: string, body: unknown, key: string | undefined, token = adminToken) =>
  server.request(path, {
    method: 'POST',
    host: `${tenant.tenant.name}.localhost`,
    headers: {
      'access-token': token,
      'Content-Type': 'application/json',
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: JSON.stringify(body),
  });
const createAccount = (name: string, key: string | undefined, token = adminToken) =>
  post('/api/update', { name: 'account', operation: 'create', object: { name } }, key, token);
const accountsNamed = (name: string) =>
  pool.anyFirst(sql.unsafe`SELECT id FROM ${sql.identifier([schema, 'account'])} WHERE name = ${name}`);

describe('Idempotency-Key on /api/update and /api/executemultiple', () => {
  it('answers a repeated key with the first outcome without writing again', async () => {
    const key = randomUUID();
    const first = await createAccount('Once', key);
    const again = await createAccount('Once', key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toContain('text/plain');
    expect(await accountsNamed('Once')).toEqual([first.text]);
  });

  it('does the same for a batch, continueOnError answers included', async () => {
    const key = `batch ${randomUUID()}`;
    const body = {
      continueOnError: true,
      records: [
        { name: 'account', operation: 'create', object: { name: 'Batch once' } },
        { name: 'account', operation: 'create', object: { name: 'Batch once', revenue: 'lots' } },
      ],
    };
    const first = await post('/api/executemultiple', body, key);
    const again = await post('/api/executemultiple', body, key);
    expect(first.status).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject([
      { result: expect.any(String) },
      { error: { code: 'ERR_VALIDATION' } },
    ]);
    expect(await accountsNamed('Batch once')).toHaveLength(1);
  });

  it('refuses the same key with another body, or on the other route, and writes nothing', async () => {
    const key = randomUUID();
    await createAccount('Original', key);
    const other = await createAccount('Changed', key);
    expect(other.status).toBe(422);
    expect(other.json()).toMatchObject({ code: 'ERR_IDEMPOTENCY_MISMATCH' });
    const batch = await post(
      '/api/executemultiple',
      { records: [{ name: 'account', operation: 'create', object: { name: 'Original' } }] },
      key,
    );
    expect(batch.json()).toMatchObject({ code: 'ERR_IDEMPOTENCY_MISMATCH' });
    expect(await accountsNamed('Changed')).toEqual([]);
    expect(await accountsNamed('Original')).toHaveLength(1);
  });

  it('runs concurrent requests with one key once', async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 6 }, () => createAccount('Concurrent', key)));
    const ids = await accountsNamed('Concurrent');
    expect(ids).toHaveLength(1);
    for (const response of responses) {
      if (response.status === 200) expect(response.text).toBe(ids[0]);
      else expect(response.json()).toMatchObject({ code: 'ERR_IDEMPOTENCY_IN_PROGRESS' });
    }
  });

  it('keeps keys per user, and runs again once a key has expired', async () => {
    const key = randomUUID();
    await createAccount('Per user', key);
    expect((await createAccount('Per user', key, userToken)).status).toBe(200);
    expect(await accountsNamed('Per user')).toHaveLength(2);

    await pool.query(sql.unsafe`
      UPDATE strata.idempotency_keys SET expires_at = now() - interval '1 second'
      WHERE tenant_id = ${tenant.tenant.id} AND key = ${key}`);
    expect((await createAccount('Per user', key)).status).toBe(200);
    expect(await accountsNamed('Per user')).toHaveLength(3);
  });

  it('does not keep the key of a write that failed', async () => {
    const key = randomUUID();
    const body = { name: 'account', operation: 'create', object: { name: 'Failing', revenue: 'x' } };
    expect((await post('/api/update', body, key)).status).toBe(400);
    const rows = await pool.anyFirst(sql.unsafe`
      SELECT key FROM strata.idempotency_keys WHERE tenant_id = ${tenant.tenant.id} AND key = ${key}`);
    expect(rows).toEqual([]);
  });

  it('refuses a key that is empty, too long or not printable ASCII', async () => {
    for (const key of ['', 'k'.repeat(201), 'k\u00e9y']) {
      const response = await createAccount('Bad key', key);
      expect(response.status, key).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ERR_VALIDATION',
        details: { field: 'Idempotency-Key' },
      });
    }
    expect(await accountsNamed('Bad key')).toEqual([]);
  });

  it('deletes expired keys of the organisation', async () => {
    const key = randomUUID();
    await createAccount('Swept', key);
    await pool.query(sql.unsafe`
      UPDATE strata.idempotency_keys SET expires_at = now() - interval '1 second'
      WHERE tenant_id = ${tenant.tenant.id} AND key = ${key}`);
    await sweepExpiredKeys(pool, tenant.tenant.id, Date.now() + 3_600_000);
    const left = await pool.anyFirst(sql.unsafe`
      SELECT key FROM strata.idempotency_keys WHERE tenant_id = ${tenant.tenant.id} AND expires_at <= now()`);
    expect(left).toEqual([]);
  });
});
