import { normalizeRoleBody } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { migrateTenantSchema } from '@strata/api/migrations/tenant-migrator';
import { loadTemplate } from '@strata/api/templates/load-template';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Issue 37 item 6: the dated exchange rates (currency_rate, tenant migration 0013) that the meal
 * allowance converts foreign claims at. A new fieldwork organisation has them in its menu and
 * roles; the migration brings an organisation from before it to the same, and leaves a menu or
 * a role the organisation changed as it is.
 */
const migrationName = '0013_currency_rates';
const added = new Set(['currency', 'currency_rate']);

let pool: DatabasePool;
let server: TestServer;
let fresh: Awaited<ReturnType<typeof createTestTenant>>;
let older: Awaited<ReturnType<typeof createTestTenant>>;

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool);
  [fresh, older] = await Promise.all([
    createTestTenant(pool, { template: 'fieldwork' }),
    createTestTenant(pool, { template: 'fieldwork' }),
  ]);
}, 120_000);
afterAll(async () => {
  await server.close();
  await Promise.all([fresh.remove(), older.remove()]);
  await pool.end();
});

const template = loadTemplate('fieldwork');
const templateHome = () => template.views.find((view) => view.kind === 'home' && view.name === 'fieldwork');
const templateRole = (name: string) => {
  const role = template.roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`the fieldwork template has no role ${name}`);
  return normalizeRoleBody(role.body);
};

const homeBody = (schema: string) =>
  pool.oneFirst(
    sql.type(z.object({ body: z.string() }))`
      SELECT body FROM ${sql.identifier([schema, 'inu_view'])} WHERE kind = 'home' AND name = 'fieldwork'`,
  );
const roleBody = (schema: string, name: string) =>
  pool.oneFirst(
    sql.type(z.object({ body: z.string() }))`
      SELECT body FROM ${sql.identifier([schema, 'inu_role'])} WHERE name = ${name}`,
  );
const setBody = (schema: string, table: 'inu_view' | 'inu_role', name: string, body: unknown) =>
  pool.query(
    sql.unsafe`UPDATE ${sql.identifier([schema, table])} SET body = ${JSON.stringify(body)} WHERE name = ${name}`,
  );

/** The home and roles the fieldwork template shipped before 0013: today's without its additions. */
function before0013() {
  const home = templateHome()?.body as { items: { name?: string }[] };
  const withoutRates = (role: string) => {
    const { currency_rate: _left, ...permissions } = templateRole(role).permissions;
    return { ...templateRole(role), permissions };
  };
  return {
    home: { ...home, items: home.items.filter((item) => !added.has(item.name ?? '')) },
    fieldWorker: withoutRates('field worker'),
    coordinator: withoutRates('coordinator'),
  };
}

/** Takes 0013 back: no rates table, its views gone, the menu and roles as they were before it. */
async function takeBack(schema: string, shipped: ReturnType<typeof before0013>) {
  await pool.query(sql.unsafe`DROP TABLE ${sql.identifier([schema, 'currency_rate'])} CASCADE`);
  await pool.query(
    sql.unsafe`DELETE FROM ${sql.identifier([schema, 'inu_metadata'])} WHERE name = 'currency_rate'`,
  );
  await pool.query(
    sql.unsafe`DELETE FROM ${sql.identifier([schema, 'inu_view'])} WHERE objectname = 'currency_rate'`,
  );
  await pool.query(
    sql.unsafe`DELETE FROM ${sql.identifier([schema, '_migrations'])} WHERE name = ${migrationName}`,
  );
  await setBody(schema, 'inu_view', 'fieldwork', shipped.home);
  await setBody(schema, 'inu_role', 'field worker', shipped.fieldWorker);
  await setBody(schema, 'inu_role', 'coordinator', shipped.coordinator);
}

const migrate = (schema: string) => pool.transaction((trx) => migrateTenantSchema(trx, schema));

