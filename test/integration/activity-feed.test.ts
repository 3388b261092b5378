import { maskOf } from '@strata/api/contract/permission-mask';
import type { DatabasePool } from '@strata/api/db/types';
import { systemObjects } from '@strata/api/migrations/system-objects';
import { PostgresRateLimiter } from '@strata/api/rate-limit/postgres-rate-limiter';
import { rateKey } from '@strata/api/rate-limit/rate-key';
import { limits } from '@strata/api/rate-limit/rate-limiter';
import { insertRows } from '@strata/api/records/seed-rows';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestResponse, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

type Session = Awaited<ReturnType<typeof signIn>> & { id: string };
type Tenant = Awaited<ReturnType<typeof createTestTenant>>;

let pool: DatabasePool;
let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let eva: Session;
let jan: Session;
let technician: Session;
let ownReader: Session;
let outsider: Awaited<ReturnType<typeof signIn>>;
let disabledId: string;
let opportunityId: string;

async function user(email: string, name: string, roles: string[]): Promise<Session> {
  const created = await createUser(pool, tenant.tenant, { email, name, roles });
  return { id: created.id, ...(await signIn(server, tenant.tenant.name, email)) };
}

async function create(session: Session, name: string, object: Record<string, unknown>): Promise<string> {
  const response = await session.call('/api/update', { name, operation: 'create', object });
  expect(response.status, response.text).toBe(200);
  return response.text;
}

async function update(session: Session, name: string, id: string, values: Record<string, unknown>) {
  const [row] = (
    await session.call('/api/fetch', {
      entity: {
        name,
        attributes: [{ attribute: 'versionnumber' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
      },
    })
  ).json() as unknown as { versionnumber: number }[];
  const response = await session.call('/api/update', {
    name,
    operation: 'update',
    object: { id, versionnumber: row?.versionnumber, ...values },
  });
  expect(response.status, response.text).toBe(200);
}

const changesOf = (session: { call: Session['call'] }, query: Record<string, string>) =>
  session.call(`/api/feed/changes?${new URLSearchParams(query).toString()}`);

function expectRefusal(response: TestResponse, status: number, code: string) {
  expect(response.status, response.text.slice(0, 200)).toBe(status);
  expect(response.json()).toMatchObject({ ok: false, code });
  expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+|postgres|SELECT|jsonb/i);
}

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  [tenant, other] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  // a role that reads (and writes) only its own opportunities and activities
  const role = systemObjects().get('inu_role');
  if (!role) throw new Error('no inu_role');
  await insertRows(
    pool,
    tenant.tenant.schemaName,
    role,
    [
      {
        name: 'ownonly',
        body: JSON.stringify({
          permissions: {
            opportunity: maskOf({ create: 1, read: 1, update: 1 }),
            activity: maskOf({ create: 1, read: 1, update: 1 }),
            systemuser: maskOf({ read: 3 }),
          },
        }),
      },
    ],
    null,
  );
  eva = await user('eva@feed.test', 'Eva Novak', ['salesperson']);
  jan = await user('jan@feed.test', 'Jan Horak', ['salesperson']);
  technician = await user('tech@feed.test', 'Tom Tech', ['technician']);
  ownReader = await user('own@feed.test', 'Olga Own', ['ownonly']);
  disabledId = (await createUser(pool, tenant.tenant, { email: 'gone@feed.test', name: 'Gone', roles: [] }))
    .id;
  await pool.query(sql.unsafe`
    UPDATE ${sql.identifier([tenant.tenant.schemaName, 'systemuser'])} SET isdisabled = true WHERE id = ${disabledId}`);
  outsider = await signIn(server, other.tenant.name, other.admin.email);

  opportunityId = await create(eva, 'opportunity', { name: 'Pumps for Acme', stage: 'develop' });
  await update(eva, 'opportunity', opportunityId, { stage: 'propose' });
  await update(eva, 'opportunity', opportunityId, { description: 'not tracked' });
});

