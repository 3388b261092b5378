import { describe, expect, it } from 'vitest';
import type { Leg } from '../journey/leg.js';
import { dietDays, dietJson, dietTotal } from './diet-days.js';
import { foreignRates } from './foreign-rates.js';
import { domesticClaim, foreignClaim, mealBits } from './meal-allowance.js';

const h = (hours: number, minutes = 0) => hours + minutes / 60;

describe('domestic meal allowance (spec 002 section 9)', () => {
  it.each([
    [h(4, 59), 0, 0],
    [h(5, 0), 1, 8.8],
    [h(11, 59), 1, 8.8],
    [h(12, 0), 2, 13.1],
    [h(17, 59), 2, 13.1],
    [h(18, 0), 3, 19.5],
    [h(24, 0), 3, 19.5],
  ])('%s hours: band %s, %s euro', (hours, band, max) => {
    expect(domesticClaim(hours, 0)).toEqual({ band, maxClaim: max, claim: max });
  });

  it.each([
    ['breakfast', 18, mealBits.breakfast, 14.63], // 19.50 - 25 % of 19.50 = 14.625
    ['lunch', 18, mealBits.lunch, 11.7], // 19.50 - 7.80
    ['dinner', 18, mealBits.dinner, 12.68], // 19.50 - 6.825 = 12.675
    ['breakfast and lunch', 18, mealBits.breakfast | mealBits.lunch, 6.83], // 19.50 - 12.675
    ['all provided', 18, mealBits.all, 0],
    ['lunch in band 1 never goes below 0', 6, mealBits.lunch, 1], // 8.80 - 7.80
    ['lunch and dinner in band 1', 6, mealBits.lunch | mealBits.dinner, 0],
    ['breakfast in band 2', 13, mealBits.breakfast, 8.23], // 13.10 - 4.875 = 8.225
  ])('%s', (_label, hours, meals, claim) => {
    expect(domesticClaim(hours, meals).claim).toBe(claim);
  });
});

describe('foreign meal allowance', () => {
  it.each([
    ['de', 0, 0, 0],
    ['de', 0.5, 1, 11.25],
    ['de', h(5, 59), 1, 11.25],
    ['de', 6, 2, 22.5],
    ['de', h(11, 59), 2, 22.5],
    ['de', 12, 3, 45],
    ['us', 12, 3, 60],
    ['cz', 6, 2, 300],
    ['ch', 1, 1, 20],
    ['gb', 12, 3, 37],
    ['hu', 12, 3, 39],
    ['pl', 6, 2, 18.5],
    ['se', 12, 3, 455],
  ])('%s %s hours: band %s, %s in its currency', (iso, hours, band, max) => {
    const claim = foreignClaim(hours, 0, foreignRates[iso]);
    expect(claim?.band).toBe(band);
    expect(claim?.maxClaimLocal).toBe(max);
  });

  it('takes meals off the full rate of the country', () => {
    expect(foreignClaim(12, mealBits.lunch, foreignRates.at)?.claimLocal).toBe(27); // 45 - 18
    expect(foreignClaim(12, mealBits.all, foreignRates.at)?.claimLocal).toBe(0);
  });

  it('answers unknown (null), never 0, for a country without a rate', () => {
    expect(foreignClaim(12, 0, undefined)).toBeNull();
  });
});

describe('diet days of a trip', () => {
  const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();
  const leg = (fields: Partial<Leg>): Leg => ({ id: String(Math.random()), startdate: '', ...fields });

  it('splits a two-day trip to Vienna at midnight and at the border', () => {
    // Bratislava 07:00 -> border after 30 min -> Vienna 08:30; leaves Vienna next day 16:00,
    // border after 45 min, home 17:30
    const legs: Leg[] = [
      leg({ isocode: 'sk', startdate: at(3, 7) }),
      leg({
        isocode: 'at',
        startdate: at(4, 16),
        enddate: at(3, 8, 30),
        border_crossing: { duration: 1800 },
      }),
      leg({
        isocode: 'sk',
        startdate: at(4, 18),
        enddate: at(4, 17, 30),
        border_crossing: { duration: 2700 },
      }),
    ];
    const days = dietDays(legs);
    expect(days.map((day) => [day.date, day.hours, day.fhours, day.foreignIso])).toEqual([
      ['2026-03-03', 0.5, 16.5, 'at'],
      ['2026-03-04', 0.75, 16.75, 'at'],
    ]);
    expect(days.map((day) => [day.claim, day.foreignClaim])).toEqual([
      [0, 45],
      [0, 45],
    ]);
    expect(dietTotal(days)).toBe(90);
    expect(dietJson(days)).toBeNull();
  });

  it('a domestic trip over midnight: each day its own band', () => {
    const legs: Leg[] = [
      leg({ startdate: at(3, 14) }),
      leg({ startdate: at(4, 10), enddate: at(3, 16) }),
      leg({ startdate: at(4, 12), enddate: at(4, 11) }),
    ];
    const days = dietDays(legs, [{ date: '2026-03-04', meals: mealBits.breakfast } as never]);
    expect(days.map((day) => [day.date, day.hours, day.claim, day.meals])).toEqual([
      ['2026-03-03', 10, 8.8, 0],
      ['2026-03-04', 11, 3.93, mealBits.breakfast], // 8.80 - 4.875
    ]);
    expect(dietJson(days)).toBe(days);
  });

  it('marks a country without a rate as unknown', () => {
    const legs: Leg[] = [
      leg({ startdate: at(3, 6) }),
      leg({ isocode: 'zz', startdate: at(3, 20), enddate: at(3, 8), border_crossing: { duration: 0 } }),
      leg({ startdate: at(3, 22), enddate: at(3, 21), border_crossing: { duration: 3600 } }),
    ];
    const [day] = dietDays(legs);
    expect(day?.unknownRate).toBe(true);
    expect(dietTotal(dietDays(legs))).toBeNull();
  });
});
