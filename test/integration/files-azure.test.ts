import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseStoredFile } from '@strata/api/contract/stored-file';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Azurite, startAzurite } from '../fixtures/azurite.js';
import { pngDeclaring } from '../fixtures/png-header.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Tenant = Awaited<ReturnType<typeof createTestTenant>>;

let pool: DatabasePool;
let azurite: Azurite;
let server: TestServer;
let localServer: TestServer;
let blobDir: string;
let tenantA: Tenant;
let tenantB: Tenant;
let adminA: Session;
let adminB: Session;
let technician: Session;

// a real 1x1 PNG
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  pool = await openTestPool();
  azurite = await startAzurite();
  blobDir = await mkdtemp(path.join(tmpdir(), 'strata-files-azure-'));
  // two servers over the same blob folder: one as before Azure was configured, one after
  localServer = await startTestServer(pool, { blobDir });
  server = await startTestServer(pool, {
    blobDir,
    azureBlob: { connectionString: azurite.connectionString, containerPrefix: 'it-' },
  });
  [tenantA, tenantB] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  adminA = await signIn(server, tenantA.tenant.name, tenantA.admin.email);
  adminB = await signIn(server, tenantB.tenant.name, tenantB.admin.email);
  const user = await createUser(pool, tenantA.tenant, { email: 'tech@azure.test', roles: ['technician'] });
  technician = await signIn(server, tenantA.tenant.name, user.email);
});
afterAll(async () => {
  await Promise.all([server?.close(), localServer?.close()]);
  await Promise.all([tenantA?.remove(), tenantB?.remove()]);
  await pool?.end();
  await azurite?.stop();
  if (blobDir) await rm(blobDir, { recursive: true, force: true });
});

type Slot = { url: string; headers: Record<string, string>; token: string };

async function slotFor(session: Session, target: string, file: { name: string; size: number; type: string }) {
  const response = await session.call(`/api/files/slot?${target}`, file);
  expect(response.status, response.text).toBe(201);
  return response.json() as unknown as Slot;
}

/** What the browser does: PUT the bytes to the SAS URL with the slot's headers, then commit. */
async function uploadDirect(session: Session, target: string, name: string, type: string, body: Buffer) {
  const slot = await slotFor(session, target, { name, size: body.length, type });
  const put = await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: new Uint8Array(body) });
  expect(put.status).toBe(201);
  return session.call('/api/files/commit', { token: slot.token });
}

