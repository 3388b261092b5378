import { maskOf } from '@strata/api/contract/roles';
import type { DatabasePool } from '@strata/api/db/types';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer } from '../fixtures/memory-mailer.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * Issue 35 items 1 and 2, as the outside tester attacked: a role below administrator can write
 * no code others run, cannot change how an administrator (or anyone else) signs in, and can
 * never hand out the admin role or rights above its own. Each attack is refused at the write
 * with ERR_FORBIDDEN naming the reason, and leaves the old state as it was.
 */
type Session = Awaited<ReturnType<typeof signIn>>;
type Row = Record<string, unknown>;

let pool: DatabasePool;
let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Session;
/** owner-level create and update on inu_view: what keeping one's own views needs */
let viewKeeper: Session;
/** organisation-level rights on every view (a customiser), but no administrator */
let customiser: Session;
/** organisation-level update on systemuser */
let userEditor: Session;
/** may write roles and user-role links, with sales rights of its own */
let roleKeeper: Session;
let roleKeeperId: string;
let colleagueId: string;
let adminId: string;
const mailer = memoryMailer();
const mails = mailer.sent;

const write = (who: Session, name: string, operation: string, object: Row) =>
  who.call('/api/update', { name, operation, object });
const row = async (entity: string, id: string, columns: string) =>
  (await pool.one(
    sql.unsafe`SELECT ${sql.join(
      columns.split(',').map((column) => sql.identifier([column.trim()])),
      sql.fragment`, `,
    )} FROM ${sql.identifier([tenant.tenant.schemaName, entity])} WHERE id = ${id}`,
  )) as Row;
const roleId = async (name: string) =>
  String(
    await pool.oneFirst(
      sql.unsafe`SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_role'])} WHERE name = ${name}`,
    ),
  );
const expectRefused = (response: { status: number; json: () => unknown }, reason: string) => {
  expect(response.status).toBe(403);
  const body = response.json() as { code: string; details?: { reason?: string }; message: string };
  expect(body.code).toBe('ERR_FORBIDDEN');
  expect(body.details?.reason).toBe(reason);
  return body;
};
const listChanged = `export default async function (list) {
  const me = await list.data.retrieveMultiple({ entity: { name: 'systemuser', attributes: [{ attribute: 'id' }] } });
  await fetch('/api/apperror', { method: 'POST', body: localStorage.getItem('access-token') });
}`;
const scriptView = (isprivate: boolean) => ({
  name: 'account.listChanged',
  kind: 'script',
  objectname: 'account',
  isprivate,
  body: JSON.stringify({ source: listChanged }),
});
const listBody = JSON.stringify({ query: { entity: { name: 'account' } }, columns: [{ attribute: 'name' }] });

