import { randomUUID } from 'node:crypto';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Product lines (issue 21, spec 002 sections 3 to 5): the server computes a line's amounts and
 * keeps the parent's totalamount in step in the same transaction; bad quantities and discounts
 * are refused with stable codes; the manage mode of a many-to-many list writes its links in one
 * batch.
 */
let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let sales: Awaited<ReturnType<typeof signIn>>;
let schema: string;
let products: string[];

type Result = { result?: string; error?: { code: string; details?: { index?: number } } };

async function batch(records: unknown[]): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await sales.call('/api/executemultiple', { records });
  return { status: response.status, body: response.json() as Record<string, unknown> };
}

async function newQuote(): Promise<string> {
  const id = randomUUID();
  const { status } = await batch([{ name: 'quote', operation: 'create', object: { id, name: `Q ${id}` } }]);
  expect(status).toBe(200);
  return id;
}

const row = async (entity: string, id: string) =>
  pool.one(sql.unsafe`
    SELECT *, totalamount::float8 AS total FROM ${sql.identifier([schema, entity])} WHERE id = ${id}`);

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  tenant = await createTestTenant(pool, { sampleData: true });
  schema = tenant.tenant.schemaName;
  const org = tenant.tenant.name;
  await createUser(pool, tenant.tenant, { email: `sales@${org}.test`, roles: ['salesperson'] });
  sales = await signIn(server, org, `sales@${org}.test`);
  products = (
    await pool.anyFirst(sql.unsafe`
      SELECT id::text FROM ${sql.identifier([schema, 'product'])} ORDER BY name LIMIT 3`)
  ).map(String);
  expect(products).toHaveLength(3);
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
});

describe('line amounts on the server', () => {
  it('computes base and total amounts whatever the client sent, and sums them into the quote', async () => {
    const quote = await newQuote();
    const [a, b] = [randomUUID(), randomUUID()];
    const { status, body } = await batch([
      {
        name: 'quotedetail',
        operation: 'create',
        object: {
          id: a,
          quoteid: quote,
          productid: products[0],
          quantity: 3,
          priceperunit: 19.99,
          discount: 10,
          baseamount: 1,
          totalamount: 1,
        },
      },
      {
        name: 'quotedetail',
        operation: 'create',
        object: { id: b, quoteid: quote, productid: products[1], quantity: 1.5, priceperunit: 100 },
      },
    ]);
    expect(status, JSON.stringify(body)).toBe(200);
    const first = await row('quotedetail', a);
    expect(Number(first.baseamount)).toBe(59.97);
    expect(Number(first.totalamount)).toBe(53.97);
    expect(Number((await row('quotedetail', b)).totalamount)).toBe(150);
    const parent = await row('quote', quote);
    expect(parent.total).toBe(203.97);
    expect(Number(parent.versionnumber)).toBe(2);
    // a form that read the quote before the lines changed gets the usual conflict to merge
    const stale = await sales.call('/api/update', {
      name: 'quote',
      operation: 'update',
      object: { id: quote, versionnumber: 1, description: 'stale' },
    });
    expect((stale.json() as { code?: string }).code).toBe('ERR_8001');
  });

  it('keeps the total in step on update and delete, also when a line moves to another quote', async () => {
    const [quote, other] = [await newQuote(), await newQuote()];
    const [a, b] = [randomUUID(), randomUUID()];
    await batch([
      {
        name: 'quotedetail',
        operation: 'create',
        object: { id: a, quoteid: quote, productid: products[0], quantity: 2, priceperunit: 10 },
      },
      {
        name: 'quotedetail',
        operation: 'create',
        object: { id: b, quoteid: quote, productid: products[1], quantity: 1, priceperunit: 5 },
      },
    ]);
    expect((await row('quote', quote)).total).toBe(25);
    // through /api/update too: every write path settles the lines
    const update = await sales.call('/api/update', {
      name: 'quotedetail',
      operation: 'update',
      object: { id: a, versionnumber: 1, discount: 50 },
    });
    expect(update.status, update.text).toBe(200);
    expect(Number((await row('quotedetail', a)).totalamount)).toBe(10);
    expect((await row('quote', quote)).total).toBe(15);
    const move = await batch([
      { name: 'quotedetail', operation: 'update', object: { id: b, versionnumber: 1, quoteid: other } },
    ]);
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect((await row('quote', quote)).total).toBe(10);
    expect((await row('quote', other)).total).toBe(5);
    const remove = await batch([
      { name: 'quotedetail', operation: 'delete', object: { id: a, versionnumber: 2 } },
    ]);
    expect(remove.status, JSON.stringify(remove.body)).toBe(200);
    expect((await row('quote', quote)).total).toBe(0);
  });

  it('audits the parent total as a change of the quote', async () => {
    const quote = await newQuote();
    await batch([
      {
        name: 'quotedetail',
        operation: 'create',
        object: { quoteid: quote, productid: products[2], quantity: 4, priceperunit: 2.5 },
      },
    ]);
    const changes = await pool.anyFirst(sql.unsafe`
      SELECT body FROM ${sql.identifier([schema, 'audit'])}
      WHERE objectid = ${quote} AND operation = 'update'`);
    expect(changes.map((body) => (typeof body === 'string' ? JSON.parse(body) : body))).toContainEqual(
      expect.objectContaining({ changes: { totalamount: { old: null, new: 10 } } }),
    );
  });

  it('works the same for sales order lines and invoice lines', async () => {
    for (const [parent, line, field] of [
      ['salesorder', 'salesorderdetail', 'salesorderid'],
      ['invoice', 'invoicedetail', 'invoiceid'],
    ] as const) {
      const id = randomUUID();
      const { status, body } = await batch([
        { name: parent, operation: 'create', object: { id, name: `${parent} lines` } },
        {
          name: line,
          operation: 'create',
          object: { [field]: id, productid: products[0], quantity: 2, priceperunit: 7.5, discount: 20 },
        },
      ]);
      expect(status, JSON.stringify(body)).toBe(200);
      expect((await row(parent, id)).total).toBe(12);
    }
  });
});

