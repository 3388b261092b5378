import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobInfo } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';

let root: string;
let store: LocalBlobStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'strata-blobs-'));
  store = new LocalBlobStore(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const infoFor = (id: string): BlobInfo => ({
  id,
  name: 'notes.txt',
  size: 5,
  contentType: 'text/plain; charset=utf-8',
  entity: 'activity',
  field: 'document',
  recordId: null,
  createdBy: randomUUID(),
  createdOn: new Date().toISOString(),
});

describe('LocalBlobStore', () => {
  it('keeps a blob and its description under the tenant schema, leaving no temporary files', async () => {
    const id = randomUUID();
    await store.put('tenant_a', infoFor(id), Buffer.from('hello'));
    expect(await store.info('tenant_a', id)).toMatchObject({ id, name: 'notes.txt' });
    const stream = await store.open('tenant_a', id);
    expect(stream && (await text(stream))).toBe('hello');
    expect((await readdir(path.join(root, 'tenant_a', id.slice(0, 2)))).sort()).toEqual([id, `${id}.json`]);
  });

  it("finds nothing of another tenant's blobs and nothing for a malformed id", async () => {
    const id = randomUUID();
    await store.put('tenant_a', infoFor(id), Buffer.from('secret'));
    expect(await store.info('tenant_b', id)).toBeNull();
    expect(await store.open('tenant_b', id)).toBeNull();
    expect(await store.info('tenant_a', '../tenant_a/x')).toBeNull();
    expect(await store.open('tenant_a', `${id}.json`)).toBeNull();
  });

  it('refuses a schema name that could leave its folder', async () => {
    await expect(store.put('../etc', infoFor(randomUUID()), Buffer.from('x'))).rejects.toThrow();
  });
});
