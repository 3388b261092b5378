import { describe, expect, it } from 'vitest';
import type { CurrencyInfo } from '../../api/user-context.js';
import { exchangeRatesOf, rateQuery } from './rate-records.js';

const currency = (id: string, code: string | null, exchangerate: number | null): CurrencyInfo => ({
  id,
  name: code,
  code,
  symbol: null,
  precision: 2,
  mode: 0,
  exchangerate,
  isdefault: code === 'EUR',
  formatstring: null,
});
const dict = Object.fromEntries(
  [
    currency('c-eur', 'EUR', 1),
    currency('c-czk', 'CZK', null),
    currency('c-chf', 'CHF', 0.95),
    currency('c-x', null, 2),
  ].map((c) => [c.id, c]),
);
const row = (currencyId: string, validfrom: unknown, exchangerate: unknown) => ({
  currencyid: { id: currencyId, name: 'currency', label: currencyId },
  validfrom,
  exchangerate,
});

describe('the rates the meals panel reads', () => {
  it("takes each currency's own rate by its code, none for a currency without a code", () => {
    expect(exchangeRatesOf([], dict).currencies).toEqual({ eur: 1, czk: null, chf: 0.95 });
  });

  it.each([
    [
      'a day and a number',
      row('c-czk', '2026-03-01', 25.085),
      { currency: 'czk', validFrom: '2026-03-01', rate: 25.085 },
    ],
    [
      'a number sent as text',
      row('c-czk', '2026-03-01', '25.085'),
      { currency: 'czk', validFrom: '2026-03-01', rate: 25.085 },
    ],
    [
      'a day with a time',
      row('c-chf', '2026-03-01T00:00:00.000Z', 0.94),
      { currency: 'chf', validFrom: '2026-03-01', rate: 0.94 },
    ],
    ['a currency the organisation no longer has', row('c-gone', '2026-03-01', 3), null],
    ['no rate', row('c-czk', '2026-03-01', null), null],
    ['no day', row('c-czk', null, 25), null],
    ['no currency', { currencyid: null, validfrom: '2026-03-01', exchangerate: 25 }, null],
  ])('%s', (_label, input, expected) => {
    expect(exchangeRatesOf([input], dict).dated).toEqual(expected ? [expected] : []);
  });

  it('puts the rows, read newest first, back in the order they were entered', () => {
    const rows = [
      row('c-czk', '2026-04-01', 24),
      row('c-czk', '2026-03-01', 25.1),
      row('c-czk', '2026-03-01', 25),
    ];
    expect(exchangeRatesOf(rows, dict).dated.map((rate) => rate.rate)).toEqual([25, 25.1, 24]);
  });

  it('asks for the active rates, newest first', () => {
    expect(rateQuery()).toMatchObject({
      entity: {
        name: 'currency_rate',
        filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
        orders: [
          { attribute: 'validfrom', descending: true },
          { attribute: 'modifiedon', descending: true },
        ],
      },
    });
  });
});
