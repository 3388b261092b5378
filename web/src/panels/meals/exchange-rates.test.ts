import { describe, expect, it } from 'vitest';
import { type ExchangeRates, rateOn, toEuro } from './exchange-rates.js';

const rates: ExchangeRates = {
  dated: [
    { currency: 'CZK', validFrom: '2026-01-01', rate: 25.2 },
    { currency: 'CZK', validFrom: '2026-03-01', rate: 25.085 },
    { currency: 'CZK', validFrom: '2026-04-01', rate: 24.9 },
    { currency: 'chf', validFrom: '2026-02-01', rate: 0.94 },
    // entered later for the same day: this one counts
    { currency: 'CHF', validFrom: '2026-02-01', rate: 0.9382 },
    { currency: 'GBP', validFrom: '2026-01-01', rate: 0 },
    { currency: 'USD', validFrom: '2026-05-01', rate: 1.09 },
  ],
  currencies: { eur: 1, czk: 25.5, chf: null, gbp: 0.85, usd: null, sek: null },
};

describe('the exchange rate of a trip day', () => {
  it.each([
    ['the latest dated rate on or before the day', 'CZK', '2026-03-15', 25.085, '2026-03-01'],
    ['a rate valid from the day itself', 'czk', '2026-03-01', 25.085, '2026-03-01'],
    ['the day before a new rate keeps the old one', 'CZK', '2026-02-28', 25.2, '2026-01-01'],
    ['a later rate once it applies', 'CZK', '2026-07-10', 24.9, '2026-04-01'],
    ["before every dated rate: the currency's own rate", 'CZK', '2025-12-31', 25.5, null],
    ['of two rates from the same day, the one entered last', 'CHF', '2026-02-10', 0.9382, '2026-02-01'],
    ["a rate of 0 is no rate: the currency's own", 'GBP', '2026-02-01', 0.85, null],
    ['the euro needs none', 'EUR', '2026-02-01', 1, null],
  ])('%s', (_label, currency, day, rate, validFrom) => {
    expect(rateOn(currency, day, rates)).toEqual({
      found: true,
      currency: currency.toLowerCase(),
      rate,
      validFrom,
    });
  });

  it.each([
    ['a currency without any rate yet', 'SEK', '2026-02-01', 'noRate'],
    ['a currency whose first rate comes later', 'USD', '2026-04-30', 'noRate'],
    ['a currency the organisation does not have', 'DKK', '2026-02-01', 'noCurrency'],
    ['a currency without a rate of its own before the first dated one', 'CHF', '2026-01-31', 'noRate'],
  ])('none for %s', (_label, currency, day, reason) => {
    expect(rateOn(currency, day, rates)).toEqual({ found: false, currency: currency.toLowerCase(), reason });
  });

  it('finds no rate at all without any currencies or rates', () => {
    expect(rateOn('CZK', '2026-03-01', { dated: [], currencies: {} })).toMatchObject({
      found: false,
      reason: 'noCurrency',
    });
  });
});

describe('an amount in euros', () => {
  it.each([
    [300, 25.085, 11.96], // 11.9593...
    [600, 25.085, 23.92], // 23.9186...
    [80, 0.9382, 85.27], // 85.2697...
    [37, 0.84515, 43.78], // 43.7792...
    [455, 11.2515, 40.44], // 40.4390...
    [45, 1, 45],
    [0, 25.085, 0],
  ])('%s at %s is %s €', (amount, rate, euros) => {
    expect(toEuro(amount, rate)).toBe(euros);
  });
});
