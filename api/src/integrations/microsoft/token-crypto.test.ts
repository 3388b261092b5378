import { describe, expect, it } from 'vitest';
import { createTokenSealer } from './token-crypto.js';

describe('token cache encryption', () => {
  it('opens what it sealed, for the same owner and key only', () => {
    const sealer = createTokenSealer('a long random key for tests only');
    const sealed = sealer.seal('{"RefreshToken":{"x":"secret"}}', 'user-1');
    expect(sealed.toString('utf8')).not.toContain('secret');
    expect(sealer.open(sealed, 'user-1')).toBe('{"RefreshToken":{"x":"secret"}}');
    expect(sealer.open(sealed, 'user-2')).toBeNull();
    expect(createTokenSealer('another key entirely').open(sealed, 'user-1')).toBeNull();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(sealer.open(altered, 'user-1')).toBeNull();
    expect(sealer.open(Buffer.from('short'), 'user-1')).toBeNull();
  });

  it('seals the same text differently each time', () => {
    const sealer = createTokenSealer('a long random key for tests only');
    expect(sealer.seal('same', 'u').equals(sealer.seal('same', 'u'))).toBe(false);
  });
});
