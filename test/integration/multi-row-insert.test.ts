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

/**
 * Rows of a multi-row insert with the same columns and plain values go as one JSON parameter
 * (records/seed-rows.ts insertFromJson); others as bound values. Both must store exactly what
 * a single create stores, whatever the text holds.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

type Stored = {
  name: string;
  revenue: number | null;
  description: string | null;
  donotemail: boolean | null;
};
const stored = async (ids: readonly string[]) =>
  (await pool.any(sql.unsafe`
    SELECT id, name, revenue, description FROM ${sql.identifier([tenant.tenant.schemaName, 'account'])}
    WHERE id = ANY(${sql.array(ids, 'uuid')})`)) as readonly (Stored & { id: string })[];

const texts = [
  'Plain',
  'Quotes " and \' and \\ backslash',
  'Line\nbreak\tand tab, \u2028 separator',
  'Emoji 🚀 and Čerpadlo ďalšie',
  '{"looks": "like json"}',
];

describe('multi-row inserts', () => {
  it('store every text and number as a single create does', async () => {
    const objects = texts.map((text, n) => ({
      name: text,
      description: `${text} (description)`,
      revenue: [0.1, 1e-7, 123456789.125, -5, 0][n],
    }));
    const batch = await admin.call('/api/executemultiple', {
      records: objects.map((object) => ({ name: 'account', operation: 'create', object })),
    });
    expect(batch.status, batch.text).toBe(200);
    const batchIds = (batch.json() as unknown as { result: string }[]).map((item) => item.result);
    const singleIds: string[] = [];
    for (const object of objects) {
      const single = await admin.call('/api/update', { name: 'account', operation: 'create', object });
      expect(single.status, single.text).toBe(200);
      singleIds.push(single.text);
    }
    const byId = new Map((await stored([...batchIds, ...singleIds])).map((row) => [row.id, row]));
    const strip = ({ id: _id, ...rest }: Stored & { id: string }) => rest;
    batchIds.forEach((id, n) => {
      const fromBatch = byId.get(id);
      const fromSingle = byId.get(singleIds[n] ?? '');
      expect(fromBatch && strip(fromBatch)).toEqual(fromSingle && strip(fromSingle));
      expect(fromBatch?.name).toBe(texts[n]);
    });
    // the audit rows of the batch (one JSON parameter) hold the values as written
    const audit = (await pool.any(sql.unsafe`
      SELECT objectid, body FROM ${sql.identifier([tenant.tenant.schemaName, 'audit'])}
      WHERE objectid = ANY(${sql.array(batchIds, 'uuid')}) AND operation = 'create'`)) as readonly {
      objectid: string;
      body: string;
    }[];
    expect(audit).toHaveLength(texts.length);
    const first = audit.find((row) => row.objectid === batchIds[3]);
    expect(JSON.parse(first?.body ?? '{}').values).toMatchObject({ name: texts[3] });
  });

  it('store a value every row shares (sent once) in each row, also when rows differ in nothing', async () => {
    const shared = { description: 'Same for all "quoted"', revenue: 2.5 };
    const varying = await admin.call('/api/executemultiple', {
      records: ['One', 'Two', 'Three'].map((name) => ({
        name: 'account',
        operation: 'create',
        object: { name, ...shared },
      })),
    });
    const identical = await admin.call('/api/executemultiple', {
      records: [1, 2].map(() => ({
        name: 'account',
        operation: 'create',
        object: { name: 'Twin', ...shared },
      })),
    });
    expect(varying.status, varying.text).toBe(200);
    expect(identical.status, identical.text).toBe(200);
    const ids = [
      ...(varying.json() as unknown as unknown[]),
      ...(identical.json() as unknown as unknown[]),
    ].map((item) => (item as { result: string }).result);
    const rows = await stored(ids);
    expect(rows.map((row) => row.name).sort()).toEqual(['One', 'Three', 'Twin', 'Twin', 'Two']);
    for (const row of rows) expect(row).toMatchObject({ description: shared.description, revenue: 2.5 });
    expect(new Set(ids).size).toBe(5);
    // the audit rows share their entity, operation and writer: those went once for all rows
    const audit = (await pool.any(sql.unsafe`
      SELECT a.logicalname, a.operation, a.createdby = r.createdby AS same_writer
      FROM ${sql.identifier([tenant.tenant.schemaName, 'audit'])} a
      JOIN ${sql.identifier([tenant.tenant.schemaName, 'account'])} r ON r.id = a.objectid
      WHERE a.objectid = ANY(${sql.array(ids, 'uuid')})`)) as readonly Record<string, unknown>[];
    expect(audit).toHaveLength(5);
    for (const row of audit)
      expect(row).toEqual({ logicalname: 'account', operation: 'create', same_writer: true });
  });

  it('refuse a text JSON cannot carry to PostgreSQL (a lone surrogate) as a single create does, creating nothing', async () => {
    // issue 35: stored, it would have become U+FFFD; both answer 400 naming the value
    const objects = [{ name: 'Lone \ud800 surrogate' }, { name: 'Its neighbour' }];
    const batch = await admin.call('/api/executemultiple', {
      records: objects.map((object) => ({ name: 'account', operation: 'create', object })),
    });
    const single = await admin.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: objects[0],
    });
    expect(batch.status, batch.text).toBe(400);
    expect(batch.json()).toMatchObject({
      code: 'ERR_VALIDATION',
      details: { field: 'records.0.object.name' },
    });
    expect(single.status, single.text).toBe(400);
    expect(single.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'object.name' } });
    const neighbours = await pool.any(sql.unsafe`
      SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'account'])} WHERE name = 'Its neighbour'`);
    expect(neighbours).toHaveLength(0);
  });
});
