import { randomUUID } from 'node:crypto';
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

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;
let schema: string;

type Row = Record<string, unknown>;

const contact = (name: string, extra: Row = {}) => ({
  name: 'contact',
  operation: 'create',
  object: { name, lastname: name, ...extra },
});
const stored = async (names: string[]) =>
  (
    await pool.any(sql.unsafe`
      SELECT c.name, (SELECT count(*)::int FROM ${sql.identifier([schema, 'audit'])} a
                      WHERE a.objectid = c.id AND a.operation = 'create') AS audits
      FROM ${sql.identifier([schema, 'contact'])} c WHERE c.name = ANY(${sql.array(names, 'text')})
      ORDER BY c.name`)
  ).map((row) => ({ name: row.name, audits: row.audits }));

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  schema = tenant.tenant.schemaName;
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

/**
 * An import's calls (continueOnError) are written at once when every row is good and item by
 * item when one fails (issue 20 item 4): the answer and what is stored must be the same as
 * when every item ran in its own savepoint.
 */
describe('executemultiple with continueOnError', () => {
  it('writes a good batch whole: every record, in order, each with its audit row', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Whole ${String(i).padStart(2, '0')}`);
    const response = await admin.call('/api/executemultiple', {
      records: names.map((name) => contact(name)),
      continueOnError: true,
    });
    expect(response.status, response.text).toBe(200);
    const results = response.json() as unknown as { result: string }[];
    expect(results).toHaveLength(30);
    const ids = await pool.any(sql.unsafe`
      SELECT id, name FROM ${sql.identifier([schema, 'contact'])} WHERE id = ANY(${sql.array(
        results.map((result) => result.result),
        'uuid',
      )})`);
    const nameOf = new Map(ids.map((row) => [row.id, row.name]));
    expect(results.map((result) => nameOf.get(result.result))).toEqual(names);
    expect(await stored(names)).toEqual(names.map((name) => ({ name, audits: 1 })));
  });

  it('reports a failing row in its place with the error it gets alone, and commits the others', async () => {
    const taken = randomUUID();
    const alone = await admin.call('/api/executemultiple', {
      records: [contact('Taken first', { id: taken })],
      continueOnError: true,
    });
    expect(alone.status, alone.text).toBe(200);
    // the same id again (a database refusal) and a lookup to nowhere (a check before the write)
    const duplicateAlone = (
      (
        await admin.call('/api/executemultiple', {
          records: [contact('Taken again', { id: taken })],
          continueOnError: true,
        })
      ).json() as unknown as Row[]
    )[0];
    expect(duplicateAlone).toHaveProperty('error');
    const names = Array.from({ length: 20 }, (_, i) => `Mixed ${String(i).padStart(2, '0')}`);
    const records = names.map((name, i) =>
      i === 7
        ? contact(name, { id: taken })
        : i === 13
          ? contact(name, { accountid: randomUUID() })
          : contact(name),
    );
    const response = await admin.call('/api/executemultiple', { records, continueOnError: true });
    expect(response.status, response.text).toBe(200);
    const results = response.json() as unknown as Row[];
    expect(results.map((result, index) => ('error' in result ? index : -1)).filter((i) => i >= 0)).toEqual([
      7, 13,
    ]);
    const error = (index: number) => (results[index] as { error: Row }).error;
    const aloneError = (duplicateAlone as { error: Row }).error;
    expect(error(7)).toEqual({ ...aloneError, details: { ...(aloneError.details as Row), index: 7 } });
    expect(error(13)).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'accountid', index: 13 } });
    const good = names.filter((_, i) => i !== 7 && i !== 13);
    expect(await stored(names)).toEqual(good.map((name) => ({ name, audits: 1 })));
  });

  it('lets a later row name a record an earlier row of the same batch creates', async () => {
    const parent = randomUUID();
    const response = await admin.call('/api/executemultiple', {
      records: [
        { name: 'account', operation: 'create', object: { id: parent, name: 'Parent in batch' } },
        contact('Child in batch', { accountid: parent }),
        contact('Second child in batch', { accountid: parent }),
      ],
      continueOnError: true,
    });
    expect(response.status, response.text).toBe(200);
    expect((response.json() as unknown as Row[]).every((result) => 'result' in result)).toBe(true);
    const children = await pool.any(sql.unsafe`
      SELECT name FROM ${sql.identifier([schema, 'contact'])} WHERE accountid = ${parent} ORDER BY name`);
    expect(children.map((row) => row.name)).toEqual(['Child in batch', 'Second child in batch']);
  });
});
