import { describe, expect, it } from 'vitest';
import type { Leg } from '../journey/leg.js';
import { dietDays, dietTotal, missingRates } from './diet-days.js';
import type { ExchangeRates } from './exchange-rates.js';
import { mealBits } from './meal-allowance.js';

/** Issue 37 item 6: a trip outside the euro zone claims in euros at the rate valid that day. */
const at = (month: number, day: number, hour: number) => new Date(2026, month - 1, day, hour).toISOString();
const leg = (fields: Partial<Leg>): Leg => ({ id: String(Math.random()), startdate: '', ...fields });

/** Off at 06:00 straight over the border, back over it at 21:00: 15 h abroad (the full rate). */
function dayTrip(isocode: string, month: number, day: number): Leg[] {
  return [
    leg({ isocode: 'sk', startdate: at(month, day, 6) }),
    leg({
      isocode,
      startdate: at(month, day, 20),
      enddate: at(month, day, 7),
      border_crossing: { duration: 0 },
    }),
    leg({
      isocode: 'sk',
      startdate: at(month, day, 22),
      enddate: at(month, day, 21),
      border_crossing: { duration: 3600 },
    }),
  ];
}

const rates: ExchangeRates = {
  dated: [
    { currency: 'CZK', validFrom: '2026-03-01', rate: 25 },
    { currency: 'CZK', validFrom: '2026-04-01', rate: 24 },
    { currency: 'GBP', validFrom: '2026-03-01', rate: 0.8 },
  ],
  currencies: { eur: 1, czk: 26, gbp: null, chf: 0.9382, usd: null },
};

describe('the foreign part of a day in euros', () => {
  it.each([
    // country, day, meals, local claim, euro claim, euro max, rate, rate from
    ['cz', [3, 10], 0, 600, 24, 24, 25, '2026-03-01'],
    ['cz', [4, 2], 0, 600, 25, 25, 24, '2026-04-01'],
    ['cz', [3, 10], mealBits.lunch, 360, 14.4, 24, 25, '2026-03-01'], // 600 - 40 % of 600
    ['cz', [2, 10], 0, 600, 23.08, 23.08, 26, null], // before the first dated rate: the currency's
    ['gb', [3, 10], 0, 37, 46.25, 46.25, 0.8, '2026-03-01'],
    ['ch', [3, 10], 0, 80, 85.27, 85.27, 0.9382, null],
  ] as const)(
    '%s on %j with meals %s: %s local, %s €',
    (iso, [month, day], meals, local, euros, max, rate, from) => {
      const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const [diet] = dietDays(dayTrip(iso, month, day), [{ date, meals } as never], 'en', rates);
      expect(diet).toMatchObject({
        foreignIso: iso,
        foreignClaimLocal: local,
        foreignClaim: euros,
        foreignMaxClaim: max,
        exchangeRate: rate,
        exchangeRateFrom: from,
      });
      expect(diet?.noExchangeRate).toBeUndefined();
      expect(dietTotal(diet ? [diet] : [])).toBe(euros + (diet?.claim ?? 0));
    },
  );

  it('keeps a euro country as it was: no rate to name', () => {
    const [diet] = dietDays(dayTrip('at', 3, 10), [], 'en', rates);
    expect(diet).toMatchObject({ foreignClaim: 45, foreignMaxClaim: 45 });
    expect(diet).not.toHaveProperty('exchangeRate');
  });

  it.each([
    ['us', 'usd', 'noRate'], // the organisation has the currency, without a rate
    ['se', 'sek', 'noCurrency'], // it has no Swedish krona at all
  ] as const)(
    'says why %s has no euro claim (%s: %s) and leaves the total unknown',
    (iso, currency, reason) => {
      const days = dietDays(dayTrip(iso, 3, 10), [], 'en', rates);
      expect(days[0]).toMatchObject({
        foreignCurrency: currency,
        foreignClaim: null,
        noExchangeRate: reason,
      });
      expect(dietTotal(days)).toBeNull();
      expect(missingRates(days)).toEqual({ countries: [], currencies: [currency] });
    },
  );

  it('without any rates a non-euro day has no euro claim, never 0', () => {
    const days = dietDays(dayTrip('cz', 3, 10));
    expect(days[0]).toMatchObject({
      foreignClaimLocal: 600,
      foreignClaim: null,
      noExchangeRate: 'noCurrency',
    });
  });

  it('names every currency and country missing over a longer trip, each once', () => {
    const days = [
      ...dietDays(dayTrip('se', 3, 10), [], 'en', rates),
      ...dietDays(dayTrip('us', 3, 11), [], 'en', rates),
      ...dietDays(dayTrip('se', 3, 12), [], 'en', rates),
      ...dietDays(dayTrip('zz', 3, 13), [], 'en', rates),
      ...dietDays(dayTrip('cz', 3, 14), [], 'en', rates),
    ];
    expect(missingRates(days)).toEqual({ countries: ['zz'], currencies: ['sek', 'usd'] });
  });
});
