import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLink, linkExpiry, linkLifetimeSeconds, signLink } from './signed-url.js';

const secret = randomBytes(32);
const now = Date.UTC(2026, 0, 1, 12, 3, 7);
const claims = { tenantId: 'tenant-a', blobId: 'blob-1', expires: linkExpiry(now) };
const signature = signLink(secret, claims);
const asQuery = { ...claims, expires: String(claims.expires) };

describe('signed download links', () => {
  it('expire about an hour from now, rounded up so repeated links are equal', () => {
    const expiry = linkExpiry(now);
    expect(expiry * 1000 - now).toBeGreaterThanOrEqual(linkLifetimeSeconds * 1000);
    expect(expiry * 1000 - now).toBeLessThan((linkLifetimeSeconds + 600) * 1000);
    expect(linkExpiry(now + 60_000)).toBe(expiry);
  });

  it('verify as signed until they expire', () => {
    expect(checkLink(secret, asQuery, signature, now)).toBe('valid');
    expect(checkLink(secret, asQuery, signature, claims.expires * 1000 + 1)).toBe('expired');
  });

  it('refuse another tenant, another blob, a moved expiry, another secret and junk', () => {
    expect(checkLink(secret, { ...asQuery, tenantId: 'tenant-b' }, signature, now)).toBe('invalid');
    expect(checkLink(secret, { ...asQuery, blobId: 'blob-2' }, signature, now)).toBe('invalid');
    expect(checkLink(secret, { ...asQuery, expires: String(claims.expires + 600) }, signature, now)).toBe(
      'invalid',
    );
    expect(checkLink(randomBytes(32), asQuery, signature, now)).toBe('invalid');
    for (const bad of [undefined, '', 'x', `${signature}x`, signature.slice(1)]) {
      expect(checkLink(secret, asQuery, bad, now)).toBe('invalid');
    }
    for (const expires of [undefined, '', '-1', '1e12', '12.5']) {
      expect(checkLink(secret, { ...asQuery, expires }, signature, now)).toBe('invalid');
    }
  });

  it('do not tell a forger that a link expired', () => {
    expect(checkLink(secret, { ...asQuery, expires: '1' }, signature, now)).toBe('invalid');
  });
});
