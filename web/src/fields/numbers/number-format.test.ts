import { describe, expect, it } from 'vitest';
import type { CurrencyInfo } from '../../session/user-context.js';
import { currencyOf } from './currency.js';
import { formatMoney, formatNumber, readNumberPattern, roundTo, stepFor, toNumber } from './number-format.js';

const nbsp = '\u00a0';
const euro: CurrencyInfo = {
  id: 'eur',
  name: 'Euro',
  code: 'EUR',
  symbol: '€',
  precision: 2,
  mode: 0,
  exchangerate: 1,
  isdefault: true,
  formatstring: '#,##0.00',
};
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

describe('currencyOf', () => {
  const dict = { eur: euro, usd: dollar };
  it('takes the record currency, else the default', () => {
    expect(currencyOf({ currencyid: { id: 'usd', name: 'currency', label: 'Dollar' } }, dict)).toBe(dollar);
    expect(currencyOf({}, dict)).toBe(euro);
    expect(currencyOf({ currencyid: { id: 'gone', name: 'currency' } }, dict)).toBe(euro);
    expect(currencyOf({}, undefined)).toBeUndefined();
  });
});

describe('stepFor', () => {
  it('matches the precision', () => {
    expect(stepFor(2, false)).toBe('0.01');
    expect(stepFor(0, false)).toBe('1');
    expect(stepFor(undefined, false)).toBe('any');
    expect(stepFor(3, true)).toBe('1');
  });
});

describe('roundTo', () => {
  it('rounds to the precision, or not at all without one', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.4, 0)).toBe(2);
    expect(roundTo(1.23456, undefined)).toBe(1.23456);
  });
});
