import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64.js';
import { newDataKey, unwrapDataKey, wrapDataKey } from './data-key.js';
import { openJson, sealJson } from './sealed-json.js';

const record = { id: 'a1', name: 'Contoso Pharmaceuticals', revenue: 1200 };

describe('the encrypted cache (AES-GCM)', () => {
  it('seals a record so that its stored form holds none of its values, and opens it again', async () => {
    const key = await newDataKey();
    const sealed = await sealJson(key, record);
    expect(JSON.stringify(sealed)).not.toContain('Contoso');
    expect(new TextDecoder().decode(fromBase64(sealed.data))).not.toContain('Contoso');
    expect(fromBase64(sealed.iv)).toHaveLength(12);
    expect(await openJson(key, sealed)).toEqual(record);
    // a fresh nonce each time
    expect((await sealJson(key, record)).iv).not.toBe(sealed.iv);
  });

  it('refuses a changed value and another key', async () => {
    const key = await newDataKey();
    const sealed = await sealJson(key, record);
    const bytes = fromBase64(sealed.data);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expect(openJson(key, { ...sealed, data: toBase64(bytes) })).rejects.toThrow();
    await expect(openJson(await newDataKey(), sealed)).rejects.toThrow();
  });

  it('keeps the data key wrapped by the password: only the right password unwraps it', async () => {
    const key = await newDataKey();
    const wrapped = await wrapDataKey(key, 'correct horse');
    expect(wrapped.iterations).toBe(100_000);
    expect(fromBase64(wrapped.salt)).toHaveLength(32);
    const sealed = await sealJson(key, record);
    const unwrapped = await unwrapDataKey(wrapped, 'correct horse');
    expect(await openJson(unwrapped, sealed)).toEqual(record);
    await expect(unwrapDataKey(wrapped, 'wrong horse')).rejects.toThrow();
  });
});
