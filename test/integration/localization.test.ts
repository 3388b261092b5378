import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedInTenant, openSignedInTenant, type TestTenant } from '../fixtures/signed-in-tenant.js';
import type { TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Context = {
  metaDict: Record<
    string,
    { displayName: string; properties: { logicalName: string; displayName: string }[] }
  >;
  texts: Record<string, string>;
  apps: { name: string; label: string | null }[];
};

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: Session;
let seller: Session;

/** The user context in a language (the web sends its language as Accept-Language). */
async function userContext(who: Session, language: string) {
  const response = await server.request('/api/getusercontext', {
    host: `${tenant.tenant.name}.localhost`,
    headers: { 'access-token': who.token, 'Accept-Language': language },
  });
  expect(response.status).toBe(200);
  return { context: response.json() as unknown as Context, text: response.text };
}
const fieldName = (context: Context, entity: string, field: string) =>
  context.metaDict[entity]?.properties.find((property) => property.logicalName === field)?.displayName;
const writeText = (who: Session, name: string, lang: string, text: string) =>
  who.call('/api/update', { name: 'inu_localize', operation: 'create', object: { name, lang, text } });

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
  await createUser(pool, tenant.tenant, { email: 'seller@l10n.test', roles: ['salesperson'] });
  seller = await signIn(server, tenant.tenant.name, 'seller@l10n.test');
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

describe('translated names in the user context', () => {
  it("overlays the template's translations per language, English as it is", async () => {
    const sk = (await userContext(seller, 'sk')).context;
    expect(sk.metaDict.account?.displayName).toBe('Firma');
    expect(fieldName(sk, 'account', 'industrycode')).toBe('Odvetvie');
    expect(sk.apps.find((app) => app.name === 'sales')?.label).toBe('Predaj');
    expect(sk.texts['form.account.main.tab.general']).toBe('Všeobecné');
    const de = (await userContext(seller, 'de')).context;
    expect(de.metaDict.account?.displayName).toBe('Firma');
    expect(fieldName(de, 'account', 'industrycode')).toBe('Branche');
    const en = (await userContext(seller, 'en')).context;
    expect(en.metaDict.account?.displayName).toBe('Account');
    expect(fieldName(en, 'account', 'industrycode')).toBe('Industry');
  });

  it('takes an English text where the language has none, and the language where it has one', async () => {
    expect((await writeText(admin, 'field.account.websiteurl', 'en', 'Web Address')).status).toBe(200);
    expect((await writeText(admin, 'field.account.telephone1', 'en', 'Switchboard')).status).toBe(200);
    const en = (await userContext(seller, 'en')).context;
    expect(fieldName(en, 'account', 'websiteurl')).toBe('Web Address');
    // the template's Slovak text wins over the English override
    const sk = (await userContext(seller, 'sk')).context;
    expect(fieldName(sk, 'account', 'telephone1')).toBe('Hlavný telefón');
    // a language with no row of its own falls back to the English override
    await pool.query(sql.unsafe`
      DELETE FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_localize'])}
      WHERE name = 'field.account.telephone1' AND lang = 'cs'`);
    const cs = (await userContext(seller, 'cs')).context;
    expect(fieldName(cs, 'account', 'telephone1')).toBe('Switchboard');
  });
});

describe('rights', () => {
  it('lets only who may write inu_localize change translations or list the names', async () => {
    const refused = await writeText(seller, 'entity.account.displayName', 'sk', 'Podnik');
    expect(refused.status).toBe(403);
    expect((await seller.call('/api/localization/names')).status).toBe(403);
    const names = await admin.call('/api/localization/names');
    expect(names.status).toBe(200);
    const keys = (names.json() as unknown as { names: { key: string; source: string }[] }).names;
    expect(keys).toContainEqual({ key: 'entity.account.displayName', source: 'Account' });
    expect(keys).toContainEqual({ key: 'form.account.main.tab.general', source: 'General' });
    expect((await userContext(seller, 'sk')).context.metaDict.account?.displayName).toBe('Firma');
  });

  it('never gives a user the names of an entity they may not read', async () => {
    expect((await writeText(admin, 'entity.inu_role.displayName', 'sk', 'Tajná rola')).status).toBe(200);
    expect((await writeText(admin, 'field.inu_role.body', 'sk', 'Tajné telo')).status).toBe(200);
    const forSeller = await userContext(seller, 'sk');
    expect(forSeller.context.metaDict.inu_role).toBeUndefined();
    expect(forSeller.text).not.toContain('Tajná rola');
    expect(forSeller.text).not.toContain('Tajné telo');
    const forAdmin = await userContext(admin, 'sk');
    expect(forAdmin.context.metaDict.inu_role?.displayName).toBe('Tajná rola');
  });
});
