import { apiRequest } from '../../api/http';

/**
 * Geocoding in Nominatim's shape (spec 000 section 7), through our own API: /api/geocode
 * forwards to the configured geocoder (GEOCODER_URL), so the page's CSP stays same-origin and
 * no third party ever sees the user. Pure URL building and answer reading here; the dialog
 * owns timing.
 */
export const geocoderBase = '/api/geocode';
export type AddressValues = {
  street?: string | null;
  city?: string | null;
  zip?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type Coordinates = { latitude: number; longitude: number };

/** Street and city are the minimum a geocoder can place (MsgProvideStreetCity otherwise). */
export function canGeocode(values: AddressValues): boolean {
  return Boolean(values.street?.trim() && values.city?.trim());
}

export function geocodeUrl(base: string, values: AddressValues): string {
  const query = [
    values.street,
    [values.zip, values.city].filter((part) => part?.trim()).join(' '),
    values.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const params = new URLSearchParams({ q: query, format: 'jsonv2', limit: '1' });
  return `${base.replace(/\/+$/, '')}/search?${params}`;
}

/** The first hit's coordinates; null when the answer holds none. */
export function readGeocodeAnswer(answer: unknown): Coordinates | null {
  if (!Array.isArray(answer) || answer.length === 0) return null;
  const first = answer[0] as { lat?: unknown; lon?: unknown };
  const latitude = Number(first.lat);
  const longitude = Number(first.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}

export async function geocode(
  base: string,
  values: AddressValues,
  signal?: AbortSignal,
): Promise<Coordinates | null> {
  const { body } = await apiRequest<unknown>(geocodeUrl(base, values), signal ? { signal } : {});
  return readGeocodeAnswer(body);
}

/** Nominatim's reverse lookup: the address at a point, with its parts. */
export function reverseGeocodeUrl(base: string, point: Coordinates): string {
  const params = new URLSearchParams({
    lat: String(point.latitude),
    lon: String(point.longitude),
    format: 'jsonv2',
    addressdetails: '1',
  });
  return `${base.replace(/\/+$/, '')}/reverse?${params}`;
}

type AddressParts = Partial<
  Record<'road' | 'house_number' | 'village' | 'town' | 'city' | 'postcode' | 'country', string>
>;

/**
 * Street, city, ZIP and country from a reverse answer (spec 000 section 7): the street is road
 * plus house number, the city the first of city, town, village. Null when there is no address.
 */
export function readReverseAnswer(
  answer: unknown,
): Pick<AddressValues, 'street' | 'city' | 'zip' | 'country'> | null {
  const parts = (answer as { address?: AddressParts } | null)?.address;
  if (!parts || typeof parts !== 'object') return null;
  const street = [parts.road, parts.house_number].filter(Boolean).join(' ');
  return {
    street: street || null,
    city: parts.city ?? parts.town ?? parts.village ?? null,
    zip: parts.postcode ?? null,
    country: parts.country ?? null,
  };
}

export async function reverseGeocode(
  base: string,
  point: Coordinates,
  signal?: AbortSignal,
): Promise<ReturnType<typeof readReverseAnswer>> {
  const { body } = await apiRequest<unknown>(reverseGeocodeUrl(base, point), signal ? { signal } : {});
  return readReverseAnswer(body);
}
