import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPasswordOrDecoy } from './password-hash.js';

describe('checking a password or a decoy', () => {
  it('accepts only the right password against a real hash', async () => {
    const hash = await hashPassword('the right one');
    expect(await verifyPasswordOrDecoy(hash, 'the right one')).toBe(true);
    expect(await verifyPasswordOrDecoy(hash, 'a wrong one')).toBe(false);
  });

  it('never accepts anything without a hash (an unknown user), whatever is typed', async () => {
    for (const password of ['', 'decoy-0.5', 'the right one']) {
      expect(await verifyPasswordOrDecoy(null, password)).toBe(false);
      expect(await verifyPasswordOrDecoy(undefined, password)).toBe(false);
    }
  });
});
