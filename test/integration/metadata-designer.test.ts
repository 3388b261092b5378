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

type Impact = {
  rows: number | null;
  checks: { description: string; failingRows: number }[];
  usedBy?: { kind: string; name: string }[];
  loses?: { views?: { kind: string }[]; values?: number };
  archive?: string;
};
type Answer = {
  ok: boolean;
  code?: string;
  details?: Record<string, unknown>;
  message?: string;
  impact: Impact;
};

const schema = () => tenant.tenant.schemaName;
const table = (name: string) => sql.identifier([schema(), name]);
const columnsOf = async (name: string) =>
  (
    await pool.anyFirst(sql.unsafe`
      SELECT column_name FROM information_schema.columns
      WHERE table_schema = ${schema()} AND table_name = ${name}`)
  ).map(String);
const tableExists = async (name: string) =>
  (await pool.oneFirst(sql.unsafe`SELECT to_regclass(${`${schema()}.${name}`}) IS NOT NULL`)) === true;
const viewsOf = async (objectname: string) =>
  pool.any(
    sql.unsafe`SELECT kind, body FROM ${table('inu_view')} WHERE objectname = ${objectname} ORDER BY kind`,
  );
const customizeMenu = async () =>
  JSON.parse(
    String(
      await pool.oneFirst(
        sql.unsafe`SELECT body FROM ${table('inu_view')} WHERE kind = 'home' AND name = 'customize' AND appid IS NULL`,
      ),
    ),
  ) as { items: { name: string }[] };
const create = (name: string, object: Record<string, unknown>) =>
  admin.call('/api/update', { name, operation: 'create', object });
const call = async (path: string, body?: unknown, method?: string) => {
  const response = await admin.call(path, body, method);
  return { status: response.status, body: response.json() as Answer };
};

