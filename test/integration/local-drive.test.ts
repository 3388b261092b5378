import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabasePool } from '@strata/api/db/types';
import { findFolder, listChildren } from '@strata/api/drive/drive-items';
import { maxUploadBytes } from '@strata/api/files/upload-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestResponse, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

/**
 * The local drive of the Cloud files panel (issue 24): one drive per record, read with read on
 * the record, changed with update on it, tenant-bound, names checked (no path traversal).
 */
type Session = Awaited<ReturnType<typeof signIn>>;
type Tenant = Awaited<ReturnType<typeof createTestTenant>>;

let pool: DatabasePool;
let server: TestServer;
let blobDir: string;
let tenantA: Tenant;
let tenantB: Tenant;
let adminA: Session;
let adminB: Session;
let technician: Session;
let outsider: Session;
let accountId: string;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const hostOf = (tenant: Tenant) => `${tenant.tenant.name}.localhost`;
const drive = (id = accountId, entity = 'account') => `/api/drive/${entity}/${id}`;
const pathQuery = (folders: string[]) => `path=${encodeURIComponent(folders.join('/'))}`;

const list = (session: Session, folders: string[], extra = '', id = accountId) =>
  session.call(`${drive(id)}/children?${pathQuery(folders)}${extra}`);
const newFolder = (session: Session, folders: string[], name: string, id = accountId) =>
  session.call(`${drive(id)}/folders?${pathQuery(folders)}`, { name });

function upload(
  session: Session,
  tenant: Tenant,
  folders: string[],
  name: string,
  body: Buffer,
  id = accountId,
): Promise<TestResponse> {
  return server.request(`${drive(id)}/files?${pathQuery(folders)}`, {
    method: 'POST',
    host: hostOf(tenant),
    headers: {
      'access-token': session.token,
      'Content-Type': 'application/octet-stream',
      'X-File-Name': encodeURIComponent(name),
    },
    body,
  });
}

function expectRefusal(response: TestResponse, status: number, code: string) {
  expect(response.status, response.text.slice(0, 300)).toBe(status);
  expect(response.json()).toMatchObject({ ok: false, code });
  expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|postgres|SELECT|syntax/i);
}

const names = (response: TestResponse) => (response.json().items as { name: string }[]).map((i) => i.name);

beforeAll(async () => {
  pool = await openTestPool();
  blobDir = await mkdtemp(path.join(tmpdir(), 'strata-drive-test-'));
  server = await startTestServer(pool, { blobDir });
  [tenantA, tenantB] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  adminA = await signIn(server, tenantA.tenant.name, tenantA.admin.email);
  adminB = await signIn(server, tenantB.tenant.name, tenantB.admin.email);
  // crm roles: the technician reads every account but changes none; a user without a role reads none
  const tech = await createUser(pool, tenantA.tenant, { email: 'tech@drive.test', roles: ['technician'] });
  technician = await signIn(server, tenantA.tenant.name, tech.email);
  const nobody = await createUser(pool, tenantA.tenant, { email: 'nobody@drive.test', roles: [] });
  outsider = await signIn(server, tenantA.tenant.name, nobody.email);
  const created = await adminA.call('/api/update', {
    name: 'account',
    operation: 'create',
    object: { name: 'Drive Test Ltd' },
  });
  expect(created.status).toBe(200);
  accountId = created.text;
});
afterAll(async () => {
  await server.close();
  await Promise.all([tenantA.remove(), tenantB.remove()]);
  await pool.end();
  await rm(blobDir, { recursive: true, force: true });
});

