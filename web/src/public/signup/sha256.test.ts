import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexWords, leadingBitsMatch, sha256Words } from './sha256.js';

const hexOf = (words: Uint32Array) => [...words].map((word) => word.toString(16).padStart(8, '0')).join('');

describe("the puzzle worker's SHA-256", () => {
  it('is SHA-256 for every length around the block boundaries', () => {
    for (let length = 0; length < 200; length++) {
      const message = randomBytes(length);
      expect(hexOf(sha256Words(message))).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });

  it('compares exactly the leading bits asked for', () => {
    const target = hexWords('abcd0000'.padEnd(64, '0'));
    // 0xabcf differs from 0xabcd in bit 15 (counting from 1): equal for 14 bits, not for 15
    const close = hexWords('abcf'.padEnd(64, 'f'));
    expect(leadingBitsMatch(close, target, 14)).toBe(true);
    expect(leadingBitsMatch(close, target, 15)).toBe(false);
    expect(leadingBitsMatch(hexWords('abcd0000'.padEnd(64, '1')), target, 32)).toBe(true);
    expect(leadingBitsMatch(hexWords('abcd0000'.padEnd(64, '1')), target, 36)).toBe(false);
  });
});
