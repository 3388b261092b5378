import type { Leg } from '../../../web/src/panels/journey/leg.js';
import { patchLeg } from '../../../web/src/panels/journey/leg-edits.js';
import { type Place, placeLeg } from '../../../web/src/panels/journey/leg-rules.js';
import { parseLegs } from '../../../web/src/panels/journey/parse-legs.js';
import type { MeasureCache } from '../../../web/src/panels/journey/trip-distances.js';
import { parseDiet, recomputeTrip } from '../../../web/src/panels/journey/trip-fields.js';
import { dietDays } from '../../../web/src/panels/meals/diet-days.js';

/**
 * The journey bench's work, with no Node imports: the suite runs it in Node and bundles it
 * into a Chromium tab (recompute-page.ts), so both figures time the same code.
 */
export type Trip = { legs: Leg[]; diet: string };

/** 30 stops over five days, every sixth one abroad, with costs and provided meals. */
export function thirtyLegTrip(places: Place[]): Trip {
  const start = new Date(2026, 9, 5, 7).getTime();
  const legs = Array.from({ length: 30 }, (_, index) => {
    const place =
      index % 6 === 3
        ? (places.find((p) => p.isocode === 'at') as Place)
        : (places[index % places.length] as Place);
    const leg: Leg = {
      id: `leg-${index}`,
      startdate: new Date(start + index * 4 * 3600_000).toISOString(),
      masstransit: 'no',
      food_cost: index % 4 === 0 ? 6.5 : null,
      travel_cost: 2.4,
      ...(index % 6 === 3 || index % 6 === 4 ? { border_crossing: { duration: 1800 } } : {}),
    };
    return placeLeg(leg, place);
  });
  const { fields } = recomputeTrip(legs, { cache: new Map(), previousDiet: [], locale: 'sk' });
  const diet = parseDiet(fields.diet_json ?? '[]');
  const withMeals = dietDays(parseLegs(fields.legs_json).legs).map((day, index) => ({
    ...day,
    meals: index % 2 ? 2 : 0,
  }));
  return { legs: parseLegs(fields.legs_json).legs, diet: JSON.stringify(diet.length ? diet : withMeals) };
}

/**
 * What the main thread does for one edit: the edited stop (its departure moved by a minute or
 * two), the full recompute (distances, durations, arrivals, diet, derived fields, legs_json),
 * and what the panels read back on the next render (legs_json parsed, the meals' diet days).
 */
export function editOnce(trip: Trip, cache: MeasureCache, step: number): void {
  const index = 1 + (step % 28);
  const leg = trip.legs[index] as Leg;
  const edited = patchLeg(trip.legs, index, {
    startdate: new Date(Date.parse(leg.startdate) + ((step % 5) - 2) * 60_000).toISOString(),
  });
  const { fields } = recomputeTrip(edited, { cache, previousDiet: parseDiet(trip.diet), locale: 'sk' });
  const reread = parseLegs(fields.legs_json).legs;
  dietDays(reread, parseDiet(fields.diet_json), 'sk');
}
