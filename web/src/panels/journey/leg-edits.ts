import type { Leg } from './leg';

/** Small pure edits of the stop list the panel's commands make (times stay in order). */
export function patchLeg(legs: Leg[], index: number, patch: Partial<Leg>): Leg[] {
  return legs.map((leg, at) => (at === index ? { ...leg, ...patch } : leg));
}

export function deleteLeg(legs: Leg[], index: number): Leg[] {
  return legs.filter((_, at) => at !== index);
}

/** Moves a stop one place up or down; the two stops swap their departure times too. */
export function moveLeg(legs: Leg[], index: number, step: -1 | 1): Leg[] {
  const other = index + step;
  const [a, b] = [legs[index], legs[other]];
  if (!a || !b) return legs;
  const next = [...legs];
  next[index] = { ...b, startdate: a.startdate };
  next[other] = { ...a, startdate: b.startdate };
  return next;
}

/** The border crossing as a time (ISO) or null: seconds after the previous departure. */
export function borderTime(previous: Leg | undefined, leg: Leg): string | null {
  const duration = leg.border_crossing?.duration;
  if (!previous || duration == null) return null;
  const leave = Date.parse(previous.startdate);
  return Number.isNaN(leave) ? null : new Date(leave + duration * 1000).toISOString();
}

export function withBorderTime(previous: Leg | undefined, leg: Leg, iso: string | null): Leg {
  if (!previous || !iso) return { ...leg, border_crossing: null };
  const seconds = Math.round((Date.parse(iso) - Date.parse(previous.startdate)) / 1000);
  return { ...leg, border_crossing: { ...(leg.border_crossing ?? {}), duration: Math.max(0, seconds) } };
}

/** A map link at the stop, or at the spec's default centre (48.39, 17.61, zoom 11). */
export function mapUrl(leg: Leg): string {
  if (leg.latitude != null && leg.longitude != null)
    return `https://www.openstreetmap.org/?mlat=${leg.latitude}&mlon=${leg.longitude}#map=15/${leg.latitude}/${leg.longitude}`;
  return 'https://www.openstreetmap.org/#map=11/48.39/17.61';
}
