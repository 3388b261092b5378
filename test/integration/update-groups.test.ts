import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSignedInTenant,
  openSignedInTenant,
  type SignedInUser,
  type TestTenant,
} from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * A run of updates of one entity in a batch goes to the database as one statement
 * (records/update-group.ts, issue 20 (d)). It must answer exactly as updates one by one do:
 * the same versions, audit rows and codes, the same index for the item at fault.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;
let schema: string;

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  schema = tenant.tenant.schemaName;
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

type Account = {
  id: string;
  name: string;
  telephone1: string | null;
  revenue: number | null;
  versionnumber: number;
};
const accounts = async (ids: readonly string[]) =>
  (await pool.any(
    sql.unsafe`SELECT id, name, telephone1, revenue, versionnumber FROM ${sql.identifier([schema, 'account'])}
      WHERE id = ANY(${sql.array(ids, 'uuid')})`,
  )) as readonly Account[];
const byId = async (ids: readonly string[]) => new Map((await accounts(ids)).map((row) => [row.id, row]));

async function createAccounts(prefix: string, count: number): Promise<string[]> {
  const response = await admin.call('/api/executemultiple', {
    records: Array.from({ length: count }, (_, n) => ({
      name: 'account',
      operation: 'create',
      object: { name: `${prefix} ${n}`, telephone1: `+421 ${n}` },
    })),
  });
  expect(response.status).toBe(200);
  return (response.json() as unknown as { result: string }[]).map((item) => item.result);
}

const updates = (ids: readonly string[], object: (id: string, n: number) => Record<string, unknown>) =>
  ids.map((id, n) => ({
    name: 'account',
    operation: 'update',
    object: { id, versionnumber: 1, ...object(id, n) },
  }));

