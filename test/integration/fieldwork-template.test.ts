import type { DatabasePool } from '@strata/api/db/types';
import { loadTemplate } from '@strata/api/templates/load-template';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationRows } from '../fixtures/migration-rows.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/** `strata tenant create x --template fieldwork` (issue 23): the Slovak field-work organisation. */
let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  tenant = await createTestTenant(pool, { template: 'fieldwork', sampleData: true });
});
afterAll(async () => {
  await server.close();
  await tenant.remove();
  await pool.end();
});

describe('the fieldwork template', () => {
  it('provisions every entity with its seed and sample rows', async () => {
    expect(tenant.tenant).toMatchObject({ status: 'active', template: 'fieldwork' });
    const template = loadTemplate('fieldwork');
    for (const set of [...template.seed, ...template.sample]) {
      const count = await pool.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([tenant.tenant.schemaName, set.entity])}`,
      );
      // its allowance currencies join the Euro every organisation has
      expect(count, set.file).toBe(set.rows.length + migrationRows(set.entity));
    }
  });

  it('saves a person and a budget line in one transaction, and rolls both back together', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    const people = (
      await session.call('/api/fetch', {
        entity: {
          name: 'fi_osoba',
          allattrs: true,
          filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'Ema Horváthová' }] },
        },
      })
    ).json() as unknown as { id: string; versionnumber: number }[];
    const ema = people[0];
    expect(ema).toBeDefined();
    const line = {
      type: 'in',
      name: 'Prídavok na dieťa',
      category: 'child_allowance',
      amount: 60,
      personid: { id: ema?.id, name: 'fi_osoba' },
    };
    const saved = await session.call('/api/executemultiple', {
      records: [
        {
          name: 'fi_osoba',
          operation: 'update',
          object: { id: ema?.id, versionnumber: ema?.versionnumber, phone: '+421 900 111 222' },
        },
        { name: 'fi_budget_line', operation: 'create', object: line },
      ],
    });
    expect(saved.status).toBe(200);
    const stale = await session.call('/api/executemultiple', {
      records: [
        {
          name: 'fi_osoba',
          operation: 'update',
          object: { id: ema?.id, versionnumber: ema?.versionnumber, phone: '0' },
        },
        { name: 'fi_budget_line', operation: 'create', object: { ...line, comment: 'never written' } },
      ],
    });
    expect(stale.status).toBe(409);
    const lines = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([tenant.tenant.schemaName, 'fi_budget_line'])} WHERE personid = ${ema?.id ?? ''}`,
    );
    expect(lines).toBe(1);
  });
});

describe('the fieldwork template in four languages', () => {
  it('names entities, fields, options and forms in en, cs and de, and keeps Slovak for sk', async () => {
    const session = await signIn(server, tenant.tenant.name, tenant.admin.email);
    type Context = {
      metaDict: Record<
        string,
        { displayName: string; properties: { logicalName: string; displayName: string }[] }
      >;
      texts: Record<string, string>;
    };
    const context = async (language: string) => {
      const response = await server.request('/api/getusercontext', {
        host: `${tenant.tenant.name}.localhost`,
        headers: { 'access-token': session.token, 'Accept-Language': language },
      });
      expect(response.status).toBe(200);
      return response.json() as unknown as Context;
    };
    const field = (ctx: Context, entity: string, name: string) =>
      ctx.metaDict[entity]?.properties.find((property) => property.logicalName === name)?.displayName;
    const [en, sk, cs, de] = await Promise.all(['en', 'sk', 'cs', 'de'].map(context));
    expect([en, sk, cs, de].map((ctx) => ctx?.metaDict.route_route?.displayName)).toEqual([
      'Business trip',
      'Pracovná cesta',
      'Pracovní cesta',
      'Dienstreise',
    ]);
    expect([en, sk, cs, de].map((ctx) => field(ctx as Context, 'fi_osoba', 'createdby'))).toEqual([
      'Created By',
      'Vytvoril',
      'Vytvořil',
      'Erstellt von',
    ]);
    expect(de?.texts['form.route_route.main.tab.journey']).toBe('Route');
  });
});
