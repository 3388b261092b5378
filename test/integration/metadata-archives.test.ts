import type { DatabasePool } from '@strata/api/db/types';
import { createLogger } from '@strata/api/logging/logger';
import { runMaintenance } from '@strata/api/trigger-worker/maintenance-task';
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

beforeAll(async () => {
  ({ pool, server, tenant, admin } = await openSignedInTenant());
});
afterAll(() => closeSignedInTenant({ pool, server, tenant }));

type Answer = {
  ok: boolean;
  code?: string;
  details?: Record<string, unknown>;
  impact: { rows: number | null; archive?: string };
  archives?: {
    table: string;
    objectName: string;
    propertyName: string | null;
    rows: number;
    archivedOn: string;
  }[];
};
const schema = () => tenant.tenant.schemaName;
const table = (name: string) => sql.identifier([schema(), name]);
const tableExists = async (name: string) =>
  (await pool.oneFirst(sql.unsafe`SELECT to_regclass(${`${schema()}.${name}`}) IS NOT NULL`)) === true;
const call = async (path: string, body?: unknown, method?: string) => {
  const response = await admin.call(path, body, method);
  return { status: response.status, body: response.json() as Answer };
};
const create = async (name: string, object: Record<string, unknown>) => {
  const response = await admin.call('/api/update', { name, operation: 'create', object });
  expect(response.status, response.text).toBe(200);
  return response.text;
};
const formOf = async (entity: string) =>
  String(
    await pool.oneFirst(
      sql.unsafe`SELECT body FROM ${table('inu_view')} WHERE objectname = ${entity} AND kind = 'form' AND name = 'main'`,
    ),
  );

