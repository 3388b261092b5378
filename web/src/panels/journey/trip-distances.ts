import type { Leg } from './leg';
import { fallbackKm } from './leg-rules';

/** A measured stretch between two points: km and whether it is the great-circle estimate. */
export type Measure = { km: number; approx: boolean };
export type MeasureCache = Map<string, Measure>;

type Point = { latitude: number; longitude: number };

const point = (leg: Leg): Point | null =>
  leg.latitude == null || leg.longitude == null ? null : { latitude: leg.latitude, longitude: leg.longitude };

/** The cache key of a stretch; coordinates to 5 decimals (about a metre). */
export function stretchKey(from: Point, to: Point): string {
  const f = (value: number) => value.toFixed(5);
  return `${f(from.latitude)},${f(from.longitude)}>${f(to.latitude)},${f(to.longitude)}`;
}

/**
 * The stretches the directions service should measure: both stops have coordinates, the
 * transport is not select (spec 002 section 4: select always takes the estimate) and the
 * cache does not know it yet.
 */
export function stretchesToMeasure(legs: Leg[], cache: MeasureCache): { key: string; points: Point[] }[] {
  const wanted = new Map<string, Point[]>();
  legs.forEach((leg, index) => {
    const previous = legs[index - 1];
    if (!previous || leg.masstransit === 'select') return;
    const [from, to] = [point(previous), point(leg)];
    if (!from || !to) return;
    const key = stretchKey(from, to);
    if (!cache.has(key)) wanted.set(key, [from, to]);
  });
  return [...wanted.entries()].map(([key, points]) => ({ key, points }));
}

/**
 * Each leg's distance: the service's figure when the cache has it, else the great-circle
 * distance marked approx (~); a leg without coordinates keeps what it had.
 */
export function applyDistances(legs: Leg[], cache: MeasureCache): Leg[] {
  return legs.map((leg, index) => {
    const previous = legs[index - 1];
    if (!previous) return leg;
    const [from, to] = [point(previous), point(leg)];
    if (!from || !to) return leg;
    const measured = leg.masstransit === 'select' ? undefined : cache.get(stretchKey(from, to));
    if (measured) return { ...leg, distance: String(measured.km), approx: measured.approx };
    const km = fallbackKm(previous, leg);
    return km === null ? leg : { ...leg, distance: String(Math.round(km * 10) / 10), approx: true };
  });
}

/**
 * The measured stretches a saved trip already holds: a leg's distance that is not marked approx
 * came from the directions service, so opening the trip does not ask again, and a directions
 * outage cannot turn it into a straight line (the great circle lowers the mileage).
 */
export function storedMeasures(legs: Leg[]): MeasureCache {
  const cache: MeasureCache = new Map();
  legs.forEach((leg, index) => {
    const previous = legs[index - 1];
    const km = Number(leg.distance);
    if (
      !previous ||
      leg.approx ||
      leg.masstransit === 'select' ||
      leg.distance == null ||
      !Number.isFinite(km)
    )
      return;
    const [from, to] = [point(previous), point(leg)];
    if (from && to) cache.set(stretchKey(from, to), { km, approx: false });
  });
  return cache;
}

/** Adds what `cache` does not know yet; a stretch measured in this session is not replaced. */
export function rememberMeasures(cache: MeasureCache, known: MeasureCache): void {
  for (const [key, measure] of known) if (!cache.has(key)) cache.set(key, measure);
}
