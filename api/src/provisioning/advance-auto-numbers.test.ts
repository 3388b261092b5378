import { describe, expect, it } from 'vitest';
import { autoNumberPattern } from './advance-auto-numbers.js';

describe('autoNumberPattern', () => {
  it('captures the sequence of a prefix and digits format, literal text escaped', () => {
    const pattern = new RegExp(autoNumberPattern('ACC-{SEQ:5}'));
    expect(pattern.exec('ACC-10040')?.[1]).toBe('10040');
    expect(pattern.test('ACC-1004x')).toBe(false);
    expect(pattern.test('XACC-10040')).toBe(false);
  });

  it('matches date tokens as digits and escapes regex characters of the text', () => {
    const pattern = new RegExp(autoNumberPattern('Q.{YYYY}/{MM}-{SEQ}(+)'));
    expect(pattern.exec('Q.2026/12-7(+)')?.[1]).toBe('7');
    expect(pattern.test('QX2026/12-7(+)')).toBe(false);
  });
});
