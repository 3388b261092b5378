import { describe, expect, it } from 'vitest';
import { checkSlot, type SlotClaims, signSlot } from './upload-slot-token.js';

const secret = Buffer.alloc(32, 7);
const claims: SlotClaims = {
  tenantId: 't1',
  userId: 'u1',
  blobId: '3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e11',
  entity: 'product',
  field: 'picture',
  recordId: null,
  name: 'pump.jpg',
  expires: 2_000_000_000,
};

describe('upload slot tokens', () => {
  it('verify with the secret they were signed with, until they expire', () => {
    const token = signSlot(secret, claims);
    expect(checkSlot(secret, token, 1_000_000_000_000)).toEqual({ ok: true, claims });
    expect(checkSlot(secret, token, 2_000_000_001_000)).toEqual({ ok: false, reason: 'expired' });
    expect(checkSlot(Buffer.alloc(32, 8), token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse changed claims and malformed tokens', () => {
    const [, signature] = signSlot(secret, claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, field: 'secret' })).toString('base64url');
    for (const token of [`${forged}.${signature}`, 'x', '', 'a.b.c', 42, null]) {
      expect(checkSlot(secret, token), String(token)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