describe('a run of updates in one batch', () => {
  it('writes every row with its own values, raises each version by one and audits what changed', async () => {
    const ids = await createAccounts('Run', 5);
    const response = await admin.call('/api/executemultiple', {
      records: updates(ids, (_, n) => ({
        name: `Run ${n} renamed`,
        revenue: n * 1000.5,
        telephone1: `+421 ${n}`,
      })),
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(ids.map((id) => ({ result: id })));
    const rows = await byId(ids);
    ids.forEach((id, n) => {
      expect(rows.get(id)).toMatchObject({ name: `Run ${n} renamed`, revenue: n * 1000.5, versionnumber: 2 });
    });
    const audit = (await pool.any(sql.unsafe`
      SELECT objectid, body FROM ${sql.identifier([schema, 'audit'])}
      WHERE operation = 'update' AND objectid = ANY(${sql.array(ids, 'uuid')})`)) as readonly {
      objectid: string;
      body: string;
    }[];
    expect(audit).toHaveLength(5);
    const second = JSON.parse(audit.find((entry) => entry.objectid === ids[2])?.body ?? '{}');
    // the unchanged phone is not a change; the name and revenue are, with their old values
    expect(second).toEqual({
      versionnumber: 2,
      changes: { name: { old: 'Run 2', new: 'Run 2 renamed' }, revenue: { old: null, new: 2001 } },
    });
  });

  it('rolls everything back on a stale row and names its index, as one by one would', async () => {
    const ids = await createAccounts('Stale', 4);
    await admin.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: ids[2], versionnumber: 1, telephone1: 'changed elsewhere' },
    });
    const response = await admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'create', object: { name: 'Stale never saved' } },
        ...updates(ids, (_, n) => ({ name: `Stale ${n} renamed` })),
      ],
    });
    expect(response.status).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ERR_8001', details: { index: 3 } });
    const rows = await byId(ids);
    expect(ids.map((id) => rows.get(id)?.name)).toEqual(ids.map((_, n) => `Stale ${n}`));
  });

  it('with continueOnError, reports the stale and the missing rows in place and keeps the others', async () => {
    const ids = await createAccounts('Mixed', 3);
    await admin.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: ids[1], versionnumber: 1, name: 'Mixed 1 elsewhere' },
    });
    const ghost = '00000000-0000-4000-8000-0000000000aa';
    const response = await admin.call('/api/executemultiple', {
      continueOnError: true,
      records: updates([...ids, ghost], (_, n) => ({ name: `Mixed ${n} ours` })),
    });
    const results = response.json() as unknown as Record<string, { code?: string; details?: unknown }>[];
    expect(results[0]).toEqual({ result: ids[0] });
    expect(results[1]?.error).toMatchObject({ code: 'ERR_8001', details: { index: 1 } });
    expect(results[2]).toEqual({ result: ids[2] });
    expect(results[3]?.error).toMatchObject({ code: 'ERR_RECORD_NOT_FOUND', details: { index: 3 } });
    const rows = await byId(ids);
    expect([0, 1, 2].map((n) => rows.get(ids[n] ?? '')?.name)).toEqual([
      'Mixed 0 ours',
      'Mixed 1 elsewhere',
      'Mixed 2 ours',
    ]);
  });

  it("refuses another owner's row to a salesperson, naming its index, and writes none", async () => {
    const seller = await createUser(pool, tenant.tenant, {
      email: 'runs@groups.test',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, seller.email);
    const own = await session.call('/api/executemultiple', {
      records: [0, 1].map((n) => ({ name: 'account', operation: 'create', object: { name: `Own ${n}` } })),
    });
    const mine = (own.json() as unknown as { result: string }[]).map((item) => item.result);
    const [theirs] = await createAccounts('Theirs', 1);
    const ids = [mine[0], theirs, mine[1]] as string[];
    const response = await session.call('/api/executemultiple', {
      records: updates(ids, () => ({ telephone1: '+421 000' })),
    });
    expect(response.status).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ERR_FORBIDDEN', details: { index: 1 } });
    const rows = await byId(ids);
    for (const id of ids) expect(rows.get(id)?.versionnumber).toBe(1);
  });

  it('writes two updates of one record in order, and runs of other columns apart', async () => {
    const [id, other] = (await createAccounts('Twice', 2)) as [string, string];
    const response = await admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'update', object: { id, versionnumber: 1, name: 'Twice first' } },
        { name: 'account', operation: 'update', object: { id, versionnumber: 2, name: 'Twice second' } },
        { name: 'account', operation: 'update', object: { id: other, versionnumber: 1, revenue: 5 } },
      ],
    });
    expect(response.status).toBe(200);
    const rows = await byId([id, other]);
    expect(rows.get(id)).toMatchObject({ name: 'Twice second', versionnumber: 3 });
    expect(rows.get(other)).toMatchObject({ name: 'Twice 1', revenue: 5, versionnumber: 2 });
  });

  it('names the row the database itself refuses inside a run (tried row by row to find it)', async () => {
    const ids = await createAccounts('Refused', 3);
    // a rule only the database knows (as a unique index would be): a trigger refusing one value
    const table = sql.identifier([schema, 'account']);
    const refuse = sql.identifier([schema, 'refuse_taken_phone']);
    await pool.query(sql.unsafe`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.telephone1 = 'taken' THEN RAISE EXCEPTION 'taken' USING ERRCODE = 'unique_violation'; END IF;
        RETURN NEW;
      END $$`);
    await pool.query(
      sql.unsafe`CREATE TRIGGER refuse_taken_phone BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${refuse}()`,
    );
    try {
      const response = await admin.call('/api/executemultiple', {
        records: updates(ids, (_, n) => ({ telephone1: n === 1 ? 'taken' : 'free' })),
      });
      expect(response.status).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ERR_DUPLICATE', details: { index: 1 } });
      const rows = await byId(ids);
      for (const id of ids) expect(rows.get(id)?.versionnumber).toBe(1);
    } finally {
      await pool.query(sql.unsafe`DROP TRIGGER refuse_taken_phone ON ${table}`);
      await pool.query(sql.unsafe`DROP FUNCTION ${refuse}()`);
    }
  });

  it('refuses a text JSON cannot carry (a lone surrogate) in a run as a single update does, writing nothing', async () => {
    // issue 35: the driver would store U+FFFD instead of what was sent; both answer 400 naming the value
    const ids = await createAccounts('Lone', 2);
    const response = await admin.call('/api/executemultiple', {
      records: updates(ids, (_, n) => ({ name: n === 0 ? 'Lone \ud800 surrogate' : 'Lone neighbour' })),
    });
    expect(response.status, response.text).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ERR_VALIDATION',
      details: { field: 'records.0.object.name' },
    });
    const [single] = await createAccounts('Single', 1);
    const alone = await admin.call('/api/update', {
      name: 'account',
      operation: 'update',
      object: { id: single, versionnumber: 1, name: 'Lone \ud800 surrogate' },
    });
    expect(alone.status, alone.text).toBe(400);
    expect(alone.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'object.name' } });
    const rows = await byId([...ids, single ?? '']);
    expect(rows.get(ids[0] ?? '')).toMatchObject({ name: 'Lone 0', versionnumber: 1 });
    expect(rows.get(ids[1] ?? '')).toMatchObject({ name: 'Lone 1', versionnumber: 1 });
    expect(rows.get(single ?? '')).toMatchObject({ name: 'Single 0', versionnumber: 1 });
  });
});
