import type { Leg } from './leg';
import { type Place, placeLeg } from './leg-rules';

/** The systemuser fields a trip's home comes from (spec 002 section 3, "Other trip entities"). */
export type HomeUser = {
  home_location?: string | null;
  address_street?: string | null;
  address_country?: string | null;
  address_latitude?: number | null;
  address_longitude?: number | null;
};

export const homeAttributes = [
  'home_location',
  'address_street',
  'address_country',
  'address_latitude',
  'address_longitude',
] as const;

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * The place of home_location among the trip places: its whole text or its part before a comma
 * ('Trnava, Slovakia' is Trnava); countries are not homes.
 */
export function homePlace(homeLocation: string, places: Place[]): Place | undefined {
  const names = [homeLocation.trim(), (homeLocation.split(',')[0] ?? '').trim()].filter(Boolean);
  return places.find((place) => !place.is_country && names.some((name) => sameName(name, place.name)));
}

/**
 * Where a new trip starts and returns: the user's home (spec 002 section 4, "home at 08:00"), as
 * a place when home_location names one (its country and coordinates), else as an address. The
 * street is part of the address and the user's own coordinates beat the place's (city centre).
 */
export function homeStop(user: HomeUser | null | undefined, places: Place[]): Partial<Leg> {
  const location = user?.home_location?.trim() ?? '';
  const street = user?.address_street?.trim() ?? '';
  if (!location && !street) return {};
  const place = location ? homePlace(location, places) : undefined;
  const stop: Partial<Leg> = place
    ? placeLeg({ id: '', startdate: '' }, place)
    : { country: user?.address_country?.trim() || undefined };
  delete stop.id;
  delete stop.startdate;
  delete stop.masstransit; // the default legs go by car; a home abroad does not make it 'select'
  stop.address = [street, location].filter(Boolean).join(', ');
  const { address_latitude: latitude, address_longitude: longitude } = user ?? {};
  if (latitude != null && longitude != null) Object.assign(stop, { latitude, longitude });
  return stop;
}
