import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseStoredFile } from '@strata/api/contract/stored-file';
import type { DatabasePool } from '@strata/api/db/types';
import { platformSecret } from '@strata/api/events/platform-secret';
import { signLink } from '@strata/api/files/signed-url';
import { maxUploadBytes } from '@strata/api/files/upload-rules';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDeclaring } from '../fixtures/png-header.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestResponse, type TestServer } from '../fixtures/test-server.js';
import { createUser, signIn } from '../fixtures/users.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Tenant = Awaited<ReturnType<typeof createTestTenant>>;

let pool: DatabasePool;
let server: TestServer;
let blobDir: string;
let tenantA: Tenant;
let tenantB: Tenant;
let adminA: Session;
let adminB: Session;
let technician: Session & { id: string };

// a real 1x1 PNG
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const hostOf = (tenant: Tenant) => `${tenant.tenant.name}.localhost`;

function upload(
  session: Session | undefined,
  tenant: Tenant,
  target: { entity: string; field: string; recordId?: string },
  body: Buffer,
  options: { name?: string; headers?: Record<string, string> } = {},
): Promise<TestResponse> {
  const search = new URLSearchParams({ entity: target.entity, field: target.field });
  if (target.recordId) search.set('recordId', target.recordId);
  return server.request(`/api/files?${search.toString()}`, {
    method: 'POST',
    host: hostOf(tenant),
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-File-Name': encodeURIComponent(options.name ?? 'picture.png'),
      ...(session ? { 'access-token': session.token } : {}),
      ...options.headers,
    },
    body,
  });
}

const download = (url: string, tenant: Tenant) => server.request(url, { host: hostOf(tenant) });

const create = async (session: Session, name: string, object: Record<string, unknown>) => {
  const response = await session.call('/api/update', { name, operation: 'create', object });
  expect(response.status).toBe(200);
  return response.text;
};

/** A stable code and a translated message, and nothing of the server's insides. */
function expectRefusal(response: TestResponse, status: number, code: string) {
  expect(response.status, response.text.slice(0, 200)).toBe(status);
  expect(response.json()).toMatchObject({ ok: false, code });
  expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|postgres|SELECT/i);
}

beforeAll(async () => {
  pool = await openTestPool();
  blobDir = await mkdtemp(path.join(tmpdir(), 'strata-files-test-'));
  server = await startTestServer(pool, { blobDir });
  [tenantA, tenantB] = await Promise.all([createTestTenant(pool), createTestTenant(pool)]);
  adminA = await signIn(server, tenantA.tenant.name, tenantA.admin.email);
  adminB = await signIn(server, tenantB.tenant.name, tenantB.admin.email);
  // the crm template's technician: products read-only, activities updatable when they own them
  const user = await createUser(pool, tenantA.tenant, { email: 'tech@files.test', roles: ['technician'] });
  technician = { id: user.id, ...(await signIn(server, tenantA.tenant.name, user.email)) };
});
afterAll(async () => {
  await server.close();
  await Promise.all([tenantA.remove(), tenantB.remove()]);
  await pool.end();
  await rm(blobDir, { recursive: true, force: true });
});

