import type { ForeignRate } from './foreign-rates';

/** Spec 002 section 9, "Meal allowance": domestic bands by hours in the day. */
export const domesticBands = [
  { fromHours: 0, max: 0 },
  { fromHours: 5, max: 8.8 },
  { fromHours: 12, max: 13.1 },
  { fromHours: 18, max: 19.5 },
] as const;

/** Provided meals (diet day `meals` bitmask) and the share of the top rate each one takes off. */
export const mealBits = { breakfast: 1, lunch: 2, dinner: 4, all: 7 } as const;
const deductions = [
  { bit: mealBits.breakfast, percent: 25 },
  { bit: mealBits.lunch, percent: 40 },
  { bit: mealBits.dinner, percent: 35 },
] as const;

/** Foreign bands: over 0 h band 1, 6 h band 2, 12 h band 3; quarters of the country's rate. */
const foreignQuarters = [0, 1, 2, 4] as const;

export function domesticBand(hours: number): 0 | 1 | 2 | 3 {
  if (hours >= 18) return 3;
  if (hours >= 12) return 2;
  if (hours >= 5) return 1;
  return 0;
}

export function foreignBand(hours: number): 0 | 1 | 2 | 3 {
  if (hours >= 12) return 3;
  if (hours >= 6) return 2;
  if (hours > 0) return 1;
  return 0;
}

/**
 * The claim after provided meals: each takes its share of the top rate off; all three provided
 * leave nothing; never below 0. Rounded to cents.
 */
export function afterMeals(max: number, topRate: number, meals: number): number {
  if ((meals & mealBits.all) === mealBits.all) return 0;
  // in hundredths of a cent, so 6.825 rounds up like on paper, not down like a float
  let claim = Math.round(max * 100) * 100;
  for (const { bit, percent } of deductions) if (meals & bit) claim -= Math.round(topRate * 100) * percent;
  return Math.max(0, Math.round(claim / 100)) / 100;
}

export type DomesticClaim = { band: number; maxClaim: number; claim: number };

export function domesticClaim(hours: number, meals: number): DomesticClaim {
  const band = domesticBand(hours);
  const maxClaim = domesticBands[band].max;
  return { band, maxClaim, claim: afterMeals(maxClaim, domesticBands[3].max, meals) };
}

export type ForeignClaim = {
  band: number;
  currency: string;
  /** In the country's currency. */
  maxClaimLocal: number;
  claimLocal: number;
};

/** null when the country has no rate: the claim is unknown, never silently 0. */
export function foreignClaim(
  hours: number,
  meals: number,
  rate: ForeignRate | undefined,
): ForeignClaim | null {
  if (!rate) return null;
  const band = foreignBand(hours);
  const maxClaimLocal = cents((rate.amount * foreignQuarters[band]) / 4);
  return {
    band,
    currency: rate.currency,
    maxClaimLocal,
    claimLocal: afterMeals(maxClaimLocal, rate.amount, meals),
  };
}

export function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