describe('bad lines', () => {
  it.each([
    [{ quantity: -1 }, 'ERR_LINE_QUANTITY'],
    [{ discount: 101 }, 'ERR_LINE_DISCOUNT'],
    [{ discount: -5 }, 'ERR_LINE_DISCOUNT'],
    [{ discount: 12.5 }, 'ERR_LINE_DISCOUNT'],
  ])('refuses %j with %s and writes nothing', async (values, code) => {
    const quote = await newQuote();
    const { status, body } = await batch([
      {
        name: 'quotedetail',
        operation: 'create',
        object: { quoteid: quote, productid: products[0], quantity: 1, priceperunit: 10 },
      },
      {
        name: 'quotedetail',
        operation: 'create',
        object: { quoteid: quote, productid: products[1], quantity: 1, priceperunit: 10, ...values },
      },
    ]);
    expect(status).toBe(400);
    expect(body.code).toBe(code);
    expect((body.details as { index?: number }).index).toBe(1);
    const lines = await pool.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM ${sql.identifier([schema, 'quotedetail'])} WHERE quoteid = ${quote}`);
    expect(lines).toBe(0);
    expect((await row('quote', quote)).total).toBeNull();
  });

  it('refuses a negative quantity on update, item by item in a bulk edit', async () => {
    const quote = await newQuote();
    const id = randomUUID();
    await batch([
      {
        name: 'quotedetail',
        operation: 'create',
        object: { id, quoteid: quote, productid: products[0], quantity: 1, priceperunit: 10 },
      },
    ]);
    const response = await sales.call('/api/executemultiple', {
      records: [{ name: 'quotedetail', operation: 'update', object: { id, versionnumber: 1, quantity: -2 } }],
      continueOnError: true,
    });
    expect(response.status).toBe(200);
    const [result] = response.json() as unknown as Result[];
    expect(result?.error?.code).toBe('ERR_LINE_QUANTITY');
    expect(Number((await row('quotedetail', id)).quantity)).toBe(1);
    expect((await row('quote', quote)).total).toBe(10);
  });
});

describe('many-to-many manage mode', () => {
  it('links and unlinks in one batch, all or nothing', async () => {
    const opportunity = String(
      await pool.oneFirst(
        sql.unsafe`SELECT id::text FROM ${sql.identifier([schema, 'opportunity'])} LIMIT 1`,
      ),
    );
    const contacts = (
      await pool.anyFirst(sql.unsafe`SELECT id::text FROM ${sql.identifier([schema, 'contact'])} LIMIT 3`)
    ).map(String);
    const links = sql.identifier([schema, 'opportunitycontact']);
    const linked = () =>
      pool.anyFirst(sql.unsafe`SELECT contactid::text FROM ${links} WHERE opportunityid = ${opportunity}`);
    const created = await batch(
      contacts.map((contactid) => ({
        name: 'opportunitycontact',
        operation: 'create',
        object: { opportunityid: opportunity, contactid },
      })),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect([...(await linked())].sort()).toEqual([...contacts].sort());
    const first = await pool.one(sql.unsafe`
      SELECT id::text, versionnumber FROM ${links} WHERE contactid = ${contacts[0] ?? ''}`);
    // one bad operation undoes the whole batch: nothing half-linked
    const refused = await batch([
      {
        name: 'opportunitycontact',
        operation: 'delete',
        object: { id: first.id, versionnumber: first.versionnumber },
      },
      { name: 'opportunitycontact', operation: 'create', object: { opportunityid: opportunity } },
    ]);
    expect(refused.status).toBe(400);
    expect(await linked()).toHaveLength(3);
    const unlinked = await batch([
      {
        name: 'opportunitycontact',
        operation: 'delete',
        object: { id: first.id, versionnumber: first.versionnumber },
      },
    ]);
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    expect(await linked()).not.toContain(contacts[0]);
  });
});
