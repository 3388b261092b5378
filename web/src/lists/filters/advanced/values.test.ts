import { endsInLoneEscape } from '@strata/api/contract/query-rules';
import { describe, expect, it } from 'vitest';
import { isDay, isoToLocal, likeShape, likeValue, localToIso, parseInteger, parseNumber } from './values.js';

describe('Advanced Find values', () => {
  it('numbers: dot or comma decimals, no hex, blanks inside or words', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber(' -12,5 ')).toBe(-12.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1e3')).toBe(1000);
    for (const bad of ['', ' ', 'abc', '0x10', '1 000', '12,5x', 'Infinity', '1,2,3', '1e999']) {
      expect(parseNumber(bad), bad).toBeUndefined();
    }
  });

  it('integers: whole and 32-bit', () => {
    expect(parseInteger('42')).toBe(42);
    expect(parseInteger('-2147483648')).toBe(-2147483648);
    expect(parseInteger('2147483648')).toBeUndefined();
    expect(parseInteger('1.5')).toBeUndefined();
    expect(parseInteger('')).toBeUndefined();
  });

  it('days and local date-times', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2024-2-1')).toBe(false);
    const iso = localToIso('2024-05-15T13:45');
    expect(iso).toBe(new Date(2024, 4, 15, 13, 45).toISOString());
    expect(isoToLocal(iso ?? '')).toBe('2024-05-15T13:45');
    expect(isoToLocal(new Date(2024, 4, 15, 13, 45, 30).toISOString())).toBe('2024-05-15T13:45:30');
    expect(localToIso('2024-05-15T25:00')).toBeUndefined();
    expect(localToIso('2024-13-01T10:00')).toBeUndefined();
    expect(localToIso('')).toBeUndefined();
    expect(isoToLocal('nonsense')).toBe('');
  });

  it('text operators become like patterns with the text taken literally, and back', () => {
    expect(likeValue('contains', 'acme')).toBe('%acme%');
    expect(likeValue('begins', '50%_off')).toBe('50\\%\\_off%');
    expect(likeValue('ends', 'a\\b')).toBe('%a\\\\b');
    expect(likeValue('like', 'a%b_')).toBe('a%b_');
    for (const [operator, text] of [
      ['contains', 'acme'],
      ['begins', '50%_off'],
      ['ends', 'a\\b'],
      ['contains', '%'],
    ] as const) {
      expect(likeShape(likeValue(operator, text))).toEqual({ operator, text });
    }
    // patterns with wildcards of their own stay patterns
    for (const pattern of ['a%b', '%a_b%', '%', '%%', 'abc', 'abc\\%']) {
      expect(likeShape(pattern)).toEqual({ operator: 'like', text: pattern });
    }
  });

  it('a pattern may not end in a lone backslash', () => {
    expect(endsInLoneEscape('ab\\')).toBe(true);
    expect(endsInLoneEscape('ab\\\\')).toBe(false);
    expect(endsInLoneEscape('ab\\%')).toBe(false);
  });
});