beforeAll(async () => {
  pool = await openTestPool();
  server = await startTestServer(pool, { mailer });
  tenant = await createTestTenant(pool);
  admin = await signIn(server, tenant.tenant.name, tenant.admin.email);
  adminId = String(
    await pool.oneFirst(
      sql.unsafe`SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'systemuser'])} WHERE emailaddress = ${tenant.admin.email}`,
    ),
  );
  const roles: [string, Record<string, number>][] = [
    [
      'viewkeeper',
      { inu_view: maskOf({ create: 1, read: 3, update: 1, delete: 1 }), account: maskOf({ read: 3 }) },
    ],
    ['customiser', { inu_view: maskOf({ create: 3, read: 3, update: 3, delete: 3 }) }],
    ['usereditor', { systemuser: maskOf({ read: 3, update: 3, delete: 3 }) }],
    [
      'rolekeeper',
      {
        inu_role: maskOf({ create: 3, read: 3, update: 3, delete: 3 }),
        inu_userroles: maskOf({ create: 3, read: 3, update: 3, delete: 3 }),
        systemuser: maskOf({ read: 3 }),
        account: maskOf({ create: 1, read: 3, update: 1 }),
        // reads the audit trail, so may undo deletes of what it may create
        audit: maskOf({ read: 3 }),
        inu_view: maskOf({ create: 3, read: 3 }),
      },
    ],
    ['readaccounts', { account: maskOf({ read: 3 }) }],
    ['deleteaccounts', { account: maskOf({ read: 3, delete: 3 }) }],
  ];
  for (const [name, permissions] of roles) {
    const created = await write(admin, 'inu_role', 'create', { name, body: JSON.stringify({ permissions }) });
    expect(created.status).toBe(200);
  }
  const users: [string, string][] = [
    ['viewkeeper@escalation.test', 'viewkeeper'],
    ['customiser@escalation.test', 'customiser'],
    ['usereditor@escalation.test', 'usereditor'],
    ['rolekeeper@escalation.test', 'rolekeeper'],
  ];
  for (const [email, role] of users) await createUser(pool, tenant.tenant, { email, roles: [role] });
  roleKeeperId = (await pool.oneFirst(
    sql.unsafe`SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'systemuser'])} WHERE emailaddress = 'rolekeeper@escalation.test'`,
  )) as string;
  colleagueId = (
    await createUser(pool, tenant.tenant, { email: 'colleague@escalation.test', roles: ['readaccounts'] })
  ).id;
  viewKeeper = await signIn(server, tenant.tenant.name, 'viewkeeper@escalation.test');
  customiser = await signIn(server, tenant.tenant.name, 'customiser@escalation.test');
  userEditor = await signIn(server, tenant.tenant.name, 'usereditor@escalation.test');
  roleKeeper = await signIn(server, tenant.tenant.name, 'rolekeeper@escalation.test');
});
afterAll(async () => {
  await server?.close();
  await tenant?.remove();
  await pool?.end();
});

