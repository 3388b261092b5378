import type { Logger } from 'pino';
import { guardedFetch } from '../outbound/guarded-fetch.js';
import type { SsrfGuard } from '../outbound/ssrf-guard.js';

/** A point a geocoder found. */
export type GeoPoint = { lat: string; lon: string; display_name?: string };
/** The address parts of a reverse lookup, as Nominatim names them. */
export type GeoAddress = Partial<
  Record<'road' | 'house_number' | 'village' | 'town' | 'city' | 'postcode' | 'country', string>
>;

export type Geocoder = {
  search: (query: string, language: string) => Promise<GeoPoint[]>;
  reverse: (lat: number, lon: number, language: string) => Promise<GeoAddress | null>;
};

const timeoutMs = 5000;
const addressKeys = ['road', 'house_number', 'village', 'town', 'city', 'postcode', 'country'] as const;

/**
 * A Nominatim-compatible geocoder behind our own API (spec 000 section 7): the browser never
 * talks to the third party (the page's CSP allows only our origin, and the access token stays
 * ours). Without GEOCODER_URL nothing is found; a failing or slow service finds nothing too
 * and is logged, so the user reads 'Address not found' rather than an error.
 */
export function createGeocoder(baseUrl: string | undefined, guard: SsrfGuard, logger: Logger): Geocoder {
  const call = async (path: string, params: Record<string, string>, language: string): Promise<unknown> => {
    if (!baseUrl) return null;
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('format', 'jsonv2');
    try {
      const response = await guardedFetch(guard, url, {
        headers: { Accept: 'application/json', 'Accept-Language': language },
        timeoutMs,
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      return await response.json();
    } catch (error) {
      logger.warn({ err: error, path }, 'geocoding failed');
      return null;
    }
  };
  return {
    search: async (query, language) => {
      const answer = await call('search', { q: query, limit: '1' }, language);
      if (!Array.isArray(answer)) return [];
      return answer
        .slice(0, 1)
        .flatMap((hit: Record<string, unknown>) =>
          typeof hit.lat === 'string' || typeof hit.lat === 'number'
            ? [{ lat: String(hit.lat), lon: String(hit.lon), display_name: String(hit.display_name ?? '') }]
            : [],
        );
    },
    reverse: async (lat, lon, language) => {
      const answer = (await call(
        'reverse',
        { lat: String(lat), lon: String(lon), addressdetails: '1' },
        language,
      )) as {
        address?: Record<string, unknown>;
      } | null;
      if (!answer?.address) return null;
      const address: GeoAddress = {};
      for (const key of addressKeys) {
        const value = answer.address[key];
        if (typeof value === 'string') address[key] = value.slice(0, 200);
      }
      return address;
    },
  };
}
