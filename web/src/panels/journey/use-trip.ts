import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest } from '../../api/http';
import { useExchangeRates } from '../meals/use-exchange-rates';
import type { PanelApi } from '../panel-api';
import { markEdit } from './edit-timing';
import type { Leg } from './leg';
import { defaultLegs, type Place, recomputeLegs } from './leg-rules';
import { type LegProblem, parseLegs, timingProblems } from './parse-legs';
import { type MeasureCache, rememberMeasures, storedMeasures, stretchesToMeasure } from './trip-distances';
import { parseDiet, recomputeTrip } from './trip-fields';
import { useHomeStop } from './use-home';

/** Distances are asked for after the edits settle (spec 002 section 4: "after a short delay"). */
export const measureDelayMs = 800;

type DistanceAnswer = { distance: number; approx: boolean };

export const newLegId = () => crypto.randomUUID();

/**
 * The trip behind the journey panel: the legs read from legs_json (never throwing: problems
 * are reported), or a new trip's two stops from the user's home; a commit that recomputes every
 * derived field of the record; and the distances measured through POST /api/distance in the
 * background (the great circle, marked ~, stands in until they come and whenever the service
 * cannot answer).
 */
export function useTrip(api: PanelApi, places: Place[]) {
  const raw = api.values.legs_json;
  const parsed = useMemo(() => parseLegs(raw), [raw]);
  const { defaults, startOver } = useDefaultLegs(api, places);
  const empty = raw === null || raw === undefined || raw === '';
  const legs = empty ? defaults : parsed.legs;
  const problems: LegProblem[] = parsed.problems;
  const cache = useRef<MeasureCache>(new Map());
  const written = useRef<unknown>(undefined); // the legs_json this panel wrote last
  // diet_json keeps its days in euros too, at the rates the meals panel shows
  const { rates } = useExchangeRates();
  const latest = useRef({ api, legs, rates });
  latest.current = { api, legs, rates };

  const commit = useCallback((next: Leg[]) => {
    markEdit();
    const { api: current, rates: known } = latest.current;
    const { fields } = recomputeTrip(next, {
      cache: cache.current,
      previousDiet: parseDiet(current.values.diet_json),
      locale: current.language,
      rates: known,
    });
    written.current = fields.legs_json;
    for (const [name, value] of Object.entries(fields)) {
      if (JSON.stringify(current.values[name] ?? null) !== JSON.stringify(value))
        current.setValue(name, value);
    }
    if (timingProblems(next).length > 0) console.debug('journey: timing problems', timingProblems(next));
  }, []);

  // measure what the cache does not know yet, then recompute with the figures
  const wanted = useMemo(() => {
    // a trip as stored (opened, or read again): its measured distances are known, not asked again
    if (raw !== written.current) rememberMeasures(cache.current, storedMeasures(parsed.legs));
    return stretchesToMeasure(legs, cache.current);
  }, [legs, raw, parsed]);
  useEffect(() => {
    if (wanted.length === 0 || api.readOnly) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const answers = await Promise.all(
        wanted.map(({ key, points }) =>
          apiRequest<DistanceAnswer>('/api/distance', { json: { points }, signal: controller.signal })
            .then(({ body }) => ({ key, km: body.distance, approx: body.approx }))
            .catch(() => null),
        ),
      );
      if (controller.signal.aborted) return;
      let learned = false;
      for (const answer of answers) {
        // a failed call, or the server's own great-circle stand-in: the ~ estimate stays and is
        // not remembered, so the stretch is measured once the service answers again
        if (!answer || answer.approx) continue;
        cache.current.set(answer.key, { km: answer.km, approx: answer.approx });
        learned = true;
      }
      if (learned) commit(latest.current.legs);
    }, measureDelayMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [wanted, commit, api.readOnly]);

  return { legs, problems, commit, startOver, isDefault: empty };
}

/**
 * A new trip's two stops from the user's home (shown, and written on the first edit), and a start
 * over from home. Their ids are kept while the home is read, so the rows stay.
 */
function useDefaultLegs(api: PanelApi, places: Place[]) {
  const home = useHomeStop(api, places);
  const [ids] = useState(() => [newLegId(), newLegId()]);
  const [day] = useState(() => new Date());
  const defaults = useMemo(() => {
    const queue = [...ids];
    return recomputeLegs(defaultLegs(day, home, () => queue.shift() ?? newLegId()));
  }, [day, home, ids]);
  const startOver = useCallback(() => defaultLegs(new Date(), home, newLegId), [home]);
  return { defaults, startOver };
}