describe('scripts are written by administrators only (item 1)', () => {
  it('refuses the attack: an owner-level view keeper creating a public account.listChanged script', async () => {
    const refused = expectRefused(
      await write(viewKeeper, 'inu_view', 'create', scriptView(false)),
      'scriptAdminOnly',
    );
    expect(refused.message).toMatch(/only administrators/);
    expectRefused(await write(viewKeeper, 'inu_view', 'create', scriptView(true)), 'scriptAdminOnly');
    const stored = await pool.anyFirst(
      sql.unsafe`SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_view'])} WHERE kind = 'script'`,
    );
    expect(stored).toEqual([]);
  });

  it('names the reason in the language of the request', async () => {
    const response = await server.request('/api/update', {
      method: 'POST',
      host: `${tenant.tenant.name}.localhost`,
      headers: {
        'access-token': viewKeeper.token,
        'Content-Type': 'application/json',
        'Accept-Language': 'sk',
      },
      body: JSON.stringify({ name: 'inu_view', operation: 'create', object: scriptView(true) }),
    });
    expect(expectRefused(response, 'scriptAdminOnly').message).toMatch(/len správcovia/);
  });

  it('refuses even an organisation-level customiser, in a batch too, and writes none of the batch', async () => {
    expectRefused(await write(customiser, 'inu_view', 'create', scriptView(false)), 'scriptAdminOnly');
    const batch = await customiser.call('/api/executemultiple', {
      records: [
        {
          name: 'inu_view',
          operation: 'create',
          object: { name: 'batch-first', kind: 'view', objectname: 'account', body: listBody },
        },
        { name: 'inu_view', operation: 'create', object: scriptView(false) },
      ],
    });
    expect(batch.status).toBe(403);
    const names = await pool.anyFirst(
      sql.unsafe`SELECT name FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_view'])} WHERE name = 'batch-first'`,
    );
    expect(names).toEqual([]);
  });

  it("keeps an administrator's script from being changed, re-kinded or deleted by anyone else", async () => {
    const created = await write(admin, 'inu_view', 'create', scriptView(false));
    expect(created.status).toBe(200);
    const id = created.text;
    const before = await row('inu_view', id, 'body, kind, versionnumber');
    const versionnumber = Number(before.versionnumber);
    const evil = JSON.stringify({ source: 'export default () => { /* evil */ }' });
    expectRefused(
      await write(customiser, 'inu_view', 'update', { id, versionnumber, body: evil }),
      'scriptAdminOnly',
    );
    expectRefused(
      await write(customiser, 'inu_view', 'update', { id, versionnumber, kind: 'view', body: listBody }),
      'scriptAdminOnly',
    );
    expectRefused(await write(customiser, 'inu_view', 'delete', { id, versionnumber }), 'scriptAdminOnly');
    expect(await row('inu_view', id, 'body, kind, versionnumber')).toEqual(before);
  });

  it('refuses re-kinding a view of ones own into a script', async () => {
    const created = await write(customiser, 'inu_view', 'create', {
      name: 'to-be-script',
      kind: 'view',
      objectname: 'account',
      isprivate: false,
      body: listBody,
    });
    expect(created.status).toBe(200);
    const response = await write(customiser, 'inu_view', 'update', {
      id: created.text,
      versionnumber: 1,
      kind: 'script',
      body: JSON.stringify({ source: listChanged }),
    });
    expectRefused(response, 'scriptAdminOnly');
    expect((await row('inu_view', created.text, 'kind')).kind).toBe('view');
  });

  it('lets an owner-level view keeper keep private views only', async () => {
    const made = await write(viewKeeper, 'inu_view', 'create', {
      name: 'my-accounts',
      kind: 'view',
      objectname: 'account',
      body: listBody,
    });
    expect(made.status).toBe(200);
    expect((await row('inu_view', made.text, 'isprivate')).isprivate).toBe(true);
    expectRefused(
      await write(viewKeeper, 'inu_view', 'create', {
        name: 'everyones-accounts',
        kind: 'view',
        objectname: 'account',
        isprivate: false,
        body: listBody,
      }),
      'privateViewsOnly',
    );
    expectRefused(
      await write(viewKeeper, 'inu_view', 'update', { id: made.text, versionnumber: 1, isprivate: false }),
      'privateViewsOnly',
    );
    const renamed = await write(viewKeeper, 'inu_view', 'update', {
      id: made.text,
      versionnumber: 1,
      label: 'Mine',
    });
    expect(renamed.status).toBe(200);
    expect(await row('inu_view', made.text, 'isprivate, label')).toEqual({ isprivate: true, label: 'Mine' });
  });

  it('keeps triggers (scripts and webhooks) to administrators', async () => {
    const trigger = {
      name: 'steal',
      objectname: 'account',
      operation: 'update',
      kind: 'script',
      script: 'export default async () => {}',
    };
    const response = await write(customiser, 'inu_changehandler', 'create', trigger);
    expect(response.status).toBe(403);
    expect((response.json() as { code: string }).code).toBe('ERR_FORBIDDEN');
  });

  it('shows administrators who changed a script, when, with the old and new text', async () => {
    const created = await write(admin, 'inu_view', 'create', {
      ...scriptView(false),
      name: 'account.audited',
    });
    const id = created.text;
    const newBody = JSON.stringify({ source: 'export default () => 1;' });
    expect((await write(admin, 'inu_view', 'update', { id, versionnumber: 1, body: newBody })).status).toBe(
      200,
    );
    const audit = await admin.call('/api/fetch', {
      entity: {
        name: 'audit',
        attributes: [
          { attribute: 'operation' },
          { attribute: 'body' },
          { attribute: 'createdby' },
          { attribute: 'createdon' },
        ],
        filter: { conditions: [{ attribute: 'objectid', operator: 'eq', value: id }] },
        orders: [{ attribute: 'createdon' }],
      },
    });
    expect(audit.status).toBe(200);
    const rows = audit.json() as unknown as Row[];
    expect(rows.map((entry) => entry.operation)).toEqual(['create', 'update']);
    const change = JSON.parse(String(rows[1]?.body)) as { changes: { body: { old: string; new: string } } };
    expect(change.changes.body.new).toBe(newBody);
    expect(change.changes.body.old).toContain('localStorage');
    expect(rows[1]?.createdon).toBeTruthy();
    const denied = await customiser.call('/api/fetch', {
      entity: { name: 'audit', attributes: [{ attribute: 'body' }] },
    });
    expect(denied.status).toBe(403);
  });
});