describe('POST /api/files and the signed download', () => {
  it('stores an image and serves it back inline, byte for byte, with nosniff', async () => {
    const response = await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, png, {
      name: 'Čerpadlo.png',
    });
    expect(response.status).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Čerpadlo.png', size: png.length, contentType: 'image/png' });
    expect(parseStoredFile(body.value)).toEqual({
      id: body.id,
      name: 'Čerpadlo.png',
      size: png.length,
      type: 'image/png',
    });

    const file = await download(String(body.url), tenantA);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; .*filename\*=UTF-8''%C4%8Cerpadlo\.png$/);
  });

  it('serves other files as attachments, typed by a closed list (never text/html)', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const response = await upload(adminA, tenantA, { entity: 'activity', field: 'document' }, html, {
      name: '../../evil.html',
    });
    expect(response.status).toBe(201);
    expect(response.json()).toMatchObject({ name: 'evil.html', contentType: 'application/octet-stream' });
    const file = await download(String(response.json().url), tenantA);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="evil.html"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const pdf = await upload(adminA, tenantA, { entity: 'activity', field: 'document' }, html, {
      name: 'offer.pdf',
    });
    expect(pdf.json()).toMatchObject({ contentType: 'application/pdf' });
  });

  it('refuses a changed signature, blob, expiry or a missing one with ERR_FILE_LINK_INVALID', async () => {
    const { url, id } = (await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, png)).json();
    const link = new URL(String(url), 'http://x');
    const variants = [
      (u: URL) => u.searchParams.set('sig', `${u.searchParams.get('sig')?.slice(0, -2)}AA`),
      (u: URL) => u.searchParams.delete('sig'),
      (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
      (u: URL) => {
        u.pathname = `/api/files/${String(id).replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`;
      },
    ];
    for (const change of variants) {
      const changed = new URL(link);
      change(changed);
      expectRefusal(await download(changed.pathname + changed.search, tenantA), 403, 'ERR_FILE_LINK_INVALID');
    }
  });

  it('refuses an expired link with ERR_FILE_LINK_EXPIRED', async () => {
    const { id } = (await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, png)).json();
    const secret = await platformSecret(pool, 'file-links');
    const expires = Math.floor(Date.now() / 1000) - 5;
    const sig = signLink(secret, { tenantId: tenantA.tenant.id, blobId: String(id), expires });
    const expired = `/api/files/${id}?exp=${expires}&sig=${sig}`;
    expectRefusal(await download(expired, tenantA), 403, 'ERR_FILE_LINK_EXPIRED');
  });

  it("never serves tenant A's file on tenant B's host, even with a link B could sign", async () => {
    const { url, id } = (await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, png)).json();
    expectRefusal(await download(String(url), tenantB), 403, 'ERR_FILE_LINK_INVALID');

    const secret = await platformSecret(pool, 'file-links');
    const expires = Math.floor(Date.now() / 1000) + 600;
    const sig = signLink(secret, { tenantId: tenantB.tenant.id, blobId: String(id), expires });
    expectRefusal(
      await download(`/api/files/${id}?exp=${expires}&sig=${sig}`, tenantB),
      404,
      'ERR_FILE_NOT_FOUND',
    );
    // and B's session cannot mint a link to it
    expectRefusal(await adminB.call(`/api/files/${id}/link`), 404, 'ERR_FILE_NOT_FOUND');
  });

  it('works on the bare domain through the org parameter the link carries', async () => {
    const { url } = (await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, png)).json();
    const file = await server.request(String(url));
    expect(file.status).toBe(200);
    expect(file.bytes.equals(png)).toBe(true);
    // without the org parameter the bare domain names no tenant, so no link can verify
    const withoutOrg = new URL(String(url), 'http://x');
    withoutOrg.searchParams.delete('org');
    expectRefusal(
      await server.request(withoutOrg.pathname + withoutOrg.search),
      403,
      'ERR_FILE_LINK_INVALID',
    );
  });
});