describe('the metadata designer on the server', () => {
  it('creates an entity with a default form, list view and Customize menu entry, usable at once', async () => {
    const created = await call('/api/metadata/objects', {
      logicalName: 'dsg_project',
      displayName: 'Project',
      displayNamePlural: 'Projects',
      properties: [{ logicalName: 'budget', displayName: 'Budget', type: 'Money' }],
    });
    expect(created.status).toBe(201);
    const views = await viewsOf('dsg_project');
    expect(views.map((view) => view.kind)).toEqual(['form', 'view']);
    expect(String(views[0]?.body)).toContain('"budget"');
    expect((await customizeMenu()).items.map((item) => item.name)).toContain('dsg_project');
    expect((await create('dsg_project', { name: 'Apollo', budget: 10 })).status).toBe(200);
  });

  it('refuses bad, reserved and duplicate names before anything runs, with the reason', async () => {
    for (const [logicalName, code, reason] of [
      ['Bad Name', 'ERR_VALIDATION', 'must match'],
      ['select', 'ERR_VALIDATION', 'reserved'],
      ['account', 'ERR_DUPLICATE', ''],
    ] as const) {
      const answer = await call('/api/metadata/objects', {
        logicalName,
        displayName: 'X',
        displayNamePlural: 'Xs',
      });
      expect(answer.body.code).toBe(code);
      expect(String(answer.body.message)).toContain(reason);
    }
    const views = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${table('inu_view')} WHERE objectname IN ('select', 'account') AND kind = 'form' AND name = 'main' AND label = 'X Form'`,
    );
    expect(views).toBe(0);
  });

  it('previews a change with the row count and the checks it would run, changing nothing', async () => {
    await call('/api/metadata/objects/dsg_project/properties', {
      logicalName: 'code',
      displayName: 'Code',
      type: 'String',
    });
    for (const code of ['12', 'x-1', 'nope', null]) await create('dsg_project', { name: `P ${code}`, code });
    const add = await call('/api/metadata/objects/dsg_project/properties?preview=true', {
      logicalName: 'visits',
      displayName: 'Visits',
      type: 'Integer',
    });
    expect(add.body.impact).toMatchObject({ rows: 5, checks: [] });
    const retype = { logicalName: 'code', displayName: 'Code', type: 'Integer' };
    const preview = await call(
      '/api/metadata/objects/dsg_project/properties/code?preview=true',
      retype,
      'PUT',
    );
    expect(preview.status).toBe(200);
    expect(preview.body.impact.checks).toEqual([expect.objectContaining({ failingRows: 2 })]);
    const refused = await call('/api/metadata/objects/dsg_project/properties/code', retype, 'PUT');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'ERR_TYPE_CHANGE_ROWS', details: { rows: 2 } });
    expect(refused.body.message).toContain('2');
    const column = await pool.oneFirst(sql.unsafe`
      SELECT data_type FROM information_schema.columns
      WHERE table_schema = ${schema()} AND table_name = 'dsg_project' AND column_name = 'code'`);
    expect(column).toBe('text');
  });

  it('adds a new field to the default form and list when asked', async () => {
    const added = await call('/api/metadata/objects/dsg_project/properties?place=form,list', {
      logicalName: 'phase',
      displayName: 'Phase',
      type: 'String',
      flags: ['OptionSet'],
      richOptions: [{ value: 'a', label: 'Alpha', color: '#f00' }],
    });
    expect(added.status).toBe(201);
    const [form, list] = await viewsOf('dsg_project');
    expect(String(form?.body)).toContain('"phase"');
    expect(JSON.parse(String(list?.body)).columns.map((c: { attribute: string }) => c.attribute)).toContain(
      'phase',
    );
  });

  it('deletes a field only when unused and confirmed, keeping its values in an archive', async () => {
    const used = await call(
      '/api/metadata/objects/dsg_project/properties/phase?confirm=phase',
      undefined,
      'DELETE',
    );
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'ERR_IN_USE' });
    expect(used.body.details?.usedBy).toHaveLength(2);

    const preview = await call(
      '/api/metadata/objects/dsg_project/properties/code?preview=true',
      undefined,
      'DELETE',
    );
    expect(preview.body.impact).toMatchObject({ rows: 5, usedBy: [], loses: { values: 3 } });
    expect(await columnsOf('dsg_project')).toContain('code');
    const unconfirmed = await call(
      '/api/metadata/objects/dsg_project/properties/code?confirm=cod',
      undefined,
      'DELETE',
    );
    expect(unconfirmed.body).toMatchObject({ code: 'ERR_CONFIRMATION' });

    const deleted = await call(
      '/api/metadata/objects/dsg_project/properties/code?confirm=code',
      undefined,
      'DELETE',
    );
    expect(deleted.status).toBe(200);
    expect(await columnsOf('dsg_project')).not.toContain('code');
    const archive = String(deleted.body.impact.archive);
    const kept = await pool.anyFirst(
      sql.unsafe`SELECT code FROM ${table(archive)} WHERE code IS NOT NULL ORDER BY code`,
    );
    expect(kept).toEqual(['12', 'nope', 'x-1']);
    const days = await pool.oneFirst(sql.unsafe`
      SELECT round(extract(epoch FROM expireson - archivedon) / 86400)::int FROM ${table('_archive')} WHERE tablename = ${archive}`);
    expect(days).toBe(30);
  });

  it('deletes an entity only when no lookup uses it, archiving its table and views', async () => {
    await call('/api/metadata/objects/account/properties', {
      logicalName: 'dsg_projectid',
      displayName: 'Project',
      type: 'Lookup',
      targets: ['dsg_project'],
    });
    const used = await call('/api/metadata/objects/dsg_project?confirm=dsg_project', undefined, 'DELETE');
    expect(used.body).toMatchObject({ code: 'ERR_IN_USE' });
    expect(used.body.details?.usedBy).toEqual([expect.objectContaining({ kind: 'lookup', name: 'account' })]);
    await call(
      '/api/metadata/objects/account/properties/dsg_projectid?confirm=dsg_projectid',
      undefined,
      'DELETE',
    );

    const preview = await call('/api/metadata/objects/dsg_project?preview=true', undefined, 'DELETE');
    expect(preview.body.impact).toMatchObject({ rows: 5, usedBy: [] });
    expect(preview.body.impact.loses?.views?.map((view) => view.kind).sort()).toEqual(['form', 'view']);
    const deleted = await call('/api/metadata/objects/dsg_project?confirm=dsg_project', undefined, 'DELETE');
    expect(deleted.status).toBe(200);
    expect(await tableExists('dsg_project')).toBe(false);
    expect(
      await pool.oneFirst(
        sql.unsafe`SELECT count(*)::int FROM ${table(String(deleted.body.impact.archive))}`,
      ),
    ).toBe(5);
    expect(await viewsOf('dsg_project')).toEqual([]);
    expect((await customizeMenu()).items.map((item) => item.name)).not.toContain('dsg_project');
    const context = (await admin.call('/api/getusercontext')).json() as { metaDict: Record<string, unknown> };
    expect(context.metaDict.dsg_project).toBeUndefined();
  });

  it('never deletes system entities', async () => {
    const answer = await call('/api/metadata/objects/inu_view?confirm=inu_view', undefined, 'DELETE');
    expect(answer.body).toMatchObject({ code: 'ERR_METADATA_INVALID' });
    expect(await tableExists('inu_view')).toBe(true);
  });

  it('lets only administrators preview, create or delete', async () => {
    const seller = await createUser(pool, tenant.tenant, {
      email: 'seller@designer.test',
      roles: ['salesperson'],
    });
    const session = await signIn(server, tenant.tenant.name, seller.email);
    const preview = await session.call('/api/metadata/objects?preview=true', {
      logicalName: 'dsg_sneaky',
      displayName: 'S',
      displayNamePlural: 'Ss',
    });
    expect(preview.status).toBe(403);
    const remove = await session.call(
      '/api/metadata/objects/account/properties/revenue?confirm=revenue',
      undefined,
      'DELETE',
    );
    expect(remove.status).toBe(403);
    expect(await columnsOf('account')).toContain('revenue');
  });
});
