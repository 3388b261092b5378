import { numberLocales } from '@strata/api/contract/number-locales';
import { describe, expect, it } from 'vitest';
import { editableNumber, formatNumber } from './number-format.js';
import { parseLocaleNumber, parseNumberText } from './parse-number-text.js';

describe('parseNumberText', () => {
  it.each([
    ['42', 42],
    ['-3', -3],
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['1,234,567.89', 1234567.89],
    ["1'234.5", 1234.5],
    ['1.234.567', 1234567],
    [',5', 0.5],
    ['1e3', 1000],
    ['+7', 7],
  ])('reads %j as %d', (text, number) => {
    expect(parseNumberText(text)).toBe(number);
  });

  it.each(['abc', '', '-', '1,2,3', '12.5.3', '1.5,3', '1,2.3,4', '1x', '--1', '1-2'])(
    'refuses %j',
    (text) => {
      expect(parseNumberText(text)).toBeNull();
    },
  );
});

describe('parseLocaleNumber', () => {
  const nbsp = '\u00a0';
  const narrow = '\u202f';
  it.each(['sk-SK', 'cs-CZ', 'de-DE', 'de-AT', 'de-CH', 'en-GB', 'en-US'])(
    'reads 1450.5 written any usual way in %s',
    (locale) => {
      for (const text of [
        '1450.5',
        '1450,50',
        '1 450,50',
        `1${nbsp}450,50`,
        `1${narrow}450,50`,
        '1.450,50',
        '1,450.50',
      ]) {
        expect(parseLocaleNumber(text, locale), text).toBe(1450.5);
      }
    },
  );
  it("reads a lone mark before three digits as the locale's grouping, else as the decimal mark", () => {
    expect(parseLocaleNumber('1,450', 'en-GB')).toBe(1450);
    expect(parseLocaleNumber('1.450', 'en-GB')).toBe(1.45);
    expect(parseLocaleNumber('1.450', 'de-DE')).toBe(1450);
    expect(parseLocaleNumber('1,450', 'de-DE')).toBe(1.45);
    expect(parseLocaleNumber('1,450', 'sk-SK')).toBe(1.45);
    expect(parseLocaleNumber('0,450', 'en-US')).toBe(0.45);
    expect(parseLocaleNumber('1,45', 'en-US')).toBe(1.45);
    expect(parseLocaleNumber("1'450.5", 'de-CH')).toBe(1450.5);
    expect(parseLocaleNumber('1\u2019450.5', 'de-CH')).toBe(1450.5);
  });
  it('reads signs, and refuses what is no number', () => {
    expect(parseLocaleNumber('-1 450,50', 'sk-SK')).toBe(-1450.5);
    expect(parseLocaleNumber('\u22121450,5', 'sk-SK')).toBe(-1450.5);
    for (const text of ['12abc', '1,2,3', '1 450,50 €', '--1', '']) {
      expect(parseLocaleNumber(text, 'sk-SK'), text).toBeNull();
    }
  });
  it.each(numberLocales)('reads back what %s writes, formatted or to edit', (locale) => {
    for (const value of [0, 0.5, 1.45, 12.3, 1450, 1450.5, -2500.75, 108780000, 1234567.89]) {
      expect(parseLocaleNumber(formatNumber(value, locale, { precision: 2 }), locale)).toBe(value);
      expect(parseLocaleNumber(formatNumber(value, locale, { precision: 3 }), locale)).toBe(value);
      expect(parseLocaleNumber(editableNumber(value, locale, 2), locale)).toBe(value);
    }
    expect(parseLocaleNumber(formatNumber(1450, locale, { precision: 0 }), locale)).toBe(1450);
  });
});
