import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedInTenant, openSignedInTenant, type TestTenant } from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * The organisation's number format (issue 22: inu_orgsettings.numberlocale, tenant migration
 * 0010) reaches every user in the user context, whatever their rights on the settings record.
 */
type Session = Awaited<ReturnType<typeof signIn>>;
type Context = { organization: { numberLocale: string | null } };

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: Session;
let technician: Session;

const numberLocale = async (session: Session) => {
  const response = await session.call('/api/getusercontext');
  expect(response.status).toBe(200);
  return (response.json() as unknown as Context).organization.numberLocale;
};

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  const user = await createUser(pool, tenant.tenant, {
    email: `tech@${tenant.tenant.name}.test`,
    roles: ['technician'],
  });
  technician = await signIn(server, tenant.tenant.name, user.email);
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

describe("the organisation's number format", () => {
  it('is none until the organisation chooses one: numbers follow each language', async () => {
    expect(await numberLocale(admin)).toBeNull();
  });

  it('is on the Settings form, after the default language', async () => {
    const body = await pool.oneFirst(
      sql.unsafe`SELECT body FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_view'])}
        WHERE objectname = 'inu_orgsettings' AND kind = 'form' AND name = 'main'`,
    );
    const general = JSON.parse(String(body)).panel.panels[0];
    const names = general.fields.map((field: { name: string }) => field.name);
    // later migrations add their own fields after it (0012: the Microsoft 365 features)
    expect(names.slice(names.indexOf('defaultlanguage'), names.indexOf('defaultlanguage') + 2)).toEqual([
      'defaultlanguage',
      'numberlocale',
    ]);
  });

  it('reaches every user once chosen, also one who may not read the settings', async () => {
    // every organisation starts with one settings record (tenant migration 0001)
    const settings = await pool.one(
      sql.unsafe`SELECT id, versionnumber FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_orgsettings'])}`,
    );
    const chosen = await admin.call('/api/update', {
      name: 'inu_orgsettings',
      operation: 'update',
      object: { id: settings.id, versionnumber: settings.versionnumber, numberlocale: 'sk-SK' },
    });
    expect(chosen.status).toBe(200);
    expect(await numberLocale(admin)).toBe('sk-SK');
    expect(await numberLocale(technician)).toBe('sk-SK');
    const read = await technician.call('/api/fetch', {
      entity: { name: 'inu_orgsettings', attributes: [{ attribute: 'numberlocale' }] },
    });
    expect(read.status).toBe(403);
  });

  it('takes only the listed locales', async () => {
    const refused = await admin.call('/api/update', {
      name: 'inu_orgsettings',
      operation: 'create',
      object: { name: 'Settings 2', numberlocale: 'xx-YY' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ERR_VALIDATION' });
  });
});