describe('exchange rates in a fieldwork organisation', () => {
  it('are in a new organisation: table, list and form, the menu, the roles and the allowance currencies', async () => {
    const schema = fresh.tenant.schemaName;
    const views = await pool.any(
      sql.type(z.object({ kind: z.string(), name: z.string() }))`
        SELECT kind, name FROM ${sql.identifier([schema, 'inu_view'])} WHERE objectname = 'currency_rate' ORDER BY kind`,
    );
    expect(views).toEqual([
      { kind: 'form', name: 'main' },
      { kind: 'view', name: 'all' },
    ]);
    const items = (JSON.parse(await homeBody(schema)) as { items: { name?: string }[] }).items;
    expect(items.map((item) => item.name)).toEqual(expect.arrayContaining(['currency', 'currency_rate']));
    expect(JSON.parse(await roleBody(schema, 'field worker')).permissions.currency_rate).toBe(48);
    expect(JSON.parse(await roleBody(schema, 'coordinator')).permissions.currency_rate).toBe(13107);
    const codes = await pool.anyFirst(
      sql.type(z.object({ code: z.string() }))`
        SELECT code FROM ${sql.identifier([schema, 'currency'])} ORDER BY code`,
    );
    expect(codes).toEqual(['CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'SEK', 'USD']);
  });

  it('are read by a field worker as the meals panel reads them, and kept by a coordinator only', async () => {
    const { tenant } = fresh;
    const worker = await createUser(pool, tenant, { email: 'worker@rates.test', roles: ['field worker'] });
    const coordinator = await createUser(pool, tenant, { email: 'boss@rates.test', roles: ['coordinator'] });
    const czk = await pool.oneFirst(
      sql.type(z.object({ id: z.string() }))`
        SELECT id FROM ${sql.identifier([tenant.schemaName, 'currency'])} WHERE code = 'CZK'`,
    );
    const rate = {
      currencyid: { id: czk, name: 'currency' },
      validfrom: '2026-03-01',
      exchangerate: 25.085,
    };
    const asWorker = await signIn(server, tenant.name, worker.email);
    const refused = await asWorker.call('/api/update', {
      name: 'currency_rate',
      operation: 'create',
      object: rate,
    });
    expect(refused.status).toBe(403);
    const asCoordinator = await signIn(server, tenant.name, coordinator.email);
    const created = await asCoordinator.call('/api/update', {
      name: 'currency_rate',
      operation: 'create',
      object: rate,
    });
    expect(created.status).toBe(200);

    const read = await asWorker.call('/api/fetch', {
      entity: {
        name: 'currency_rate',
        attributes: ['currencyid', 'validfrom', 'exchangerate'].map((attribute) => ({ attribute })),
        filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
      },
    });
    expect(read.status).toBe(200);
    // a day and a number, as web/src/panels/meals/rate-records.ts reads them
    expect(read.json()).toEqual([
      expect.objectContaining({
        currencyid: expect.objectContaining({ id: czk, name: 'currency' }),
        validfrom: '2026-03-01',
        exchangerate: 25.085,
      }),
    ]);
  });

  it('come with 0013 to an organisation from before it, its menu and roles as a new one has them', async () => {
    const schema = older.tenant.schemaName;
    await takeBack(schema, before0013());
    expect(await migrate(schema)).toEqual([migrationName]);

    expect(await homeBody(schema)).toBe(JSON.stringify(templateHome()?.body));
    expect(await roleBody(schema, 'field worker')).toBe(JSON.stringify(templateRole('field worker')));
    expect(await roleBody(schema, 'coordinator')).toBe(JSON.stringify(templateRole('coordinator')));
    const count = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([schema, 'inu_view'])} WHERE objectname = 'currency_rate'`,
    );
    expect(count).toBe(2);
    await pool.query(
      sql.unsafe`SELECT currencyid, validfrom, exchangerate FROM ${sql.identifier([schema, 'currency_rate'])}`,
    );
  });

  it('leave a menu and a role the organisation changed as they are', async () => {
    const schema = older.tenant.schemaName;
    const shipped = before0013();
    const own = {
      ...shipped,
      home: { ...shipped.home, items: shipped.home.items.slice(0, 3) },
      fieldWorker: { ...shipped.fieldWorker, permissions: { ...shipped.fieldWorker.permissions, team: 0 } },
    };
    await takeBack(schema, own);
    expect(await migrate(schema)).toEqual([migrationName]);

    expect(await homeBody(schema)).toBe(JSON.stringify(own.home));
    expect(await roleBody(schema, 'field worker')).toBe(JSON.stringify(own.fieldWorker));
    // the coordinator was left as shipped: it gets the rates
    expect(await roleBody(schema, 'coordinator')).toBe(JSON.stringify(templateRole('coordinator')));
  });
});
