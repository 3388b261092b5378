import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseStoredFile } from '@strata/api/contract/stored-file';
import type { DatabasePool } from '@strata/api/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDeclaring } from '../fixtures/png-header.js';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

type Session = Awaited<ReturnType<typeof signIn>>;

let pool: DatabasePool;
let server: TestServer;
let blobDir: string;
let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let admin: Session;

// a real 1x1 PNG
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  pool = await openTestPool();
  blobDir = await mkdtemp(path.join(tmpdir(), 'strata-base64-'));
  server = await startTestServer(pool, { blobDir });
  tenant = await createTestTenant(pool);
  admin = await signIn(server, tenant.tenant.name, tenant.admin.email);
});
afterAll(async () => {
  await server?.close();
  await tenant?.remove();
  await pool?.end();
  if (blobDir) await rm(blobDir, { recursive: true, force: true });
});

async function photoOf(id: string): Promise<unknown> {
  const response = await admin.call('/api/fetch', {
    entity: {
      name: 'product',
      attributes: [{ attribute: 'photo' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
  });
  expect(response.status, response.text).toBe(200);
  const rows = response.json() as unknown as { photo: unknown }[];
  return rows[0]?.photo;
}

/** The files the local store holds for the tenant (each blob is its bytes and a description). */
async function storedBlobCount(): Promise<number> {
  const names = await readdir(path.join(blobDir, tenant.tenant.schemaName), { recursive: true }).catch(
    () => [] as string[],
  );
  return names.filter((name) => name.endsWith('.json')).length;
}

describe('base64 image values (spec 001 section 5)', () => {
  it('are stored as files with a warning when imported (executemultiple, continueOnError)', async () => {
    const response = await admin.call('/api/executemultiple', {
      continueOnError: true,
      records: [
        {
          name: 'product',
          operation: 'create',
          object: { name: 'Imported pump', photo: `data:image/png;base64,${png}` },
        },
        { name: 'product', operation: 'create', object: { name: 'Bare base64', photo: png } },
        { name: 'product', operation: 'create', object: { name: 'No photo' } },
        {
          name: 'product',
          operation: 'create',
          object: { name: 'Text photo', photo: 'not a picture at all' },
        },
      ],
    });
    expect(response.status, response.text).toBe(200);
    const results = response.json() as unknown as Record<string, unknown>[];
    expect(results[0]).toMatchObject({ warnings: [{ code: 'WARN_BASE64_IMAGE_STORED', field: 'photo' }] });
    expect(results[1]).toMatchObject({ warnings: [{ code: 'WARN_BASE64_IMAGE_STORED', field: 'photo' }] });
    expect(results[2]).not.toHaveProperty('warnings');
    // anything else that is not a stored file is still refused
    expect(results[3]).toMatchObject({ error: { code: 'ERR_VALIDATION' } });
    // the refusal sent the batch from at once to item by item: each image was stored once
    expect(await storedBlobCount()).toBe(2);

    const stored = parseStoredFile(await photoOf(String(results[0]?.result)));
    expect(stored).toMatchObject({ name: 'photo.png', size: 70, type: 'image/png' });
    const link = await admin.call(
      `/api/files/${stored?.id}/link?entity=product&field=photo&recordId=${results[0]?.result}`,
    );
    expect(link.status, link.text).toBe(200);
    const file = await server.request(String(link.json().url), { host: `${tenant.tenant.name}.localhost` });
    expect(file.bytes.equals(Buffer.from(png, 'base64'))).toBe(true);
  });

  it('are stored as files when pasted into a form and saved', async () => {
    const created = await admin.call('/api/executemultiple', {
      records: [{ name: 'product', operation: 'create', object: { name: 'Pasted pump' } }],
    });
    const id = String((created.json() as unknown as { result: string }[])[0]?.result);
    const saved = await admin.call('/api/executemultiple', {
      records: [
        {
          name: 'product',
          operation: 'update',
          object: { id, versionnumber: 1, photo: `data:image/png;base64,${png}` },
        },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json()).toMatchObject([
      { result: id, warnings: [{ code: 'WARN_BASE64_IMAGE_STORED', field: 'photo' }] },
    ]);
    expect(parseStoredFile(await photoOf(id))).toMatchObject({ type: 'image/png' });
  });

  it('are refused when the header declares too many pixels, and nothing is written', async () => {
    const before = await storedBlobCount();
    const name = `Bomb ${Date.now()}`;
    const bomb = pngDeclaring(30_000, 30_000).toString('base64');
    const response = await admin.call('/api/update', {
      name: 'product',
      operation: 'create',
      object: { name, photo: `data:image/png;base64,${bomb}` },
    });
    expect(response.status, response.text).toBe(422);
    expect(response.json()).toMatchObject({
      ok: false,
      code: 'ERR_IMAGE_TOO_LARGE',
      details: { field: 'photo', width: 30_000, height: 30_000 },
    });
    expect(response.json().message).toMatch(/photo.*30000 × 30000/);
    expect(await storedBlobCount()).toBe(before);
    const found = await admin.call('/api/fetch', {
      entity: {
        name: 'product',
        attributes: [{ attribute: 'id' }],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: name }] },
      },
    });
    expect(found.json()).toEqual([]);
  });
});
