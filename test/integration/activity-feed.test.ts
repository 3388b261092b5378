import type { FeedPage } from '@strata/api/contract/feed';
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
    const page = response.json() as unknown as FeedPage<{ changes: unknown[]; by: unknown }>;
    expect(page.items).toHaveLength(1); // the description change is not tracked
    expect(page.items[0]).toMatchObject({
      by: { id: eva.id, name: 'Eva Novak' },
      changes: [{ field: 'stage', old: 'develop', new: 'propose' }],
    });
    expect(page.next).toBeNull();
    // nothing after the only change
    const older = await changesOf(jan, {
      entity: 'opportunity',
      id: opportunityId,
      fields: 'stage',
      cursor: page.items[0]?.key ?? '',
    });
    expect(older.json()).toEqual({ items: [], next: null });
  });

  it('pages changes made in one transaction (one createdon) each exactly once', async () => {
    const id = await create(eva, 'opportunity', { name: 'Mass edited', stage: 'develop' });
    // three updates in one batch: their audit rows share the transaction's now()
    const stages = ['propose', 'close', 'develop'];
    const batch = await eva.call('/api/executemultiple', {
      records: stages.map((stage, index) => ({
        name: 'opportunity',
        operation: 'update',
        object: { id, versionnumber: index + 1, stage },
      })),
    });
    expect(batch.status, batch.text).toBe(200);
    const seen: string[] = [];
    const times = new Set<string>();
    let cursor: string | null = '';
    let requests = 0;
    // bounded: a cursor that does not move on would otherwise loop until the test times out
    while (cursor !== null && requests < 10) {
      const query: Record<string, string> = { entity: 'opportunity', id, fields: 'stage', count: '1' };
      if (cursor) query.cursor = cursor;
      const response = await changesOf(jan, query);
      expect(response.status, response.text).toBe(200);
      const page = response.json() as unknown as FeedPage<{ id: string; createdon: string }>;
      requests++;
      for (const item of page.items) {
        seen.push(item.id);
        times.add(item.createdon);
      }
      cursor = page.next;
    }
    expect(times.size).toBe(1);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    // a page of one each, and the last one knows it is the last
    expect(requests).toBe(3);
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
    expectRefusal(await changesOf(jan, { ...base, cursor: 'yesterday' }), 400, 'ERR_VALIDATION');
    expectRefusal(await changesOf(jan, { ...base, fields: 'stage;drop table' }), 400, 'ERR_VALIDATION');
    expectRefusal(await changesOf(jan, { ...base, entity: 'nothing' }), 400, 'ERR_OBJECT_NOT_FOUND');
    expectRefusal(await changesOf(jan, { ...base, fields: 'stage,nofield' }), 400, 'ERR_FIELD_NOT_FOUND');
    const anonymous = await server.request(`/api/feed/changes?${new URLSearchParams(base).toString()}`, {
      host: `${tenant.tenant.name}.localhost`,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/feed/activities', () => {
  const activitiesOf = (session: { call: Session['call'] }, query: Record<string, string>) =>
    session.call(`/api/feed/activities?${new URLSearchParams(query).toString()}`);

  /** Every page of a record's activities, following `next` until it is null. */
  async function readAll(session: Session, id: string) {
    const pages: FeedPage<{ id: string; name: string; createdon: string }>[] = [];
    let cursor: string | null = '';
    while (cursor !== null && pages.length < 10) {
      const response = await activitiesOf(session, cursor ? { id, cursor } : { id });
      expect(response.status, response.text).toBe(200);
      const page = response.json() as unknown as (typeof pages)[number];
      pages.push(page);
      cursor = page.next;
    }
    return pages;
  }

  it('reads 120 activities sharing one createdon (an import) each exactly once, in pages of 50', async () => {
    const id = await create(eva, 'opportunity', { name: 'Imported notes' });
    // one batch is one transaction, so every activity gets the same createdon (its now())
    const batch = await eva.call('/api/executemultiple', {
      records: Array.from({ length: 120 }, (_, n) => ({
        name: 'activity',
        operation: 'create',
        object: {
          name: `Imported ${n}`,
          activitytypecode: 'Note',
          regardingobjectid: { id, name: 'opportunity' },
        },
      })),
    });
    expect(batch.status, batch.text).toBe(200);
    const pages = await readAll(jan, id);
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20]);
    expect(pages.at(-1)?.next).toBeNull();
    const items = pages.flatMap((page) => page.items);
    expect(new Set(items.map((item) => item.createdon)).size).toBe(1);
    expect(new Set(items.map((item) => item.id)).size).toBe(120);
    expect(new Set(items.map((item) => item.name))).toEqual(
      new Set(Array.from({ length: 120 }, (_, n) => `Imported ${n}`)),
    );
    // the feed's order: keys descending, which is createdon then id, both newest first
    const keys = items.map((item) => item.key);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(keys.every((key, n) => key.endsWith(`_${items[n]?.id}`))).toBe(true);
    // the rows are the fetch's: lookups with labels
    expect(items[0]).toMatchObject({ createdby: { id: eva.id, label: 'Eva Novak' } });
  });

  it('shows a reader only the activities their rights let them read', async () => {
    const id = await create(eva, 'opportunity', { name: 'Partly hidden' });
    await create(eva, 'activity', {
      name: 'By Eva',
      activitytypecode: 'Note',
      regardingobjectid: { id, name: 'opportunity' },
    });
    const pages = await readAll(ownReader, id);
    expect(pages.flatMap((page) => page.items)).toEqual([]);
    // nor is another organisation's record anything but empty
    expect((await activitiesOf(outsider, { id })).json()).toEqual({ items: [], next: null });
  });

  it('refuses a malformed cursor with 400 ERR_VALIDATION naming it, never a 500', async () => {
    const uuid = '0b8e4a52-5a3e-4d7e-9b43-5d3f3b0e9a11';
    for (const cursor of [
      'nope',
      `2026-01-01T12:00:00.123Z_${uuid}`, // milliseconds would skip rows
      `2026-02-31T12:00:00.000000Z_${uuid}`, // no such day: PostgreSQL's cast would fail
      `2026-01-01T12:00:00.000000+99:99_${uuid}`,
      '2026-01-01T12:00:00.000000Z_not-a-uuid',
      `2026-01-01T12:00:00.000000Z_${uuid}'; DROP TABLE activity; --`,
    ]) {
      const response = await activitiesOf(jan, { id: opportunityId, cursor });
      expectRefusal(response, 400, 'ERR_VALIDATION');
      expect(response.json()).toMatchObject({ details: { field: 'cursor' } });
      expect(String((response.json() as { message?: unknown }).message)).toMatch(/cursor/);
    }
    expectRefusal(await activitiesOf(jan, { id: 'nope' }), 400, 'ERR_VALIDATION');
    expectRefusal(await activitiesOf(jan, { id: opportunityId, count: '51' }), 400, 'ERR_VALIDATION');
    expectRefusal(await activitiesOf(jan, { id: opportunityId, before: 'x' }), 400, 'ERR_VALIDATION');
    const anonymous = await server.request(`/api/feed/activities?id=${opportunityId}`, {
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
