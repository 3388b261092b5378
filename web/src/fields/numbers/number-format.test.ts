import { describe, expect, it } from 'vitest';
import type { CurrencyInfo } from '../../api/user-context.js';
import { testEuro } from '../../metadata/test-currency.js';
import { currencyOf } from './currency.js';
import {
  editableNumber,
  formatMoney,
  formatNumber,
  numberMarks,
  readNumberPattern,
  roundTo,
  toNumber,
} from './number-format.js';

const nbsp = '\u00a0';
const euro = testEuro;
const dollar: CurrencyInfo = { ...euro, id: 'usd', code: 'USD', symbol: '$', mode: 1, isdefault: false };

describe('toNumber', () => {
  it('accepts numbers and numeric strings only', () => {
    expect(toNumber(2.5)).toBe(2.5);
    expect(toNumber('12.30')).toBe(12.3);
    expect(toNumber('')).toBeNull();
    expect(toNumber('abc')).toBeNull();
    expect(toNumber(null)).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
  });
});

describe('formatNumber', () => {
  it('follows the language and the precision', () => {
    expect(formatNumber(1234.5, 'en', { precision: 2 })).toBe('1,234.50');
    expect(formatNumber(1234.5, 'de', { precision: 2 })).toBe('1.234,50');
    expect(formatNumber(0.125, 'en')).toBe('0.125');
    expect(formatNumber(48.1486, 'en', { precision: 6 })).toBe('48.148600');
  });
  it('honours a format string', () => {
    expect(formatNumber(1234.5, 'en', { formatString: '#,##0.00' })).toBe('1,234.50');
    expect(formatNumber(1234.5, 'en', { formatString: '0.0 h' })).toBe('1234.5 h');
    expect(readNumberPattern('no digits')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('puts the symbol where the currency mode says', () => {
    expect(formatMoney(1500, 'en', euro)).toBe(`1,500.00${nbsp}€`);
    expect(formatMoney(1500, 'en', dollar)).toBe(`$${nbsp}1,500.00`);
    expect(formatMoney(1500, 'en', { ...euro, mode: 2 })).toBe(`1,500.00${nbsp}EUR`);
    expect(formatMoney(1500, 'en', undefined)).toBe('1,500.00');
  });
  it('lets the property precision and format win', () => {
    expect(formatMoney(2.5, 'en', { ...euro, formatstring: null }, { precision: 4 })).toBe(`2.5000${nbsp}€`);
    expect(formatMoney(2.5, 'en', euro, { formatString: '0' })).toBe(`3${nbsp}€`);
  });
});

describe('number locales', () => {
  it('write amounts the way each locale of the Settings list does', () => {
    // Slovak, Czech and Austrian group with a no-break space, as lists and forms show them
    expect(formatMoney(1450, 'sk-SK', euro)).toBe(`1${nbsp}450,00${nbsp}€`);
    expect(formatMoney(1450, 'cs-CZ', euro)).toBe(`1${nbsp}450,00${nbsp}€`);
    expect(formatMoney(1450, 'de-AT', euro)).toBe(`1${nbsp}450,00${nbsp}€`);
    expect(formatMoney(1450, 'de-DE', euro)).toBe(`1.450,00${nbsp}€`);
    expect(formatMoney(1450, 'en-GB', euro)).toBe(`1,450.00${nbsp}€`);
    expect(formatMoney(1450, 'en-US', dollar)).toBe(`$${nbsp}1,450.00`);
    expect(formatMoney(108780000, 'sk-SK', euro)).toBe(`108${nbsp}780${nbsp}000,00${nbsp}€`);
    expect(formatNumber(1450.5, 'de-CH', { precision: 2 })).toMatch(/^1['’]450\.50$/);
  });
  it('name their marks', () => {
    expect(numberMarks('sk-SK')).toEqual({ decimal: ',', group: nbsp });
    expect(numberMarks('de-DE')).toEqual({ decimal: ',', group: '.' });
    expect(numberMarks('en-US')).toEqual({ decimal: '.', group: ',' });
  });
  it('give the plain number to edit: the decimal mark, no grouping, the precision', () => {
    expect(editableNumber(1450.5, 'sk-SK', 2)).toBe('1450,50');
    expect(editableNumber(1450.5, 'en-GB', 2)).toBe('1450.50');
    expect(editableNumber(108780000, 'de-DE', 0)).toBe('108780000');
    expect(editableNumber(0.125, 'en', undefined)).toBe('0.125');
    expect(editableNumber(-3.5, 'cs-CZ', 1)).toBe('-3,5');
  });
});

describe('currencyOf', () => {
  const dict = { eur: euro, usd: dollar };
  it('takes the record currency, else the default', () => {
    expect(currencyOf({ currencyid: { id: 'usd', name: 'currency', label: 'Dollar' } }, dict)).toBe(dollar);
    expect(currencyOf({}, dict)).toBe(euro);
    expect(currencyOf({ currencyid: { id: 'gone', name: 'currency' } }, dict)).toBe(euro);
    expect(currencyOf({}, undefined)).toBeUndefined();
  });
});

describe('roundTo', () => {
  it('rounds to the precision, or not at all without one', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.4, 0)).toBe(2);
    expect(roundTo(1.23456, undefined)).toBe(1.23456);
  });
});
