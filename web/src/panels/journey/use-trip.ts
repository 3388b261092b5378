import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest } from '../../api/http';
import type { PanelApi } from '../panel-api';
import { markEdit } from './edit-timing';
import type { Leg } from './leg';
import { defaultLegs } from './leg-rules';
import { type LegProblem, parseLegs, timingProblems } from './parse-legs';
import { type MeasureCache, stretchesToMeasure } from './trip-distances';
import { parseDiet, recomputeTrip } from './trip-fields';

/** Distances are asked for after the edits settle (spec 002 section 4: "after a short delay"). */
export const measureDelayMs = 800;

type DistanceAnswer = { distance: number; approx: boolean };

export const newLegId = () => crypto.randomUUID();

/**
 * The trip behind the journey panel: the legs read from legs_json (never throwing: problems
 * are reported), a commit that recomputes every derived field of the record, and the distances
 * measured through POST /api/distance in the background (the great circle, marked ~, stands in
 * until they come and whenever the service cannot answer).
 */
export function useTrip(api: PanelApi) {
  const raw = api.values.legs_json;
  const parsed = useMemo(() => parseLegs(raw), [raw]);
  // a trip without legs shows the two default ones; they are written on the first edit
  const [defaults] = useState(() => defaultLegs(new Date(), {}, newLegId));
  const empty = raw === null || raw === undefined || raw === '';
  const legs = empty ? defaults : parsed.legs;
  const problems: LegProblem[] = parsed.problems;
  const cache = useRef<MeasureCache>(new Map());
  const latest = useRef({ api, legs });
  latest.current = { api, legs };

  const commit = useCallback((next: Leg[]) => {
    markEdit();
    const { api: current } = latest.current;
    const { fields } = recomputeTrip(next, {
      cache: cache.current,
      previousDiet: parseDiet(current.values.diet_json),
      locale: current.language,
    });
    for (const [name, value] of Object.entries(fields)) {
      if (JSON.stringify(current.values[name] ?? null) !== JSON.stringify(value))
        current.setValue(name, value);
    }
    if (timingProblems(next).length > 0) console.debug('journey: timing problems', timingProblems(next));
  }, []);

  // measure what the cache does not know yet, then recompute with the figures
  const wanted = useMemo(() => stretchesToMeasure(legs, cache.current), [legs]);
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
        if (!answer) continue; // a failed call: the great circle (~) stays
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

  return { legs, problems, commit, isDefault: empty };
}
