import type { Logger } from 'pino';
import { type Coordinates, greatCircleKm } from '../../contract/great-circle.js';
import { guardedFetch } from '../outbound/guarded-fetch.js';
import type { SsrfGuard } from '../outbound/ssrf-guard.js';

/** A route's length and, when a directions service measured it, its driving time. */
export type RouteMeasure = {
  /** Kilometres, rounded to 0.1. */
  distance: number;
  /** Seconds; null for the great-circle estimate (the panel derives it from the transport). */
  duration: number | null;
  /** True for the great-circle estimate (shown with ~). */
  approx: boolean;
  legs: { distance: number; duration: number | null }[];
};

export type Directions = { measure: (points: Coordinates[]) => Promise<RouteMeasure> };

const timeoutMs = 5000;
const km = (metres: number) => Math.round(metres / 100) / 10;

/**
 * Driving distances from an OSRM-compatible directions service (DIRECTIONS_URL; spec 002
 * section 7, `POST /api/distance`). Only that configured base URL is ever called, with numbers
 * the route has validated, so a client cannot point us at another host. Without the service, or
 * when it fails, is slow (5 s) or finds no route, the great-circle distance stands in, marked
 * approximate: a trip can always be planned.
 */
export function createDirections(baseUrl: string | undefined, guard: SsrfGuard, logger: Logger): Directions {
  const estimate = (points: Coordinates[]): RouteMeasure => {
    const legs = points.slice(1).map((to, index) => ({
      distance: Math.round(greatCircleKm(points[index] as Coordinates, to) * 10) / 10,
      duration: null,
    }));
    const distance = Math.round(legs.reduce((sum, leg) => sum + leg.distance, 0) * 10) / 10;
    return { distance, duration: null, approx: true, legs };
  };
  return {
    measure: async (points) => {
      if (!baseUrl) return estimate(points);
      const path = points.map((point) => `${point.longitude},${point.latitude}`).join(';');
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${path}`);
      url.searchParams.set('overview', 'false');
      try {
        const response = await guardedFetch(guard, url, {
          headers: { Accept: 'application/json' },
          timeoutMs,
        });
        if (!response.ok) throw new Error(`directions service answered ${response.status}`);
        const answer = (await response.json()) as {
          code?: string;
          routes?: {
            distance?: unknown;
            duration?: unknown;
            legs?: { distance?: unknown; duration?: unknown }[];
          }[];
        };
        const route = answer.routes?.[0];
        if (answer.code !== 'Ok' || !route || typeof route.distance !== 'number') throw new Error('no route');
        return {
          distance: km(route.distance),
          duration: typeof route.duration === 'number' ? Math.round(route.duration) : null,
          approx: false,
          legs: (route.legs ?? []).map((leg) => ({
            distance: typeof leg.distance === 'number' ? km(leg.distance) : 0,
            duration: typeof leg.duration === 'number' ? Math.round(leg.duration) : null,
          })),
        };
      } catch (error) {
        logger.warn({ err: error }, 'directions failed; great-circle distance used');
        return estimate(points);
      }
    },
  };
}
