import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import type { Leg } from '../../../web/src/panels/journey/leg.js';
import { patchLeg } from '../../../web/src/panels/journey/leg-edits.js';
import { type Place, placeLeg } from '../../../web/src/panels/journey/leg-rules.js';
import { parseLegs } from '../../../web/src/panels/journey/parse-legs.js';
import type { MeasureCache } from '../../../web/src/panels/journey/trip-distances.js';
import { parseDiet, recomputeTrip } from '../../../web/src/panels/journey/trip-fields.js';
import { dietDays } from '../../../web/src/panels/meals/diet-days.js';
import type { BenchContext, BenchResult, BenchSuite } from '../bench-types.js';
import { round } from '../bench-types.js';
import { timeAlternately } from '../timing.js';

/** Issue 23: recomputing a 30-leg trip after an edit stays within one frame (16 ms) at p95. */
const frameMs = 16;

/** The fieldwork template's places: Slovak districts and Vienna, so the trip crosses borders. */
function places(): Place[] {
  const file = path.join(repositoryRoot, 'tenant-templates/fieldwork/seed/01_route_location.json');
  const seed = JSON.parse(readFileSync(file, 'utf8')) as { rows: Place[] };
  return seed.rows.filter((row) => !row.is_country);
}

/** 30 stops over five days, every sixth one abroad, with costs and provided meals. */
function thirtyLegTrip(): { legs: Leg[]; diet: string | null } {
  const all = places();
  const start = new Date(2026, 9, 5, 7).getTime();
  const legs = Array.from({ length: 30 }, (_, index) => {
    const place =
      index % 6 === 3 ? (all.find((p) => p.isocode === 'at') as Place) : (all[index % all.length] as Place);
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

export const journeySuite: BenchSuite = {
  name: 'journey',
  run: async ({ quick, log }: BenchContext): Promise<BenchResult[]> => {
    const trip = thirtyLegTrip();
    const cache: MeasureCache = new Map();
    let step = 0;
    /**
     * What the main thread does for one edit, in Node: the edited stop, the full recompute
     * (distances, durations, arrivals, diet, derived fields, legs_json), and what the panels
     * read back on the next render (legs_json parsed, the meals table's diet days).
     */
    const edit = async () => {
      step++;
      const index = 1 + (step % 28);
      const leg = trip.legs[index] as Leg;
      const edited = patchLeg(trip.legs, index, {
        startdate: new Date(Date.parse(leg.startdate) + ((step % 5) - 2) * 60_000).toISOString(),
      });
      const { fields } = recomputeTrip(edited, { cache, previousDiet: parseDiet(trip.diet), locale: 'sk' });
      const reread = parseLegs(fields.legs_json).legs;
      dietDays(reread, parseDiet(fields.diet_json), 'sk');
    };
    const runs = quick ? 300 : 3000;
    const [timing] = await timeAlternately([edit], runs, quick ? 30 : 300);
    const p95 = timing?.p95 ?? Number.NaN;
    log(
      `30-leg trip, one edit recomputed: p50 ${round(timing?.p50 ?? 0, 3)} ms, p95 ${round(p95, 3)} ms (${runs} runs, Node)`,
    );
    return [
      {
        name: 'journey: recompute a 30-leg trip after an edit, p95 (Node, pure)',
        unit: 'ms',
        value: round(p95, 3),
        baseline: frameMs,
        ratio: round(p95 / frameMs, 3),
        target: 1,
        notes: `p50 ${round(timing?.p50 ?? 0, 3)} ms; ${runs} runs; the panel's recompute and re-read (trip-fields.ts, diet-days.ts) in Node, not a Chromium tab`,
      },
    ];
  },
};
