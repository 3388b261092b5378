import { greatCircleKm } from '@strata/api/contract/great-circle';
import { costFields, homeIso, type Leg, type Transport } from './leg';

/** Spec 002 section 9, "Trip". */
export const tripConstants = {
  planeKmh: 800,
  otherKmh: 80,
  minimumHours: 0.5,
  selectHours: 1,
  addStopOffsetMs: 3 * 3600_000,
  duplicateOffsetMs: 15 * 60_000,
  dayStartHour: 8,
  dayEndHour: 18,
} as const;

const quarterHour = 0.25;

/**
 * Travel time in hours from the distance and the transport: the plane at 800 km/h, anything
 * else at 80 km/h, at least half an hour, rounded up to a quarter hour; 'select' (a foreign
 * place whose transport is not chosen yet) counts one hour.
 */
export function estimateHours(km: number, transport: Transport | undefined): number {
  if (transport === 'select') return tripConstants.selectHours;
  const speed = transport === 'plane' ? tripConstants.planeKmh : tripConstants.otherKmh;
  const hours = Math.max(tripConstants.minimumHours, Number.isFinite(km) ? km / speed : 0);
  // a small epsilon keeps 1.0000000001 (floating point) from becoming 1.25
  return Math.ceil(hours / quarterHour - 1e-9) * quarterHour;
}

/** The distance a leg counts: its manual override, else the computed one; 0 when unknown. */
export function legKm(leg: Leg): number {
  if (leg.custom_distance != null && Number.isFinite(Number(leg.custom_distance)))
    return Number(leg.custom_distance);
  const km = Number(leg.distance);
  return Number.isFinite(km) ? km : 0;
}

/** The great-circle distance between two stops when both have coordinates (marked approx). */
export function fallbackKm(from: Leg, to: Leg): number | null {
  if (from.latitude == null || from.longitude == null || to.latitude == null || to.longitude == null)
    return null;
  return greatCircleKm(
    { latitude: from.latitude, longitude: from.longitude },
    { latitude: to.latitude, longitude: to.longitude },
  );
}

/** A foreign place (or a country picked as a place) sets the transport to select. */
export function isForeign(leg: Leg): boolean {
  return Boolean(leg.isocode) && leg.isocode?.toLowerCase() !== homeIso;
}

/** Two legs at the day's default hours, 08:00 from home and 18:00 back home (spec 002 section 4). */
export function defaultLegs(day: Date, home: Partial<Leg>, newId: () => string): Leg[] {
  const at = (hour: number) => {
    const date = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, 0);
    return date.toISOString();
  };
  return [
    { ...home, id: newId(), startdate: at(tripConstants.dayStartHour), masstransit: 'no' },
    { ...home, id: newId(), startdate: at(tripConstants.dayEndHour), masstransit: 'no' },
  ];
}

/** A new stop after `index`, leaving 3 hours after that stop's departure. */
export function insertStop(legs: Leg[], index: number, stop: Partial<Leg>, newId: () => string): Leg[] {
  const previous = legs[index];
  const start = previous ? Date.parse(previous.startdate) + tripConstants.addStopOffsetMs : Date.now();
  const leg: Leg = { masstransit: 'no', ...stop, id: newId(), startdate: new Date(start).toISOString() };
  return [...legs.slice(0, index + 1), leg, ...legs.slice(index + 1)];
}

/** A copy of a stop right after it, 15 minutes later. */
export function duplicateStop(legs: Leg[], index: number, newId: () => string): Leg[] {
  const source = legs[index];
  if (!source) return legs;
  const copy: Leg = {
    ...source,
    id: newId(),
    startdate: new Date(Date.parse(source.startdate) + tripConstants.duplicateOffsetMs).toISOString(),
  };
  return [...legs.slice(0, index + 1), copy, ...legs.slice(index + 1)];
}

/** A place of route_location as a leg takes it. */
export type Place = {
  id: string;
  name: string;
  country?: string | null;
  isocode?: string | null;
  is_country?: boolean | null;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * A leg moved to another place: its location, country and coordinates, the place's name as the
 * address, and select as the transport when the place is abroad (spec 002 section 4: a foreign
 * place or country change sets transport to select; the user may then choose another).
 */
export function placeLeg(leg: Leg, place: Place): Leg {
  const next: Leg = {
    ...leg,
    location: { id: place.id, name: 'route_location', label: place.name },
    address: place.name,
    country: place.country ?? '',
    isocode: (place.isocode ?? homeIso).toLowerCase(),
    is_country: Boolean(place.is_country),
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
    approx: false,
  };
  const countryChanged = (leg.isocode ?? homeIso).toLowerCase() !== next.isocode;
  if (isForeign(next) && (countryChanged || leg.masstransit === undefined)) next.masstransit = 'select';
  return next;
}

/**
 * Derives what follows from the stops: each leg's duration from its distance and transport,
 * its end (arrival) as the previous departure plus that duration or the custom one (on the last
 * stop not before its return time), and the start's address on a last stop that returns to the
 * start.
 */
export function recomputeLegs(legs: Leg[]): Leg[] {
  const first = legs[0];
  return legs.map((leg, index) => {
    let next: Leg = { ...leg };
    if (index === legs.length - 1 && index > 0 && first && sameLocation(first, next)) {
      next = { ...next, address: first.address, latitude: first.latitude, longitude: first.longitude };
    }
    const previous = legs[index - 1];
    if (!previous) return { ...next, enddate: null, duration: null };
    const seconds = Math.round(estimateHours(legKm(next), next.masstransit) * 3600);
    const travel = next.custom_duration != null ? next.custom_duration : seconds;
    const leave = Date.parse(previous.startdate);
    // a damaged departure time leaves the arrival unknown instead of throwing (the panel flags it)
    if (Number.isNaN(leave)) return { ...next, duration: seconds, enddate: null };
    const arrival = leave + travel * 1000;
    const end = index === legs.length - 1 ? returnTime(next, arrival) : arrival;
    return { ...next, duration: seconds, enddate: new Date(end).toISOString() };
  });
}

/**
 * The last stop is the return: its own time is when the traveller is back (18:00 on a new trip,
 * spec 002 sections 4 and 9), so the trip and its meal allowance run to it. The way back can
 * make the arrival later than that, never earlier.
 */
function returnTime(last: Leg, arrival: number): number {
  const back = Date.parse(last.startdate);
  return Number.isNaN(back) ? arrival : Math.max(arrival, back);
}

function sameLocation(a: Leg, b: Leg): boolean {
  return Boolean(a.location?.id) && a.location?.id === b.location?.id;
}

/** Only car legs count towards the trip's distance (custom_distance when set). */
export function totalDistance(legs: Leg[]): number {
  return round2(legs.reduce((sum, leg) => sum + ((leg.masstransit ?? 'no') === 'no' ? legKm(leg) : 0), 0));
}

/** A leg's expense: the five cost fields. */
export function legExpense(leg: Leg): number {
  return round2(costFields.reduce((sum, field) => sum + (Number(leg[field]) || 0), 0));
}

export function totalExpense(legs: Leg[]): number {
  return round2(legs.reduce((sum, leg) => sum + legExpense(leg), 0));
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