afterAll(async () => {
  await server.close();
  await Promise.all([tenant.remove(), other.remove()]);
  await pool.end();
});

describe('GET /api/feed/changes', () => {
  it('lists the tracked fields changes of a record from its audit rows, with who made them', async () => {
    const response = await changesOf(jan, {
      entity: 'opportunity',
      id: opportunityId,
      fields: 'stage,probability',
    });
    expect(response.status, response.text).toBe(200);
    const changes = response.json() as unknown as { changes: unknown[]; by: { id: string; name: string } }[];
    expect(changes).toHaveLength(1); // the description change is not tracked
    expect(changes[0]).toMatchObject({
      by: { id: eva.id, name: 'Eva Novak' },
      changes: [{ field: 'stage', old: 'develop', new: 'propose' }],
    });
    const older = await changesOf(jan, {
      entity: 'opportunity',
      id: opportunityId,
      fields: 'stage',
      before: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(older.json()).toEqual([]);
  });

  it('gives nothing to a user who cannot read the record', async () => {
    expectRefusal(
      await changesOf(technician, { entity: 'opportunity', id: opportunityId, fields: 'stage' }),
      403,
      'ERR_FORBIDDEN',
    );
    expectRefusal(
      await changesOf(ownReader, { entity: 'opportunity', id: opportunityId, fields: 'stage' }),
      404,
      'ERR_RECORD_NOT_FOUND',
    );
    // another organisation's id is simply not found
    expectRefusal(
      await changesOf(outsider as Session, { entity: 'opportunity', id: opportunityId, fields: 'stage' }),
      404,
      'ERR_RECORD_NOT_FOUND',
    );
  });

  it('refuses bad input with stable codes', async () => {
    const base = { entity: 'opportunity', id: opportunityId, fields: 'stage' };
    expectRefusal(await changesOf(jan, { ...base, id: 'nope' }), 400, 'ERR_VALIDATION');
    expectRefusal(await changesOf(jan, { entity: 'opportunity', id: opportunityId }), 400, 'ERR_VALIDATION');
    expectRefusal(await changesOf(jan, { ...base, count: '500' }), 400, 'ERR_VALIDATION');
    expectRefusal(await changesOf(jan, { ...base, before: 'yesterday' }), 400, 'ERR_VALIDATION');
    expectRefusal(await changesOf(jan, { ...base, fields: 'stage;drop table' }), 400, 'ERR_VALIDATION');
    expectRefusal(await changesOf(jan, { ...base, entity: 'nothing' }), 400, 'ERR_OBJECT_NOT_FOUND');
    expectRefusal(await changesOf(jan, { ...base, fields: 'stage,nofield' }), 400, 'ERR_FIELD_NOT_FOUND');
    const anonymous = await server.request(`/api/feed/changes?${new URLSearchParams(base).toString()}`, {
      host: `${tenant.tenant.name}.localhost`,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('mentions', () => {
  let commentId: string;

  it('notify the active users a comment names, once, and never its author', async () => {
    commentId = await create(eva, 'activity', {
      name: 'Call them',
      activitytypecode: 'Note',
      body: `@[Jan Horak](${jan.id}) please call; cc @[Gone](${disabledId}) @[Eva](${eva.id}) @[Jan](${jan.id})`,
      regardingobjectid: { id: opportunityId, name: 'opportunity' },
    });
    const first = await eva.call('/api/feed/mentions', { activityId: commentId });
    expect(first.status, first.text).toBe(200);
    expect(first.json()).toEqual({ notified: 1 });
    expect((await eva.call('/api/feed/mentions', { activityId: commentId })).json()).toEqual({ notified: 0 });

    const inbox = (await jan.call('/api/feed/mentions')).json() as { count: number; items: unknown[] };
    expect(inbox.count).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      activityId: commentId,
      by: 'Eva Novak',
      text: '@Jan Horak please call; cc @Gone @Eva @Jan',
      regarding: { entity: 'opportunity', id: opportunityId, label: 'Pumps for Acme' },
    });
    expect(((await eva.call('/api/feed/mentions')).json() as { count: number }).count).toBe(0);
  });

  it('are sent only by the comment author, and only for a comment they can read', async () => {
    expectRefusal(
      await jan.call('/api/feed/mentions', { activityId: commentId }),
      404,
      'ERR_RECORD_NOT_FOUND',
    );
    expectRefusal(
      await outsider.call('/api/feed/mentions', { activityId: commentId }),
      404,
      'ERR_RECORD_NOT_FOUND',
    );
    expectRefusal(await eva.call('/api/feed/mentions', { activityId: 'x' }), 400, 'ERR_VALIDATION');
    expectRefusal(
      await eva.call('/api/feed/mentions', { activityId: commentId, extra: 1 }),
      400,
      'ERR_VALIDATION',
    );
  });

  it('show a mentioned user only comments their rights let them read', async () => {
    const hidden = await create(eva, 'activity', {
      name: 'About Olga',
      activitytypecode: 'Note',
      body: `@[Olga](${ownReader.id}) secret`,
      regardingobjectid: { id: opportunityId, name: 'opportunity' },
    });
    expect((await eva.call('/api/feed/mentions', { activityId: hidden })).json()).toEqual({ notified: 1 });
    // Olga reads only her own activities: the mention is stored but not shown
    expect((await ownReader.call('/api/feed/mentions')).json()).toEqual({ count: 0, items: [] });
  });

  it('are limited per user: past the budget 429 ERR_RATE_LIMITED, and nobody is notified', async () => {
    const spammer = await user('spam@feed.test', 'Sam Spam', ['salesperson']);
    const target = await user('target@feed.test', 'Tina Target', ['salesperson']);
    const comment = (n: number) =>
      create(spammer, 'activity', {
        name: `Ping ${n}`,
        activitytypecode: 'Note',
        body: `@[Tina](${target.id}) ping ${n}`,
        regardingobjectid: { id: opportunityId, name: 'opportunity' },
      });
    expect((await spammer.call('/api/feed/mentions', { activityId: await comment(0) })).json()).toEqual({
      notified: 1,
    });
    // the rest of the budget used up (as a script would, without 120 requests here)
    const limiter = new PostgresRateLimiter(pool);
    const key = rateKey('mention', tenant.tenant.id, spammer.id);
    for (let i = 1; i < limits.mentionsPerUser.max; i++) await limiter.hit(key, limits.mentionsPerUser);
    const flood = await spammer.call('/api/feed/mentions', { activityId: await comment(1) });
    expectRefusal(flood, 429, 'ERR_RATE_LIMITED');
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    expect(((await target.call('/api/feed/mentions')).json() as { count: number }).count).toBe(1);
    // another user's budget is their own
    expect((await eva.call('/api/feed/mentions', { activityId: commentId })).status).toBe(200);
  });

  it('are marked read by their own user only, by id or by record', async () => {
    const inbox = (await jan.call('/api/feed/mentions')).json() as { items: { id: string }[] };
    const mentionId = inbox.items[0]?.id ?? '';
    expect((await eva.call('/api/feed/mentions/read', { ids: [mentionId] })).json()).toEqual({ read: 0 });
    expect((await jan.call('/api/feed/mentions/read', { objectId: opportunityId })).json()).toEqual({
      read: 1,
    });
    expect((await jan.call('/api/feed/mentions')).json()).toEqual({ count: 0, items: [] });
    expectRefusal(await jan.call('/api/feed/mentions/read', {}), 400, 'ERR_VALIDATION');
    expectRefusal(await jan.call('/api/feed/mentions/read', { ids: ['1'] }), 400, 'ERR_VALIDATION');
  });
});