describe('upload refusals', () => {
  it('refuses a file over the limit with ERR_FILE_TOO_LARGE, declared or streamed', async () => {
    const big = Buffer.alloc(maxUploadBytes + 1, 1);
    const target = { entity: 'activity', field: 'document' };
    // with Content-Length (refused before reading) and chunked (cut off while reading)
    expectRefusal(
      await upload(adminA, tenantA, target, big, { headers: { 'Content-Length': String(big.length) } }),
      413,
      'ERR_FILE_TOO_LARGE',
    );
    const streamed = await upload(adminA, tenantA, target, big);
    expectRefusal(streamed, 413, 'ERR_FILE_TOO_LARGE');
    expect(streamed.json().message).toMatch(/10 MB/);
  });

  it('refuses a non-image for an Image field with ERR_FILE_NOT_IMAGE, whatever its name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectRefusal(
      await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, svg, { name: 'photo.png' }),
      415,
      'ERR_FILE_NOT_IMAGE',
    );
  });

  it('refuses an image whose header declares too many pixels with ERR_IMAGE_TOO_LARGE, naming the field', async () => {
    const target = { entity: 'product', field: 'photo' };
    for (const [width, height] of [
      [30_000, 30_000],
      [20_001, 10],
      [8_000, 8_000],
    ] as const) {
      const refused = await upload(adminA, tenantA, target, pngDeclaring(width, height));
      expectRefusal(refused, 422, 'ERR_IMAGE_TOO_LARGE');
      expect(refused.json()).toMatchObject({ details: { field: 'photo', width, height } });
      expect(refused.json().message).toMatch(/photo/);
    }
    // a large photo of a real camera is fine (the header is all that is read)
    expect((await upload(adminA, tenantA, target, pngDeclaring(6_000, 4_000))).status).toBe(201);
  });

  it('refuses unknown entities and fields, fields without the Image or File flag, and empty files', async () => {
    expectRefusal(
      await upload(adminA, tenantA, { entity: 'product', field: 'nothing' }, png),
      400,
      'ERR_FIELD_NOT_FOUND',
    );
    expectRefusal(
      await upload(adminA, tenantA, { entity: 'product', field: 'name' }, png),
      400,
      'ERR_NOT_FILE_FIELD',
    );
    expectRefusal(
      await upload(adminA, tenantA, { entity: 'nothing', field: 'photo' }, png),
      400,
      'ERR_OBJECT_NOT_FOUND',
    );
    expectRefusal(
      await upload(adminA, tenantA, { entity: 'audit', field: 'body' }, png),
      403,
      'ERR_FORBIDDEN',
    );
    expectRefusal(
      await upload(adminA, tenantA, { entity: 'product', field: 'photo', recordId: 'not-a-uuid' }, png),
      400,
      'ERR_VALIDATION',
    );
    expectRefusal(
      await upload(adminA, tenantA, { entity: 'activity', field: 'document' }, Buffer.alloc(0)),
      400,
      'ERR_FILE_EMPTY',
    );
  });

  it('needs a signed-in user', async () => {
    expectRefusal(
      await upload(undefined, tenantA, { entity: 'product', field: 'photo' }, png),
      401,
      'ERR_UNAUTHORIZED',
    );
  });

  it('needs the right to update the record, or to create one for a new record', async () => {
    const product = await create(adminA, 'product', { name: 'Pump' });
    expectRefusal(
      await upload(technician, tenantA, { entity: 'product', field: 'photo', recordId: product }, png),
      403,
      'ERR_FORBIDDEN',
    );
    expectRefusal(
      await upload(technician, tenantA, { entity: 'product', field: 'photo' }, png),
      403,
      'ERR_FORBIDDEN',
    );

    // owner-level update on activities: someone else's is refused, their own accepted
    const others = await create(adminA, 'activity', { name: 'Visit' });
    const own = await create(technician, 'activity', { name: 'My visit' });
    const target = { entity: 'activity', field: 'document' };
    expectRefusal(
      await upload(technician, tenantA, { ...target, recordId: others }, png),
      403,
      'ERR_FORBIDDEN',
    );
    expect((await upload(technician, tenantA, { ...target, recordId: own }, png)).status).toBe(201);
    // a record of another tenant is simply not found
    const elsewhere = await create(adminB, 'activity', { name: 'B visit' });
    expectRefusal(
      await upload(adminA, tenantA, { ...target, recordId: elsewhere }, png),
      404,
      'ERR_RECORD_NOT_FOUND',
    );
  });

  it('limits uploads per user with ERR_RATE_LIMITED', async () => {
    const user = await createUser(pool, tenantA.tenant, { email: 'busy@files.test', roles: ['salesperson'] });
    const busy = await signIn(server, tenantA.tenant.name, user.email);
    await pool.query(sql.unsafe`
      INSERT INTO strata.rate_limit_points (key, points, expire)
      VALUES (${`rl:file-upload|${tenantA.tenant.id}|${user.id}`}, 200, ${Date.now() + 3_600_000})`);
    const response = await upload(busy, tenantA, { entity: 'product', field: 'photo' }, png);
    expectRefusal(response, 429, 'ERR_RATE_LIMITED');
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/files/{id}/link', () => {
  it('gives readers of the record a fresh link, and nobody a link to a file they cannot reach', async () => {
    const uploaded = (await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, png)).json();
    const product = await create(adminA, 'product', { name: 'Valve', photo: uploaded.value });
    const through = `entity=product&field=photo&recordId=${product}`;

    const link = await technician.call(`/api/files/${uploaded.id}/link?${through}`);
    expect(link.status).toBe(200);
    expect(link.json()).toMatchObject({ id: uploaded.id, contentType: 'image/png', value: uploaded.value });
    expect((await download(String(link.json().url), tenantA)).bytes.equals(png)).toBe(true);

    // the uploader may link to their own file before any record holds it
    const fresh = (await upload(adminA, tenantA, { entity: 'product', field: 'photo' }, png)).json();
    expect((await adminA.call(`/api/files/${fresh.id}/link`)).status).toBe(200);
    // others may not, not even through a record that holds another file
    expectRefusal(await technician.call(`/api/files/${fresh.id}/link?${through}`), 404, 'ERR_FILE_NOT_FOUND');
    expectRefusal(await technician.call(`/api/files/${fresh.id}/link`), 404, 'ERR_FILE_NOT_FOUND');
    // nor through a record of another entity: its id cannot even be copied into one
    const copy = await technician.call('/api/update', {
      name: 'activity',
      operation: 'create',
      object: { name: 'Copy', document: fresh.value },
    });
    expectRefusal(copy, 400, 'ERR_VALIDATION');
    expectRefusal(await technician.call('/api/files/../etc/link'), 404, 'ERR_ROUTE_NOT_FOUND');
  });
});