describe('the local drive of a record', () => {
  it('says a missing folder is missing, and lists an empty top', async () => {
    const missing = await list(adminA, ['Accounts', 'Drive Test Ltd']);
    expect(missing.status).toBe(200);
    expect(missing.json()).toEqual({ exists: false, items: [], more: false });
    expect((await list(adminA, [])).json()).toEqual({ exists: true, items: [], more: false });
  });

  it('creates folders level by level, numbering a taken name (case-insensitively)', async () => {
    const accounts = await newFolder(adminA, [], 'Accounts');
    expect(accounts.status, accounts.text).toBe(201);
    expect(accounts.json()).toMatchObject({
      name: 'Accounts',
      isFolder: true,
      createdBy: expect.any(String),
    });
    expect((await newFolder(adminA, ['accounts'], 'Drive Test Ltd')).status).toBe(201);
    const again = await newFolder(adminA, ['Accounts'], 'drive test ltd');
    expect(again.json()).toMatchObject({ name: 'drive test ltd (1)' });
    expect(names(await list(adminA, ['Accounts']))).toEqual(['Drive Test Ltd', 'drive test ltd (1)']);
    expectRefusal(await newFolder(adminA, ['Nowhere'], 'x'), 404, 'ERR_DRIVE_FOLDER_NOT_FOUND');
  });

  it('says when a folder holds more than one listing carries, instead of stopping short', async () => {
    const scope = { schema: tenantA.tenant.schemaName, entity: 'account', recordId: accountId };
    const folderId = await findFolder(pool, scope, ['Accounts']);
    expect(folderId).toBeTruthy();
    const cut = await listChildren(pool, scope, String(folderId), '', 1);
    expect(cut.items.map((item) => item.name)).toEqual(['Drive Test Ltd']);
    expect(cut.more).toBe(true);
    expect((await listChildren(pool, scope, String(folderId), '', 2)).more).toBe(false);
  });

  it('uploads, lists with a starts-with filter, and downloads through a signed link', async () => {
    const folder = ['Accounts', 'Drive Test Ltd'];
    const photo = await upload(adminA, tenantA, folder, 'photo.png', png);
    expect(photo.status, photo.text).toBe(201);
    expect(photo.json()).toMatchObject({
      name: 'photo.png',
      isFolder: false,
      size: png.length,
      mimeType: 'image/png',
    });
    const second = await upload(adminA, tenantA, folder, 'photo.png', png);
    expect(second.json()).toMatchObject({ name: 'photo (1).png' });
    await upload(adminA, tenantA, folder, 'offer.pdf', Buffer.from('%PDF-1.4 test'));
    expect(names(await list(adminA, folder))).toEqual(['offer.pdf', 'photo (1).png', 'photo.png']);
    expect(names(await list(adminA, folder, '&filter=PHOTO'))).toEqual(['photo (1).png', 'photo.png']);

    const link = await adminA.call(`${drive()}/items/${photo.json().id}/link`);
    expect(link.status).toBe(200);
    expect(link.json()).toMatchObject({
      name: 'photo.png',
      url: expect.stringMatching(/^\/api\/files\/.+sig=/),
    });
    const now = Math.floor(Date.now() / 1000);
    expect(Number(link.json().expires) - now).toBeGreaterThanOrEqual(3600);
    // an online viewer's link lives minutes
    const viewer = await adminA.call(`${drive()}/items/${photo.json().id}/link?for=viewer`);
    expect(Number(viewer.json().expires) - now).toBeLessThanOrEqual(601);
    expect(Number(viewer.json().expires) - now).toBeGreaterThan(500);
    expect((await server.request(String(viewer.json().url), { host: hostOf(tenantA) })).status).toBe(200);
    const file = await server.request(String(link.json().url), { host: hostOf(tenantA) });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(png)).toBe(true);
    // a folder has nothing to download
    const folderId = ((await list(adminA, ['Accounts'])).json().items as { id: string }[])[0]?.id;
    expectRefusal(await adminA.call(`${drive()}/items/${folderId}/link`), 404, 'ERR_DRIVE_ITEM_NOT_FOUND');
  });

  it('renames (a taken name is a conflict) and deletes a folder with its contents', async () => {
    const folder = ['Accounts', 'Drive Test Ltd'];
    const items = (await list(adminA, folder)).json().items as { id: string; name: string }[];
    const pdf = items.find((i) => i.name === 'offer.pdf');
    const renamed = await adminA.call(`${drive()}/items/${pdf?.id}`, { name: 'Offer 2026.pdf' }, 'PATCH');
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Offer 2026.pdf' });
    expectRefusal(
      await adminA.call(`${drive()}/items/${pdf?.id}`, { name: 'PHOTO.png' }, 'PATCH'),
      409,
      'ERR_DRIVE_NAME_TAKEN',
    );

    const sub = (await newFolder(adminA, folder, 'Old')).json();
    await upload(adminA, tenantA, [...folder, 'Old'], 'inside.txt', Buffer.from('x'));
    const removed = await adminA.call(`${drive()}/items/${sub.id}`, undefined, 'DELETE');
    expect(removed.status).toBe(204);
    expect((await list(adminA, [...folder, 'Old'])).json()).toEqual({
      exists: false,
      items: [],
      more: false,
    });
    expectRefusal(
      await adminA.call(`${drive()}/items/${sub.id}`, undefined, 'DELETE'),
      404,
      'ERR_DRIVE_ITEM_NOT_FOUND',
    );
  });
});

