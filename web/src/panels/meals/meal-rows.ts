import type { Leg } from '../journey/leg';
import { type DietDay, dietDays, dietJson } from './diet-days';
import type { ExchangeRates } from './exchange-rates';
import { mealBits } from './meal-allowance';

/**
 * A provided meal ticked or unticked on one day: the diet table recomputed with the new meals
 * (in euros at `rates`), and what diet_json becomes (null when no day has a meal provided; spec
 * 002 section 4).
 */
export function toggleMeal(
  legs: Leg[],
  days: DietDay[],
  date: string,
  bit: number,
  on: boolean,
  options: { locale: string; rates: ExchangeRates },
): { days: DietDay[]; json: string | null } {
  const previous = days.map((day) => {
    if (day.date !== date) return day;
    const meals = bit === mealBits.all ? (on ? mealBits.all : 0) : on ? day.meals | bit : day.meals & ~bit;
    return { ...day, meals };
  });
  const next = dietDays(legs, previous, options.locale, options.rates);
  const kept = dietJson(next);
  return { days: next, json: kept ? JSON.stringify(kept) : null };
}