describe('Image and File values on save', () => {
  const saveActivity = (session: Session, object: Record<string, unknown>) =>
    session.call('/api/update', { name: 'activity', operation: 'create', object });
  const documentOf = async (id: string) =>
    parseStoredFile(
      await pool.oneFirst(
        sql.unsafe`SELECT document FROM ${sql.identifier([tenantA.tenant.schemaName, 'activity'])} WHERE id = ${id}`,
      ),
    );
  const uploadDocument = async (session: Session, tenant: Tenant) =>
    (
      await upload(session, tenant, { entity: 'activity', field: 'document' }, Buffer.from('minutes'), {
        name: 'minutes.txt',
      })
    ).json();

  it("stores the blob's own name, size and type, whatever the client says", async () => {
    const mine = await uploadDocument(technician, tenantA);
    const tampered = JSON.stringify({ id: mine.id, name: 'invoice.html', size: 1, type: 'text/html' });
    const response = await saveActivity(technician, { name: 'Tampered', document: tampered });
    expect(response.status).toBe(200);
    expect(await documentOf(response.text)).toEqual({
      id: mine.id,
      name: 'minutes.txt',
      size: 7,
      type: mine.contentType,
    });
  });

  it("takes another user's file only where a record the user can read holds it (a clone)", async () => {
    const shared = await uploadDocument(adminA, tenantA);
    await create(adminA, 'activity', { name: 'Source', document: shared.value });
    const clone = await saveActivity(technician, { name: 'Clone', document: shared.value });
    expect(clone.status).toBe(200);
    expect((await documentOf(clone.text))?.id).toBe(shared.id);

    const unshared = await uploadDocument(adminA, tenantA);
    const taken = await saveActivity(technician, { name: 'Taken', document: unshared.value });
    expectRefusal(taken, 400, 'ERR_VALIDATION');
    expect(taken.json()).toMatchObject({
      details: { field: 'document' },
      message: 'Invalid input for document: not a file uploaded for this field',
    });
  });

  it("refuses another tenant's file, a file of another field, and values that name no file", async () => {
    const foreign = await uploadDocument(adminB, tenantB);
    const before = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([tenantA.tenant.schemaName, 'activity'])}`,
    );
    for (const document of [
      foreign.value,
      JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', name: 'x', size: 1, type: 'text/plain' }),
      'https://example.com/file.pdf',
      '{"id":"../../etc/passwd"}',
    ]) {
      expectRefusal(await saveActivity(technician, { name: 'Refused', document }), 400, 'ERR_VALIDATION');
    }
    // the same on update, and nothing was stored
    const kept = await saveActivity(technician, { name: 'Kept' });
    const update = await technician.call('/api/update', {
      name: 'activity',
      operation: 'update',
      object: { id: kept.text, versionnumber: 1, document: foreign.value },
    });
    expectRefusal(update, 400, 'ERR_VALIDATION');
    expect(await documentOf(kept.text)).toBeNull();
    const after = await pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([tenantA.tenant.schemaName, 'activity'])}`,
    );
    expect(after).toBe(Number(before) + 1);
  });

  it('an empty value clears the field', async () => {
    const mine = await uploadDocument(technician, tenantA);
    const id = await create(technician, 'activity', { name: 'Cleared', document: mine.value });
    const update = await technician.call('/api/update', {
      name: 'activity',
      operation: 'update',
      object: { id, versionnumber: 1, document: '' },
    });
    expect(update.status).toBe(200);
    expect(await documentOf(id)).toBeNull();
  });
});