describe('uploads straight to Azure Blob Storage (azurite)', () => {
  it('says so in the user context', async () => {
    const context = (await adminA.call('/api/getusercontext')).json();
    expect(context.sas).toEqual({ scheme: 'azblob', slot: '/api/files/slot', commit: '/api/files/commit' });
    const local = await signIn(localServer, tenantA.tenant.name, tenantA.admin.email);
    expect((await local.call('/api/getusercontext')).json().sas).toBeNull();
  });

  it('takes a browser upload through a SAS, stores an azblob: value on a record and reads it through a read SAS', async () => {
    const committed = await uploadDirect(
      adminA,
      'entity=product&field=photo',
      'Čerpadlo.png',
      'image/png',
      png,
    );
    expect(committed.status, committed.text).toBe(201);
    const body = committed.json();
    expect(body).toMatchObject({ name: 'Čerpadlo.png', size: png.length, contentType: 'image/png' });
    expect(String(body.value).startsWith('azblob:{"id":')).toBe(true);
    expect(String(body.url)).toMatch(new RegExp(`^${azurite.endpoint}/it-[a-z0-9-]+/${body.id}\\.png\\?`));
    const read = await fetch(String(body.url));
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    expect(read.headers.get('content-type')).toBe('image/png');

    const create = await adminA.call('/api/update', {
      name: 'product',
      operation: 'create',
      object: { name: 'Azure pump', photo: body.value },
    });
    expect(create.status, create.text).toBe(200);
    const id = create.text.replace(/"/g, '');
    // another user who can read the product gets a fresh read link through it
    const link = await technician.call(
      `/api/files/${body.id}/link?entity=product&field=photo&recordId=${id}`,
    );
    expect(link.status, link.text).toBe(200);
    expect(parseStoredFile(link.json().value)).toMatchObject({ id: body.id, scheme: 'azblob' });
    expect((await fetch(String(link.json().url))).status).toBe(200);
    const forged = await adminA.call('/api/files/commit', { token: 'x.y' });
    expect(forged.status).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'ERR_FILE_LINK_INVALID' });
  });

  it('refuses a commit by another organisation or user, and a file that is not what the field takes', async () => {
    const slot = await slotFor(adminA, 'entity=product&field=photo', {
      name: 'a.png',
      size: png.length,
      type: 'image/png',
    });
    expect(
      (await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: new Uint8Array(png) })).status,
    ).toBe(201);
    const other = await adminB.call('/api/files/commit', { token: slot.token });
    expect(other.status).toBe(403);
    expect(other.json()).toMatchObject({ code: 'ERR_FILE_LINK_INVALID' });
    const otherUser = await technician.call('/api/files/commit', { token: slot.token });
    expect(otherUser.json()).toMatchObject({ code: 'ERR_FILE_LINK_INVALID' });
    // the uploader's commit goes through, and a repeated one answers the same
    const first = await adminA.call('/api/files/commit', { token: slot.token });
    const again = await adminA.call('/api/files/commit', { token: slot.token });
    expect(first.status, first.text).toBe(201);
    expect(again.json().value).toBe(first.json().value);

    const text = await uploadDirect(
      adminA,
      'entity=product&field=photo',
      'notes.png',
      'image/png',
      Buffer.from('not a picture at all'),
    );
    expect(text.status).toBe(415);
    expect(text.json()).toMatchObject({ code: 'ERR_FILE_NOT_IMAGE' });

    // a header declaring 30000 x 30000 pixels (issue 35): refused at commit, naming the field
    const bomb = await uploadDirect(
      adminA,
      'entity=product&field=photo',
      'bomb.png',
      'image/png',
      pngDeclaring(30_000, 30_000),
    );
    expect(bomb.status).toBe(422);
    expect(bomb.json()).toMatchObject({ code: 'ERR_IMAGE_TOO_LARGE', details: { field: 'photo' } });

    // a commit with nothing uploaded
    const empty = await slotFor(adminA, 'entity=product&field=photo', {
      name: 'b.png',
      size: 10,
      type: 'image/png',
    });
    expect((await adminA.call('/api/files/commit', { token: empty.token })).json()).toMatchObject({
      code: 'ERR_FILE_NOT_FOUND',
    });
  });

  it("does not let one organisation's slot write into another organisation's container", async () => {
    const slotA = await slotFor(adminA, 'entity=product&field=photo', {
      name: 'a.png',
      size: png.length,
      type: 'image/png',
    });
    const slotB = await slotFor(adminB, 'entity=product&field=photo', {
      name: 'b.png',
      size: png.length,
      type: 'image/png',
    });
    const urlA = new URL(slotA.url);
    const urlB = new URL(slotB.url);
    // A's signature on B's container and blob path
    urlB.search = urlA.search;
    expect(
      (await fetch(urlB, { method: 'PUT', headers: slotA.headers, body: new Uint8Array(png) })).status,
    ).toBe(403);
  });

  it('keeps files stored locally before Azure was configured readable, without a prefix', async () => {
    const local = await signIn(localServer, tenantA.tenant.name, tenantA.admin.email);
    const uploaded = await localServer.request('/api/files?entity=product&field=photo', {
      method: 'POST',
      host: `${tenantA.tenant.name}.localhost`,
      headers: {
        'access-token': local.token,
        'X-File-Name': 'old.png',
        'Content-Type': 'application/octet-stream',
      },
      body: png,
    });
    expect(uploaded.status).toBe(201);
    const body = uploaded.json();
    expect(String(body.value).startsWith('{"id":')).toBe(true);
    // on the Azure-configured server, the same user reaches it through the local signed link
    const link = await adminA.call(`/api/files/${body.id}/link?entity=product&field=photo`);
    expect(link.status, link.text).toBe(200);
    expect(String(link.json().url).startsWith('/api/files/')).toBe(true);
    const file = await server.request(String(link.json().url), { host: `${tenantA.tenant.name}.localhost` });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(png)).toBe(true);
  });
});
