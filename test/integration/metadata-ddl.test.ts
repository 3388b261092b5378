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
import { createUser, signIn } from '../fixtures/users.js';

let pool: DatabasePool;
let server: TestServer;
let tenant: TestTenant;
let admin: SignedInUser;

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

const columns = async (table: string) =>
  Object.fromEntries(
    (
      await pool.any(sql.unsafe`
        SELECT column_name, data_type FROM information_schema.columns
        WHERE table_schema = ${tenant.tenant.schemaName} AND table_name = ${table}`)
    ).map((c) => [c.column_name, c.data_type]),
  );
const create = (name: string, object: Record<string, unknown>) =>
  admin.call('/api/update', { name, operation: 'create', object });

describe('the DDL engine over HTTP', () => {
  it('creates an object: table, base columns and metadata in one go, usable at once', async () => {
    const response = await admin.call('/api/metadata/objects', {
      logicalName: 'project',
      displayName: 'Project',
      displayNamePlural: 'Projects',
      properties: [
        { logicalName: 'budget', displayName: 'Budget', type: 'Money' },
        { logicalName: 'accountid', displayName: 'Account', type: 'Lookup', targets: ['account'] },
      ],
    });
    expect(response.status).toBe(201);
    expect(await columns('project')).toMatchObject({
      id: 'uuid',
      name: 'character varying',
      versionnumber: 'bigint',
      budget: 'numeric',
      accountid: 'uuid',
    });
    expect((await create('project', { name: 'Apollo', budget: 99.5 })).status).toBe(200);
    const context = (await admin.call('/api/getusercontext')).json() as { metaDict: Record<string, unknown> };
    expect(context.metaDict.project).toBeTruthy();
  });

  it('adds a property (the "new database field") that works right away', async () => {
    const response = await admin.call('/api/metadata/objects/account/properties', {
      logicalName: 'loyaltytier',
      displayName: 'Loyalty Tier',
      type: 'String',
      flags: ['OptionSet'],
      richOptions: [{ value: 'gold', label: 'Gold' }],
    });
    expect(response.status).toBe(201);
    expect(await columns('account')).toMatchObject({ loyaltytier: 'text' });
    expect((await create('account', { name: 'Tiered', loyaltytier: 'gold' })).status).toBe(200);
    expect((await create('account', { name: 'Tiered', loyaltytier: 'tin' })).status).toBe(400);
  });

  it.each([
    ['Bad Name', 'must match'],
    ['select', 'reserved SQL word'],
    ['x'.repeat(64), 'must match'],
    ['name"; drop table account; --', 'must match'],
  ])('refuses the field name %s', async (logicalName, reason) => {
    const response = await admin.call('/api/metadata/objects/account/properties', {
      logicalName,
      displayName: 'X',
      type: 'String',
    });
    expect(response.status).toBe(400);
    expect(String(response.json().message)).toContain(reason);
  });

  it('refuses base column names and duplicates', async () => {
    const base = await admin.call('/api/metadata/objects/account/properties', {
      logicalName: 'ownerid',
      displayName: 'X',
      type: 'String',
    });
    expect(base.json()).toMatchObject({ code: 'ERR_NAME_INVALID' });
    const twice = await admin.call('/api/metadata/objects/account/properties', {
      logicalName: 'revenue',
      displayName: 'X',
      type: 'Money',
    });
    expect(twice.json()).toMatchObject({ code: 'ERR_DUPLICATE' });
  });

  it('changes a type where the data converts and refuses where it does not, changing nothing', async () => {
    await admin.call('/api/metadata/objects/account/properties', {
      logicalName: 'legacycode',
      displayName: 'Legacy',
      type: 'String',
    });
    await create('account', { name: 'Numeric', legacycode: '42' });
    const ok = await admin.call(
      '/api/metadata/objects/account/properties/legacycode',
      { logicalName: 'legacycode', displayName: 'Legacy', type: 'Integer' },
      'PUT',
    );
    expect(ok.status).toBe(200);
    expect(await columns('account')).toMatchObject({ legacycode: 'integer' });

    await admin.call('/api/metadata/objects/account/properties', {
      logicalName: 'note2',
      displayName: 'Note',
      type: 'String',
    });
    await create('account', { name: 'Texty', note2: 'not a number' });
    const refused = await admin.call(
      '/api/metadata/objects/account/properties/note2',
      { logicalName: 'note2', displayName: 'Note', type: 'Integer' },
      'PUT',
    );
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ERR_TYPE_CHANGE_ROWS', details: { rows: 1 } });
    expect(await columns('account')).toMatchObject({ note2: 'text' });

    await admin.call('/api/metadata/objects/account/properties', {
      logicalName: 'ratio',
      displayName: 'Ratio',
      type: 'Decimal',
    });
    await create('account', { name: 'Fraction', ratio: 1.5 });
    const lossy = await admin.call(
      '/api/metadata/objects/account/properties/ratio',
      { logicalName: 'ratio', displayName: 'Ratio', type: 'Integer' },
      'PUT',
    );
    expect(lossy.json()).toMatchObject({ code: 'ERR_TYPE_CHANGE_ROWS', details: { rows: 1 } });
    // a shorter maximum would cut text (PostgreSQL's varchar cast truncates without a word)
    await create('account', { name: 'Long note', note2: 'twelve chars' });
    const shorter = await admin.call(
      '/api/metadata/objects/account/properties/note2',
      { logicalName: 'note2', displayName: 'Note', type: 'String', max: 5 },
      'PUT',
    );
    expect(shorter.json()).toMatchObject({ code: 'ERR_TYPE_CHANGE_ROWS', details: { rows: 2 } });
    const roomy = await admin.call(
      '/api/metadata/objects/account/properties/note2',
      { logicalName: 'note2', displayName: 'Note', type: 'String', max: 50 },
      'PUT',
    );
    expect(roomy.status).toBe(200);
    const lookup = await admin.call(
      '/api/metadata/objects/contact/properties/accountid',
      { logicalName: 'accountid', displayName: 'Account', type: 'String' },
      'PUT',
    );
    expect(lookup.json()).toMatchObject({ code: 'ERR_TYPE_CHANGE' });
  });

  it('lets only administrators change metadata', async () => {
    const seller = await createUser(pool, tenant.tenant, {
      email: 'seller@ddl.test',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, seller.email);
    const response = await session.call('/api/metadata/objects/account/properties', {
      logicalName: 'sneaky',
      displayName: 'X',
      type: 'String',
    });
    expect(response.status).toBe(403);
    expect(await columns('account')).not.toHaveProperty('sneaky');
  });

  it('previews a change as its plan and changes nothing; the same change then applies that plan', async () => {
    const property = { logicalName: 'visitcount', displayName: 'Visits', type: 'Integer' };
    const preview = await admin.call('/api/metadata/objects/account/properties?preview=true', property);
    expect(preview.status).toBe(200);
    const shown = preview.json() as {
      preview: boolean;
      object: { properties: { logicalName: string }[] };
      plan: { description: string; statements: { description: string; sql: string }[] };
    };
    expect(shown.preview).toBe(true);
    expect(shown.object.properties.map((p) => p.logicalName)).toContain('visitcount');
    expect(shown.plan.statements.map((statement) => statement.sql).join('\n')).toMatch(
      /ALTER TABLE .*"visitcount"/s,
    );
    expect(await columns('account')).not.toHaveProperty('visitcount');
    const context = (await admin.call('/api/getusercontext')).json() as {
      metaDict: { account: { properties: { logicalName: string }[] } };
    };
    expect(context.metaDict.account.properties.map((p) => p.logicalName)).not.toContain('visitcount');

    const applied = await admin.call('/api/metadata/objects/account/properties', property);
    expect(applied.status).toBe(201);
    expect((applied.json() as typeof shown).plan).toEqual(shown.plan);
    expect(await columns('account')).toHaveProperty('visitcount');
  });

  it('previews a change the planner refuses (a new type for a base column) as the error applying it gives', async () => {
    const response = await admin.call(
      '/api/metadata/objects/account/properties/name?preview=true',
      { logicalName: 'name', displayName: 'Name', type: 'Integer' },
      'PUT',
    );
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_TYPE_CHANGE' });
  });

  it('refuses a preview flag that is neither true nor false', async () => {
    const response = await admin.call(
      '/api/metadata/objects/account?preview=maybe',
      { displayName: 'Account', displayNamePlural: 'Accounts' },
      'PUT',
    );
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_VALIDATION', details: { field: 'preview' } });
  });
});
