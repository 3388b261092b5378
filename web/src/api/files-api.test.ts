import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberBlobSas } from './blob-sas.js';
import { uploadFile } from './files-api.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const answer = {
  id: 'b1',
  name: 'a.png',
  size: 3,
  contentType: 'image/png',
  url: 'https://x/a',
  value: 'azblob:{}',
};

afterEach(() => {
  vi.unstubAllGlobals();
  rememberBlobSas(null);
});

describe('uploadFile', () => {
  it('sends the bytes through POST /api/files without a sas', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(answer, 201));
    vi.stubGlobal('fetch', fetch);
    await uploadFile(
      { entity: 'product', field: 'photo' },
      new Blob(['abc'], { type: 'image/png' }),
      'a.png',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/files?entity=product&field=photo');
  });

  it('with a sas: asks for a slot, PUTs the file there as a block blob, then commits the token', async () => {
    rememberBlobSas({ scheme: 'azblob', slot: '/api/files/slot', commit: '/api/files/commit' });
    const slot = {
      url: 'https://account.blob.core.windows.net/c/b1.png?sig=s',
      headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': 'image/png' },
      expiresOn: '2030-01-01T00:00:00Z',
      token: 'tok',
    };
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.startsWith('/api/files/slot')
        ? json(slot, 201)
        : url === slot.url
          ? new Response(null, { status: 201 })
          : json(answer, 201),
    );
    vi.stubGlobal('fetch', fetch);
    const file = new Blob(['abc'], { type: 'image/png' });
    const uploaded = await uploadFile({ entity: 'product', field: 'photo', recordId: 'r1' }, file, 'a.png');
    expect(uploaded).toEqual(answer);
    const [first, second, third] = fetch.mock.calls;
    expect(first?.[0]).toBe('/api/files/slot?entity=product&field=photo&recordId=r1');
    expect(JSON.parse(String(first?.[1]?.body))).toEqual({ name: 'a.png', size: 3, type: 'image/png' });
    expect(second?.[0]).toBe(slot.url);
    expect(second?.[1]).toMatchObject({ method: 'PUT', headers: slot.headers, body: file });
    expect(third?.[0]).toBe('/api/files/commit');
    expect(JSON.parse(String(third?.[1]?.body))).toEqual({ token: 'tok' });
  });

  it('with a sas: a refused PUT is an error and nothing is committed', async () => {
    rememberBlobSas({ scheme: 'azblob', slot: '/api/files/slot', commit: '/api/files/commit' });
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/api/files/slot')
        ? json({ url: 'https://s/x', headers: {}, expiresOn: '', token: 't' }, 201)
        : new Response('<Error/>', { status: 403 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(
      uploadFile({ entity: 'product', field: 'photo' }, new Blob(['abc']), 'a.png'),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
