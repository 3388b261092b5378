import type { FetchQuery } from '@strata/api/contract/query';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countQuery,
  itemsQuery,
  linkedQuery,
  linksToQuery,
} from '../../web/src/forms/many-to-many/many-to-many-queries.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 37 item 3: many-to-many lists loaded at most 500 items and 500 links. The queries the
 * panel now pages with read all 600 links of an opportunity once each, count them, and reach an
 * item past 500 by search, against the real API.
 */
let pool: DatabasePool;
let server: TestServer;
let admin: Awaited<ReturnType<typeof signIn>>;
let opportunityId: string;
let removeTenant: () => Promise<void>;

const sides = {
  linkObject: 'opportunitycontact',
  ownField: 'opportunityid',
  itemField: 'contactid',
  itemObject: 'contact',
};
const total = 600;
const name = (n: number) => `Stakeholder ${String(n).padStart(3, '0')}`;

async function fetchRows(query: FetchQuery): Promise<Record<string, unknown>[]> {
  const response = await admin.call('/api/fetch', query);
  expect(response.status, response.text).toBe(200);
  return response.json() as unknown as Record<string, unknown>[];
}

async function writeAll(records: { name: string; operation: 'create'; object: Record<string, unknown> }[]) {
  const response = await admin.call('/api/executemultiple', { records });
  expect(response.status, response.text).toBe(200);
  return (response.json() as unknown as { result: string }[]).map((outcome) => outcome.result);
}

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  const { tenant, admin: owner, remove } = await createTestTenant(pool);
  removeTenant = remove;
  admin = await signIn(server, tenant.name, owner.email);
  [opportunityId] = (await writeAll([
    { name: 'opportunity', operation: 'create', object: { name: 'Big deal' } },
  ])) as [string];
  const contacts = await writeAll(
    Array.from({ length: total }, (_, index) => ({
      name: 'contact',
      operation: 'create' as const,
      object: { name: name(index + 1), lastname: name(index + 1) },
    })),
  );
  await writeAll(
    contacts.map((contactid) => ({
      name: 'opportunitycontact',
      operation: 'create' as const,
      object: { opportunityid: opportunityId, contactid },
    })),
  );
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeTenant();
  await pool.end();
});

describe('a many-to-many list over 600 links', () => {
  it('pages through every link once, 50 at a time, and counts 600', async () => {
    const query = linkedQuery(sides, opportunityId);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const rows = await fetchRows({ ...query, page, pageSize: 50 });
      seen.push(...rows.map((row) => String(row.id)));
      if (rows.length < 50) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const [counted] = await fetchRows(countQuery(query));
    expect(Number(counted?.count)).toBe(total);
  });

  it('finds an item past 500 by search and tells that it is linked', async () => {
    const [found] = await fetchRows({ ...itemsQuery('contact', name(550)), page: 1, pageSize: 50 });
    expect(found?.name).toBe(name(550));
    const links = await fetchRows(linksToQuery(sides, opportunityId, [String(found?.id)]));
    expect(links).toHaveLength(1);
  });
});
