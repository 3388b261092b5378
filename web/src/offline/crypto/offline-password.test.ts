import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64 } from './base64.js';
import { hashOfflinePassword, offlinePasswordParameters, verifyOfflinePassword } from './offline-password.js';

describe('the offline password hash (spec 000 section 9)', () => {
  it('is PBKDF2 with SHA-256, 100,000 iterations, a 32-byte random salt and 256 bits', async () => {
    expect(offlinePasswordParameters).toEqual({
      algorithm: 'PBKDF2',
      hash: 'SHA-256',
      iterations: 100_000,
      saltBytes: 32,
      bits: 256,
    });
    const stored = await hashOfflinePassword('correct horse');
    expect(stored).toMatchObject({ algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 100_000, bits: 256 });
    const salt = fromBase64(stored.salt);
    expect(salt).toHaveLength(32);
    expect(fromBase64(stored.value)).toHaveLength(32);
    // the same derivation computed independently (Node's OpenSSL) gives the same bits
    const expected = pbkdf2Sync('correct horse', salt, 100_000, 32, 'sha256');
    expect(Buffer.from(fromBase64(stored.value)).equals(expected)).toBe(true);
  });

  it('uses a fresh salt each time and keeps nothing of the password', async () => {
    const first = await hashOfflinePassword('correct horse');
    const second = await hashOfflinePassword('correct horse');
    expect(first.salt).not.toBe(second.salt);
    expect(first.value).not.toBe(second.value);
    expect(JSON.stringify(first)).not.toContain('correct horse');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashOfflinePassword('correct horse');
    expect(await verifyOfflinePassword('correct horse', stored)).toBe(true);
    expect(await verifyOfflinePassword('correct horsE', stored)).toBe(false);
    expect(await verifyOfflinePassword('', stored)).toBe(false);
  });
});
