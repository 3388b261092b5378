import type { DietDay } from '../meals/diet-days';
import { dietDays, dietJson } from '../meals/diet-days';
import { type ExchangeRates, noExchangeRates } from '../meals/exchange-rates';
import type { Leg } from './leg';
import { recomputeLegs, totalDistance, totalExpense } from './leg-rules';
import { applyDistances, type MeasureCache } from './trip-distances';

type LookupRef = { id: string; name: string; label?: string | null } | null;

/** The route_route fields a change of the legs rewrites (spec 002 section 4, "Trip legs"). */
export type TripFields = {
  legs_json: string;
  name_locations: string;
  startdate: string | null;
  enddate: string | null;
  start_locationid: LookupRef;
  end_locationid: LookupRef;
  total_distance: number;
  total_expense: number;
  diet_json: string | null;
};

/** What a stop is called in name_locations: its place's label, else its address. */
export function stopName(leg: Leg): string {
  return (leg.location?.label ?? leg.address ?? leg.country ?? '').trim();
}

/** 'Trnava - Wien - Trnava': the stops' names, a stop repeated right after itself once. */
export function nameLocations(legs: Leg[]): string {
  const names: string[] = [];
  for (const leg of legs) {
    const name = stopName(leg);
    if (name && names[names.length - 1] !== name) names.push(name);
  }
  return names.join(' - ');
}

/**
 * One edit's full recompute: distances (measured or ~), durations and arrivals, then the diet
 * (keeping the meals provided per day from `previousDiet`, in euros at `rates`) and the
 * record's derived fields. Pure and synchronous, so it is what the bench times (a 30-leg trip
 * within one frame).
 */
export function recomputeTrip(
  edited: Leg[],
  options: { cache: MeasureCache; previousDiet: DietDay[]; locale: string; rates?: ExchangeRates },
): { legs: Leg[]; diet: DietDay[]; fields: TripFields } {
  const legs = recomputeLegs(applyDistances(edited, options.cache));
  const diet = dietDays(legs, options.previousDiet, options.locale, options.rates ?? noExchangeRates);
  const first = legs[0];
  const last = legs[legs.length - 1];
  const ref = (leg: Leg | undefined): LookupRef =>
    leg?.location ? { id: leg.location.id, name: 'route_location', label: leg.location.label ?? null } : null;
  const kept = dietJson(diet);
  return {
    legs,
    diet,
    fields: {
      legs_json: JSON.stringify(legs),
      name_locations: nameLocations(legs),
      startdate: first?.startdate ?? null,
      enddate: last ? (last.enddate ?? last.startdate) : null,
      start_locationid: ref(first),
      end_locationid: ref(last),
      total_distance: totalDistance(legs),
      total_expense: totalExpense(legs),
      diet_json: kept ? JSON.stringify(kept) : null,
    },
  };
}

/** Reads diet_json (a string or already parsed) without throwing. */
export function parseDiet(value: unknown): DietDay[] {
  if (Array.isArray(value)) return value as DietDay[];
  if (typeof value !== 'string' || !value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as DietDay[]) : [];
  } catch {
    return [];
  }
}
