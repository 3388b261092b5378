import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { AzureBlobStore } from '@strata/api/blobs/azure/azure-blob-store';
import { containerNameFor } from '@strata/api/blobs/azure/container-name';
import type { BlobInfo } from '@strata/api/blobs/blob-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Azurite, startAzurite } from '../fixtures/azurite.js';

let azurite: Azurite;
let store: AzureBlobStore;
beforeAll(async () => {
  azurite = await startAzurite();
  store = new AzureBlobStore(azurite.connectionString, 'test-');
});
afterAll(() => azurite?.stop());

const infoFor = (id: string, over: Partial<BlobInfo> = {}): BlobInfo => ({
  id,
  name: 'Čerpadlo "A".png',
  size: 5,
  contentType: 'image/png',
  entity: 'product',
  field: 'picture',
  recordId: null,
  createdBy: randomUUID(),
  createdOn: new Date().toISOString(),
  ...over,
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** What the browser does with an upload slot: one PUT with the slot's headers. */
async function putLikeBrowser(url: string, headers: Record<string, string>, body: string) {
  return fetch(url, { method: 'PUT', headers, body });
}

/** The same SAS query on another blob path (another blob name or another container). */
function retarget(url: string, container: string, blob: string): string {
  const parsed = new URL(url);
  parsed.pathname = `${new URL(azurite.endpoint).pathname}/${container}/${blob}`;
  return parsed.toString();
}

describe('AzureBlobStore against azurite', () => {
  it('keeps a blob with its description in the organisation container and reads it back', async () => {
    const id = randomUUID();
    await store.put('tenant_a', infoFor(id), Buffer.from('hello'));
    expect(await store.info('tenant_a', id)).toMatchObject({
      id,
      name: 'Čerpadlo "A".png',
      scheme: 'azblob',
    });
    const stream = await store.open('tenant_a', id);
    expect(stream && (await text(stream))).toBe('hello');
    expect(await store.info('tenant_b', id)).toBeNull();
    expect(await store.open('tenant_b', id)).toBeNull();
    expect(await store.info('tenant_a', 'not-an-id')).toBeNull();
  });

  it('takes a browser upload through a create-only SAS, finds it only once described, and serves it by a read SAS', async () => {
    const id = randomUUID();
    const slot = await store.uploadSlot('tenant_a', id, 'image/png', inMinutes(5));
    expect(slot.headers).toEqual({ 'x-ms-blob-type': 'BlockBlob', 'Content-Type': 'image/png' });
    expect((await putLikeBrowser(slot.url, slot.headers, 'bytes')).status).toBe(201);
    // uploaded but not described: nobody can link to or serve it yet
    expect(await store.info('tenant_a', id)).toBeNull();
    const uploaded = await store.uploaded('tenant_a', id);
    expect(uploaded?.size).toBe(5);
    expect(uploaded?.head.toString()).toBe('bytes');
    expect(uploaded?.described).toBeNull();
    // named by a random UUID and the extension of its type
    expect(new URL(slot.url).pathname.endsWith(`/${id}.png`)).toBe(true);
    expect(uploaded?.storedAs).toBe(`${id}.png`);
    const info = infoFor(id, { contentType: 'application/pdf' });
    const described = await store.describe('tenant_a', { ...info, storedAs: `${id}.png` });
    const stored = await store.info('tenant_a', id);
    expect(stored).toMatchObject({ id, contentType: 'application/pdf', storedAs: `${id}.png` });
    expect(described).toEqual(stored);
    // found again (a commit repeated), the description comes with it
    expect((await store.uploaded('tenant_a', id))?.described).toEqual(stored);

    // the slot creates once: the checked blob cannot be replaced while the SAS still runs
    expect((await putLikeBrowser(slot.url, slot.headers, 'other')).status).toBeGreaterThanOrEqual(400);

    const read = await fetch(store.readUrl('tenant_a', stored ?? info, inMinutes(5), false));
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('bytes');
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
  });

  it('ignores a description the browser wrote itself with its PUT (x-ms-meta-* headers)', async () => {
    const id = randomUUID();
    const slot = await store.uploadSlot('tenant_a', id, 'image/png', inMinutes(5));
    const forged = {
      'x-ms-meta-name': 'evil.html',
      'x-ms-meta-size': '1',
      'x-ms-meta-contenttype': 'text%2Fhtml',
      'x-ms-meta-entity': 'account',
      'x-ms-meta-field': 'logo',
      'x-ms-meta-recordid': '-',
      'x-ms-meta-createdby': randomUUID(),
      'x-ms-meta-createdon': new Date().toISOString(),
      'x-ms-meta-sig': 'forged',
    };
    expect((await putLikeBrowser(slot.url, { ...slot.headers, ...forged }, '<script>')).status).toBe(201);
    expect(await store.info('tenant_a', id)).toBeNull();
    expect((await store.uploaded('tenant_a', id))?.described).toBeNull();
    await store.describe('tenant_a', {
      ...infoFor(id, { contentType: 'application/octet-stream' }),
      storedAs: `${id}.png`,
    });
    expect(await store.info('tenant_a', id)).toMatchObject({ name: 'Čerpadlo "A".png', entity: 'product' });
  });

  it('refuses a slot used for another blob, in another organisation, after it expired, or for reading', async () => {
    const id = randomUUID();
    const slot = await store.uploadSlot('tenant_a', id, 'image/png', inMinutes(5));
    const own = containerNameFor('test-', 'tenant_a');
    await store.put('tenant_b', infoFor(randomUUID()), Buffer.from('b')); // tenant_b's container exists
    const other = containerNameFor('test-', 'tenant_b');

    expect(
      (await putLikeBrowser(retarget(slot.url, own, `${randomUUID()}.png`), slot.headers, 'x')).status,
    ).toBe(403);
    expect((await putLikeBrowser(retarget(slot.url, other, `${id}.png`), slot.headers, 'x')).status).toBe(
      403,
    );
    expect(await store.uploaded('tenant_b', id)).toBeNull();

    const expired = await store.uploadSlot('tenant_a', randomUUID(), 'image/png', inMinutes(-1));
    expect((await putLikeBrowser(expired.url, expired.headers, 'x')).status).toBe(403);

    // a write slot reads nothing, even the blob it created
    expect((await putLikeBrowser(slot.url, slot.headers, 'mine')).status).toBe(201);
    expect((await fetch(slot.url)).status).toBe(403);
  });

  it('refuses a read link for another blob, another organisation, after it expired, or for writing', async () => {
    const id = randomUUID();
    const info = infoFor(id);
    await store.put('tenant_a', info, Buffer.from('hello'));
    const url = store.readUrl('tenant_a', info, inMinutes(5), true);
    expect((await fetch(url)).status).toBe(200);
    const own = containerNameFor('test-', 'tenant_a');
    const other = containerNameFor('test-', 'tenant_b');
    const neighbour = randomUUID();
    await store.put('tenant_a', infoFor(neighbour), Buffer.from('neighbour'));
    expect((await fetch(retarget(url, own, `${neighbour}.png`))).status).toBe(403);
    await store.put('tenant_b', infoFor(id), Buffer.from('theirs'));
    expect((await fetch(retarget(url, other, `${id}.png`))).status).toBe(403);
    expect((await fetch(store.readUrl('tenant_a', info, inMinutes(-1), true))).status).toBe(403);
    const write = await putLikeBrowser(url, { 'x-ms-blob-type': 'BlockBlob' }, 'overwritten');
    expect(write.status).toBe(403);
  });
});