describe('bad names and paths', () => {
  it.each([
    ['a/b', 'ERR_DRIVE_NAME_INVALID'],
    ['what?', 'ERR_DRIVE_NAME_INVALID'],
    ['   ', 'ERR_DRIVE_NAME_INVALID'],
    ['CON', 'ERR_DRIVE_NAME_RESERVED'],
    ['..', 'ERR_DRIVE_NAME_RESERVED'],
  ])('refuses the folder name %j with %s', async (name, code) => {
    expectRefusal(await newFolder(adminA, [], name), 400, code);
  });

  it('refuses path traversal in the path and in an upload name', async () => {
    expectRefusal(await list(adminA, ['Accounts', '..', '..']), 400, 'ERR_DRIVE_NAME_RESERVED');
    expectRefusal(
      await adminA.call(`${drive()}/children?path=Accounts%2F%2F`),
      400,
      'ERR_DRIVE_NAME_INVALID',
    );
    // the folder part of an uploaded name is dropped, as for File fields
    const up = await upload(adminA, tenantA, ['Accounts'], '../../../etc/passwd', Buffer.from('x'));
    expect(up.json()).toMatchObject({ name: 'passwd' });
    expectRefusal(
      await upload(adminA, tenantA, ['Accounts'], 'c:evil', Buffer.from('x')),
      400,
      'ERR_DRIVE_NAME_INVALID',
    );
    expectRefusal(
      await adminA.call(`${drive()}/items/not-a-uuid`, { name: 'x' }, 'PATCH'),
      404,
      'ERR_DRIVE_ITEM_NOT_FOUND',
    );
    expectRefusal(await adminA.call('/api/drive/account/not-a-uuid/children'), 400, 'ERR_VALIDATION');
    expectRefusal(
      await adminA.call(`/api/drive/nosuchentity/${accountId}/children`),
      400,
      'ERR_OBJECT_NOT_FOUND',
    );
  });

  it('refuses an upload over the size limit, and an empty one', async () => {
    const big = Buffer.alloc(maxUploadBytes + 1, 1);
    expectRefusal(await upload(adminA, tenantA, ['Accounts'], 'big.bin', big), 413, 'ERR_FILE_TOO_LARGE');
    expectRefusal(
      await upload(adminA, tenantA, ['Accounts'], 'empty.txt', Buffer.alloc(0)),
      400,
      'ERR_FILE_EMPTY',
    );
    expect(names(await list(adminA, ['Accounts']))).not.toContain('big.bin');
  });
});

describe('permissions and tenant isolation', () => {
  it('lets a reader of the record list and download, but not change anything', async () => {
    const listing = await list(technician, ['Accounts', 'Drive Test Ltd']);
    expect(listing.status).toBe(200);
    const photo = (listing.json().items as { id: string; name: string }[]).find(
      (i) => i.name === 'photo.png',
    );
    expect((await technician.call(`${drive()}/items/${photo?.id}/link`)).status).toBe(200);

    expectRefusal(await newFolder(technician, ['Accounts'], 'Mine'), 403, 'ERR_FORBIDDEN');
    expectRefusal(
      await upload(technician, tenantA, ['Accounts'], 'x.txt', Buffer.from('x')),
      403,
      'ERR_FORBIDDEN',
    );
    expectRefusal(
      await technician.call(`${drive()}/items/${photo?.id}`, { name: 'y.png' }, 'PATCH'),
      403,
      'ERR_FORBIDDEN',
    );
    expectRefusal(
      await technician.call(`${drive()}/items/${photo?.id}`, undefined, 'DELETE'),
      403,
      'ERR_FORBIDDEN',
    );
  });

  it("hides a record's drive from a user who cannot read the record", async () => {
    expectRefusal(await list(outsider, ['Accounts']), 404, 'ERR_RECORD_NOT_FOUND');
    // and the drive items themselves are not reachable through the data API
    const fetched = await outsider.call('/api/fetch', {
      entity: { name: 'inu_driveitem', allattrs: true },
    });
    expect(fetched.status).not.toBe(200);
    const written = await adminA.call('/api/update', {
      name: 'inu_driveitem',
      operation: 'create',
      object: { name: 'sneaky' },
    });
    expect(written.status).toBe(403);
  });

  it("keeps tenants apart: another tenant's record and items are not found, its links do not verify", async () => {
    expectRefusal(await list(adminB, ['Accounts'], '', accountId), 404, 'ERR_RECORD_NOT_FOUND');
    const items = (await list(adminA, ['Accounts', 'Drive Test Ltd'])).json().items as { id: string }[];
    const itemId = items[0]?.id;
    const other = await adminB.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'B' },
    });
    expectRefusal(
      await adminB.call(`${drive(other.text)}/items/${itemId}/link`),
      404,
      'ERR_DRIVE_ITEM_NOT_FOUND',
    );
    expectRefusal(
      await adminB.call(`${drive(other.text)}/items/${itemId}`, undefined, 'DELETE'),
      404,
      'ERR_DRIVE_ITEM_NOT_FOUND',
    );
    // an item of record X is not reachable through record Y of the same tenant either
    const y = await adminA.call('/api/update', {
      name: 'account',
      operation: 'create',
      object: { name: 'Y' },
    });
    expectRefusal(
      await adminA.call(`${drive(y.text)}/items/${itemId}/link`),
      404,
      'ERR_DRIVE_ITEM_NOT_FOUND',
    );

    const link = (await adminA.call(`${drive()}/items/${itemId}/link`)).json();
    const onB = await server.request(String(link.url), { host: hostOf(tenantB) });
    expectRefusal(onB, 403, 'ERR_FILE_LINK_INVALID');
  });

  it('answers the drive settings: the local drive, online viewers off unless ONLINE_VIEWERS=on', async () => {
    const settings = await technician.call('/api/drive/settings');
    expect(settings.status).toBe(200);
    expect(settings.json()).toEqual({ provider: 'local', onlineViewers: false });
  });

  it('needs a signed-in user', async () => {
    const response = await server.request(`${drive()}/children`, { host: hostOf(tenantA) });
    expect(response.status).toBe(401);
    expect((await server.request('/api/drive/settings', { host: hostOf(tenantA) })).status).toBe(401);
  });
});