describe('archives of deleted fields and entities', () => {
  it('lists an archive and restores a deleted field with its values', async () => {
    await call('/api/metadata/objects', {
      logicalName: 'arc_site',
      displayName: 'Site',
      displayNamePlural: 'Sites',
    });
    // not placed on the form or list, so nothing uses it
    await call('/api/metadata/objects/arc_site/properties', {
      logicalName: 'code',
      displayName: 'Code',
      type: 'String',
    });
    const ids = [
      await create('arc_site', { name: 'North', code: 'N-1' }),
      await create('arc_site', { name: 'South' }),
    ];
    const deleted = await call(
      '/api/metadata/objects/arc_site/properties/code?confirm=code',
      undefined,
      'DELETE',
    );
    expect(deleted.status).toBe(200);
    const archive = String(deleted.body.impact.archive);

    const listed = await call('/api/metadata/archives');
    expect(listed.body.archives).toContainEqual(
      expect.objectContaining({ table: archive, objectName: 'arc_site', propertyName: 'code', rows: 2 }),
    );
    const preview = await call(`/api/metadata/archives/${archive}/restore?preview=true`, {});
    expect(preview.body.impact.rows).toBe(2);
    expect(await tableExists(archive)).toBe(true);

    const restored = await call(`/api/metadata/archives/${archive}/restore`, {});
    expect(restored.status).toBe(200);
    expect(await tableExists(archive)).toBe(false);
    const values = await pool.anyFirst(
      sql.unsafe`SELECT code FROM ${table('arc_site')} WHERE id = ANY(${sql.array(ids, 'uuid')}) ORDER BY name`,
    );
    expect(values).toEqual(['N-1', null]);
    expect((await call('/api/metadata/archives')).body.archives?.map((a) => a.table)).not.toContain(archive);
    const fetched = await admin.call('/api/fetch', {
      entity: {
        name: 'arc_site',
        attributes: [{ attribute: 'code' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: ids[0] }] },
      },
    });
    expect(fetched.json()).toEqual([expect.objectContaining({ code: 'N-1' })]);
  });

  it('refuses to restore a field whose name is taken again, with ERR_NAME_TAKEN', async () => {
    const deleted = await call(
      '/api/metadata/objects/arc_site/properties/code?confirm=code',
      undefined,
      'DELETE',
    );
    const archive = String(deleted.body.impact.archive);
    await call('/api/metadata/objects/arc_site/properties', {
      logicalName: 'code',
      displayName: 'Code',
      type: 'Integer',
    });
    const refused = await call(`/api/metadata/archives/${archive}/restore`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ERR_NAME_TAKEN', details: { property: 'code' } });
    expect(await tableExists(archive)).toBe(true);
  });

  it('restores a deleted entity with its rows, views and Customize menu entry, unless the name is taken', async () => {
    await call('/api/metadata/objects', {
      logicalName: 'arc_tool',
      displayName: 'Tool',
      displayNamePlural: 'Tools',
    });
    await create('arc_tool', { name: 'Hammer' });
    const deleted = await call('/api/metadata/objects/arc_tool?confirm=arc_tool', undefined, 'DELETE');
    const archive = String(deleted.body.impact.archive);
    expect(await tableExists('arc_tool')).toBe(false);

    await call('/api/metadata/objects', {
      logicalName: 'arc_tool',
      displayName: 'Tool 2',
      displayNamePlural: 'Tools 2',
    });
    const taken = await call(`/api/metadata/archives/${archive}/restore`, {});
    expect(taken.body).toMatchObject({ code: 'ERR_NAME_TAKEN', details: { object: 'arc_tool' } });
    await call('/api/metadata/objects/arc_tool?confirm=arc_tool', undefined, 'DELETE');

    const restored = await call(`/api/metadata/archives/${archive}/restore`, {});
    expect(restored.status).toBe(200);
    expect(await pool.anyFirst(sql.unsafe`SELECT name FROM ${table('arc_tool')}`)).toEqual(['Hammer']);
    const views = await pool.anyFirst(
      sql.unsafe`SELECT label FROM ${table('inu_view')} WHERE objectname = 'arc_tool' ORDER BY label`,
    );
    expect(views).toEqual(['Active Tools', 'Tool Form']);
    const context = (await admin.call('/api/getusercontext')).json() as { metaDict: Record<string, unknown> };
    expect(context.metaDict.arc_tool).toMatchObject({ displayName: 'Tool' });
    const unknown = await call('/api/metadata/archives/_arc_nothing_here/restore', {});
    expect(unknown.status).toBe(404);
  });

  it('the daily upkeep drops expired archives and old Triggers Log runs, keeping the rest', async () => {
    const fresh = String(
      (await call('/api/metadata/objects/arc_site/properties/code?confirm=code', undefined, 'DELETE')).body
        .impact.archive,
    );
    const listed = (await call('/api/metadata/archives')).body.archives ?? [];
    const expired = listed.find((archive) => archive.table !== fresh)?.table;
    if (!expired) throw new Error('an older archive is expected');
    await pool.query(sql.unsafe`
      UPDATE ${table('_archive')} SET expireson = now() - interval '1 day' WHERE tablename = ${expired}`);

    const log = table('inu_asyncaction');
    await pool.query(sql.unsafe`
      INSERT INTO ${log} (name, status, createdon) VALUES
        ('old run', 'done', now() - interval '31 days'), ('kept run', 'done', now() - interval '29 days'),
        ('recent run', 'done', now() - interval '5 days')`);
    const outcome = await runMaintenance({ pool, poolOf: async () => pool, logger: createLogger('silent') });
    expect(outcome.find((o) => o.tenant === tenant.tenant.name)).toEqual({
      tenant: tenant.tenant.name,
      archivesDropped: [expired],
      logRowsDeleted: 1,
    });
    expect(await tableExists(expired)).toBe(false);
    expect(await tableExists(fresh)).toBe(true);

    // an organisation keeping its log 7 days
    await pool.query(sql.unsafe`UPDATE ${table('inu_orgsettings')} SET triggerlogdays = 7`);
    const settingsCount = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${table('inu_orgsettings')}`,
    );
    if (settingsCount === 0)
      await pool.query(
        sql.unsafe`INSERT INTO ${table('inu_orgsettings')} (name, triggerlogdays) VALUES ('Settings', 7)`,
      );
    await runMaintenance({ pool, poolOf: async () => pool, logger: createLogger('silent') });
    expect(
      await pool.anyFirst(sql.unsafe`SELECT name FROM ${log} WHERE name LIKE '% run' ORDER BY name`),
    ).toEqual(['recent run']);
  });
});

describe('many-to-many relations made in the designer', () => {
  it('creates the link table and shows the relation on the forms of both entities', async () => {
    const answer = await call('/api/metadata/objects?place=form', {
      logicalName: 'arc_account_contact',
      displayName: 'Key Contacts',
      displayNamePlural: 'Key Contacts',
      type: 'many',
      properties: [
        {
          logicalName: 'accountid',
          displayName: 'Account',
          type: 'Lookup',
          flags: ['Required'],
          targets: ['account'],
        },
        {
          logicalName: 'contactid',
          displayName: 'Contact',
          type: 'Lookup',
          flags: ['Required'],
          targets: ['contact'],
        },
      ],
    });
    expect(answer.status).toBe(201);
    expect(await tableExists('arc_account_contact')).toBe(true);
    for (const side of ['account', 'contact']) expect(await formOf(side)).toContain('"arc_account_contact"');

    const account = await create('account', { name: 'Linked account' });
    const contact = await create('contact', { name: 'L Linked', lastname: 'Linked' });
    await create('arc_account_contact', { accountid: account, contactid: contact });
    const linked = await admin.call('/api/fetch', {
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'lastname' }],
        links: [
          {
            name: 'arc_account_contact',
            from: 'contactid',
            to: 'id',
            alias: 'l',
            filter: { conditions: [{ attribute: 'accountid', operator: 'eq', value: account }] },
          },
        ],
      },
    });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.json()).toEqual([expect.objectContaining({ lastname: 'Linked' })]);
    const context = (await admin.call('/api/getusercontext')).json() as {
      metaDict: Record<string, { type?: string }>;
    };
    expect(context.metaDict.arc_account_contact?.type).toBe('many');
  });
});
