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

type Property = {
  logicalName: string;
  displayName: string;
  richOptions?: { value: unknown; label: string }[];
};
type Context = {
  texts: Record<string, string>;
  metaDict: Record<string, { displayName: string; displayNamePlural: string; properties: Property[] }>;
  objects: { logicalName: string; displayName: string; displayNamePlural: string }[];
};
type Name = { key: string; source: string; defaults?: Record<string, string> };

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;

async function userContext(language: string): Promise<Context> {
  const response = await server.request('/api/getusercontext', {
    host: `${tenant.tenant.name}.localhost`,
    headers: { 'access-token': admin.token, 'Accept-Language': language },
  });
  expect(response.status).toBe(200);
  return response.json() as unknown as Context;
}
const field = (context: Context, entity: string, name: string) =>
  context.metaDict[entity]?.properties.find((property) => property.logicalName === name);
const writeText = (name: string, lang: string, text: string) =>
  admin.call('/api/update', { name: 'inu_localize', operation: 'create', object: { name, lang, text } });

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

describe('shipped names of the system entities', () => {
  it('shows a Slovak user Triggers with Slovak names, fields and options', async () => {
    const sk = await userContext('sk');
    expect(sk.metaDict.inu_changehandler?.displayName).toBe('Spúšťač');
    expect(sk.metaDict.inu_changehandler?.displayNamePlural).toBe('Spúšťače');
    expect(sk.objects.find((o) => o.logicalName === 'inu_changehandler')?.displayNamePlural).toBe('Spúšťače');
    expect(field(sk, 'inu_changehandler', 'objectname')?.displayName).toBe('Entita');
    expect(field(sk, 'inu_changehandler', 'isactive')?.displayName).toBe('Aktívny');
    expect(field(sk, 'inu_changehandler', 'createdon')?.displayName).toBe('Dátum vytvorenia');
    const operation = field(sk, 'inu_changehandler', 'operation')?.richOptions;
    expect(operation?.find((option) => option.value === 'create')?.label).toBe('Vytvorenie');
    expect(sk.metaDict.inu_asyncaction?.displayNamePlural).toBe('Denník spúšťačov');
    expect(sk.metaDict.systemuser?.displayName).toBe('Používateľ');
  });

  it('shows Czech, German and English users their own', async () => {
    expect((await userContext('cs')).metaDict.systemuser?.displayName).toBe('Uživatel');
    const de = await userContext('de');
    expect(de.metaDict.systemuser?.displayNamePlural).toBe('Benutzer');
    expect(field(de, 'inu_orgsettings', 'defaultcurrency')?.displayName).toBe('Standardwährung');
    const en = await userContext('en');
    expect(en.metaDict.inu_changehandler?.displayNamePlural).toBe('Triggers');
    expect(field(en, 'inu_changehandler', 'objectname')?.displayName).toBe('Object');
  });

  it("lets the organisation's own rows win: its translation, and its English rename", async () => {
    expect(
      (await writeText('entity.inu_changehandler.displayNamePlural', 'sk', 'Automatizácie')).status,
    ).toBe(200);
    // renaming in English makes the name the organisation's: the shipped translation no longer fits
    expect((await writeText('field.inu_changehandler.script', 'en', 'Code')).status).toBe(200);
    const sk = await userContext('sk');
    expect(sk.metaDict.inu_changehandler?.displayNamePlural).toBe('Automatizácie');
    expect(sk.metaDict.inu_changehandler?.displayName).toBe('Spúšťač');
    expect(field(sk, 'inu_changehandler', 'script')?.displayName).toBe('Code');
    expect((await userContext('cs')).metaDict.inu_changehandler?.displayNamePlural).toBe('Spouštěče');
  });

  it("translates the shipped views' labels and tabs (Settings, Triggers) until the organisation relabels one", async () => {
    const sk = await userContext('sk');
    expect(sk.texts['form.inu_orgsettings.main.tab.general']).toBe('Všeobecné');
    expect(sk.texts['form.inu_orgsettings.main.tab.retention']).toBe('Uchovávanie');
    expect(sk.texts['form.inu_changehandler.main.tab.script']).toBe('Skript');
    expect(sk.texts['view.inu_changehandler.all']).toBe('Spúšťače');
    expect((await userContext('de')).texts['form.inu_orgsettings.main.tab.retention']).toBe('Aufbewahrung');
    expect((await userContext('en')).texts['form.inu_orgsettings.main.tab.general']).toBeUndefined();
    // the organisation relabels the Export tab (the body is stored as compact JSON): a translation
    // of "Export" no longer fits
    const schema = tenant.tenant.schemaName;
    await pool.query(sql.unsafe`
      UPDATE ${sql.identifier([schema, 'inu_view'])}
      SET body = replace(body, '"label":"Export"', '"label":"Downloads"')
      WHERE objectname = 'inu_orgsettings' AND kind = 'form' AND name = 'main'`);
    const relabelled = await userContext('sk');
    expect(relabelled.texts['form.inu_orgsettings.main.tab.export']).toBeUndefined();
    expect(relabelled.texts['form.inu_orgsettings.main.tab.general']).toBe('Všeobecné');
  });

  it('gives the localization editor the shipped texts as defaults of system names only', async () => {
    const response = await admin.call('/api/localization/names');
    expect(response.status).toBe(200);
    const names = (response.json() as unknown as { names: Name[] }).names;
    expect(names.find((name) => name.key === 'entity.inu_changehandler.displayName')).toEqual({
      key: 'entity.inu_changehandler.displayName',
      source: 'Trigger',
      defaults: { sk: 'Spúšťač', cs: 'Spouštěč', de: 'Trigger' },
    });
    expect(names.find((name) => name.key === 'entity.account.displayName')?.defaults).toBeUndefined();
    expect(names.find((name) => name.key === 'form.inu_orgsettings.main.tab.general')?.defaults).toEqual({
      sk: 'Všeobecné',
      cs: 'Obecné',
      de: 'Allgemein',
    });
  });
});