describe('the sign-in identity is guarded (item 2)', () => {
  it("refuses the attack: a user editor changing the administrator's email, so the reset link still goes to the admin", async () => {
    const before = await row('systemuser', adminId, 'emailaddress, versionnumber');
    const response = await write(userEditor, 'systemuser', 'update', {
      id: adminId,
      versionnumber: Number(before.versionnumber),
      emailaddress: 'attacker@evil.test',
    });
    const body = expectRefused(response, 'adminTarget');
    expect(body.message).toMatch(/administrator signs in/);
    expect(await row('systemuser', adminId, 'emailaddress, versionnumber')).toEqual(before);
    const forgot = await server.request('/api/getmagic', {
      method: 'POST',
      host: `${tenant.tenant.name}.localhost`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'attacker@evil.test', reason: 'USER_FORGOT' }),
    });
    expect(forgot.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails.filter((mail) => mail.to === 'attacker@evil.test')).toEqual([]);
  });

  it('refuses disabling or deleting an administrator', async () => {
    const { versionnumber } = await row('systemuser', adminId, 'versionnumber');
    expectRefused(
      await write(userEditor, 'systemuser', 'update', { id: adminId, versionnumber, isdisabled: true }),
      'adminTarget',
    );
    expectRefused(
      await write(userEditor, 'systemuser', 'delete', { id: adminId, versionnumber }),
      'adminTarget',
    );
    expect(await row('systemuser', adminId, 'isdisabled')).toEqual({ isdisabled: null });
  });

  it("lets only administrators change another user's email; nobody their own through the data API", async () => {
    const { versionnumber } = await row('systemuser', colleagueId, 'versionnumber');
    expectRefused(
      await write(userEditor, 'systemuser', 'update', {
        id: colleagueId,
        versionnumber,
        emailaddress: 'evil@evil.test',
      }),
      'otherUserEmail',
    );
    // other fields of a colleague stay the user editor's to change
    expect(
      (await write(userEditor, 'systemuser', 'update', { id: colleagueId, versionnumber, title: 'Buyer' }))
        .status,
    ).toBe(200);
    const changed = await write(admin, 'systemuser', 'update', {
      id: colleagueId,
      versionnumber: Number(versionnumber) + 1,
      emailaddress: 'colleague2@escalation.test',
    });
    expect(changed.status).toBe(200);
    const own = await row('systemuser', adminId, 'versionnumber');
    expectRefused(
      await write(admin, 'systemuser', 'update', {
        id: adminId,
        versionnumber: own.versionnumber,
        emailaddress: 'new@escalation.test',
      }),
      'ownEmail',
    );
    // the same address in other letters is no change
    expect(
      (
        await write(admin, 'systemuser', 'update', {
          id: adminId,
          versionnumber: own.versionnumber,
          emailaddress: tenant.admin.email.toUpperCase(),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses giving or taking the admin role below administrator', async () => {
    expectRefused(
      await write(roleKeeper, 'inu_userroles', 'create', {
        roleid: await roleId('admin'),
        systemuserid: roleKeeperId,
      }),
      'adminRoleGrant',
    );
    const adminLink = String(
      await pool.oneFirst(
        sql.unsafe`SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_userroles'])} WHERE systemuserid = ${adminId}`,
      ),
    );
    expectRefused(
      await write(roleKeeper, 'inu_userroles', 'delete', { id: adminLink, versionnumber: 1 }),
      'adminRoleGrant',
    );
    const admins = await pool.anyFirst(sql.unsafe`
      SELECT ur.systemuserid FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_userroles'])} ur
      JOIN ${sql.identifier([tenant.tenant.schemaName, 'inu_role'])} r ON r.id = ur.roleid WHERE r.name = 'admin'`);
    expect(admins).toEqual([adminId]);
  });

  it('refuses granting a role with rights above the granters own, and allows one within them', async () => {
    expectRefused(
      await write(roleKeeper, 'inu_userroles', 'create', {
        roleid: await roleId('deleteaccounts'),
        systemuserid: colleagueId,
      }),
      'rightsAboveOwn',
    );
    expectRefused(
      await write(roleKeeper, 'inu_userroles', 'create', {
        roleid: await roleId('usereditor'),
        systemuserid: roleKeeperId,
      }),
      'rightsAboveOwn',
    );
    const within = await write(roleKeeper, 'inu_userroles', 'create', {
      roleid: await roleId('readaccounts'),
      systemuserid: roleKeeperId,
    });
    expect(within.status).toBe(200);
  });

  it('refuses writing the admin role, or any role above ones own rights', async () => {
    const adminRole = await roleId('admin');
    const stored = await row('inu_role', adminRole, 'name, body, versionnumber');
    expectRefused(
      await write(roleKeeper, 'inu_role', 'update', {
        id: adminRole,
        versionnumber: stored.versionnumber,
        description: 'x',
      }),
      'adminRoleGrant',
    );
    expectRefused(
      await write(roleKeeper, 'inu_role', 'delete', { id: adminRole, versionnumber: stored.versionnumber }),
      'adminRoleGrant',
    );
    expect(await row('inu_role', adminRole, 'name, body, versionnumber')).toEqual(stored);
    expectRefused(
      await write(roleKeeper, 'inu_role', 'create', {
        name: 'Admin',
        body: JSON.stringify({ permissions: {} }),
      }),
      'adminRoleGrant',
    );
    const above = JSON.stringify({ permissions: { account: maskOf({ read: 3, delete: 3 }) } });
    expectRefused(
      await write(roleKeeper, 'inu_role', 'create', { name: 'deleters', body: above }),
      'rightsAboveOwn',
    );
    const ownerRule = JSON.stringify({
      permissions: { account: maskOf({ read: 3 }) },
      owners: [{ objectName: 'account', operation: 'read', fieldName: 'createdby' }],
    });
    expectRefused(
      await write(roleKeeper, 'inu_role', 'create', { name: 'rule', body: ownerRule }),
      'rightsAboveOwn',
    );
    const fine = await write(roleKeeper, 'inu_role', 'create', {
      name: 'readers',
      body: JSON.stringify({ permissions: { account: maskOf({ read: 3 }) } }),
    });
    expect(fine.status).toBe(200);
    expectRefused(
      await write(roleKeeper, 'inu_role', 'update', { id: fine.text, versionnumber: 1, body: above }),
      'rightsAboveOwn',
    );
    expectRefused(
      await write(roleKeeper, 'inu_role', 'update', { id: fine.text, versionnumber: 1, name: 'admin' }),
      'adminRoleGrant',
    );
    expect(await row('inu_role', fine.text, 'name, versionnumber')).toEqual({
      name: 'readers',
      versionnumber: 1,
    });
  });

  it('refuses bringing the admin role, or a script, back by undoing a delete', async () => {
    const link = await write(admin, 'inu_userroles', 'create', {
      roleid: await roleId('admin'),
      systemuserid: colleagueId,
    });
    expect(link.status).toBe(200);
    const removed = await admin.call('/api/executemultiple', {
      records: [{ name: 'inu_userroles', operation: 'delete', object: { id: link.text, versionnumber: 1 } }],
    });
    const auditId = (removed.json() as unknown as { auditId: string }[])[0]?.auditId;
    expect(auditId).toBeTruthy();
    expectRefused(await roleKeeper.call('/api/undodelete', { id: auditId }), 'adminRoleGrant');
    const script = await write(admin, 'inu_view', 'create', { ...scriptView(false), name: 'account.undone' });
    const deleted = await admin.call('/api/executemultiple', {
      records: [{ name: 'inu_view', operation: 'delete', object: { id: script.text, versionnumber: 1 } }],
    });
    const scriptAudit = (deleted.json() as unknown as { auditId: string }[])[0]?.auditId;
    expectRefused(await roleKeeper.call('/api/undodelete', { id: scriptAudit }), 'scriptAdminOnly');
    const restored = await pool.anyFirst(sql.unsafe`
      SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_userroles'])} WHERE id = ${link.text}
      UNION ALL SELECT id FROM ${sql.identifier([tenant.tenant.schemaName, 'inu_view'])} WHERE id = ${script.text}`);
    expect(restored).toEqual([]);
    // the administrator may undo both
    expect((await admin.call('/api/undodelete', { id: auditId })).status).toBe(200);
  });
});
