import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedPageSize, relatedRowsQuery } from '../../web/src/form-context/associated-query.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Issue 37 item 3: a related list (AssociatedList) showed the newest 50 rows and no more. The
 * queries the panel now sends, page after page, read every one of 60 related records once, also
 * when an import gave them all the same createdon.
 */
let pool: DatabasePool;
let server: TestServer;
let admin: Awaited<ReturnType<typeof signIn>>;
let accountId: string;
let removeTenant: () => Promise<void>;

const panel = { name: 'opportunities', type: 'AssociatedList' as const, objectName: 'opportunity' };
const association = { objectName: 'opportunity', relationField: 'accountid' };

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  const { tenant, admin: owner, remove } = await createTestTenant(pool);
  removeTenant = remove;
  admin = await signIn(server, tenant.name, owner.email);
  const account = await admin.call('/api/update', {
    name: 'account',
    operation: 'create',
    object: { name: 'Imported customer' },
  });
  accountId = account.text;
  const created = await admin.call('/api/executemultiple', {
    records: Array.from({ length: 60 }, (_, index) => ({
      name: 'opportunity',
      operation: 'create',
      object: {
        name: `Imported ${index + 1}`,
        accountid: accountId,
        stage: index % 2 ? 'develop' : 'qualify',
      },
    })),
  });
  expect(created.status, created.text).toBe(200);
  // what an import leaves: one timestamp for every row
  await pool.query(
    sql.unsafe`UPDATE ${sql.identifier([tenant.schemaName, 'opportunity'])} SET createdon = '2026-03-01T08:00:00Z'`,
  );
});

afterAll(async () => {
  await server.close();
  await removeTenant();
  await pool.end();
});

async function page(number: number, extraFetch?: object) {
  const query = relatedRowsQuery({
    panel: extraFetch ? { ...panel, extraFetch } : panel,
    association,
    recordId: accountId,
    columns: ['name'],
    page: number,
  });
  const response = await admin.call('/api/fetch', query);
  expect(response.status, response.text).toBe(200);
  return response.json() as unknown as { id: string; name: string }[];
}

describe('a related list’s pages', () => {
  it('read all 60 related records sharing one createdon, each exactly once', async () => {
    const first = await page(1);
    const second = await page(2);
    expect(first).toHaveLength(relatedPageSize);
    expect(second).toHaveLength(60 - relatedPageSize);
    const ids = [...first, ...second].map((row) => row.id);
    expect(new Set(ids).size).toBe(60);
    expect(await page(3)).toEqual([]);
  });

  it('narrow by the panel’s extraFetch', async () => {
    const rows = await page(1, { conditions: [{ attribute: 'stage', operator: 'eq', value: 'qualify' }] });
    expect(rows).toHaveLength(30);
  });
});
