/** Demo calendar: the reference day 2026-11-22 and office-hour timestamps around it. */
import type { Rng } from './random.js';

export const day = 24 * 60 * 60 * 1000;
/** The demo's "today": lists, charts and the calendar are shaped around it. */
export const reference = Date.UTC(2026, 10, 22);

/** Midnight UTC of a day offset from the reference day. */
export const dayAt = (offset: number) => reference + offset * day;
export const iso = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');
export const dateOnly = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Moves a weekend day to the Friday before or Monday after. */
export function weekday(time: number): number {
  const dow = new Date(time).getUTCDay();
  if (dow === 6) return time - day;
  if (dow === 0) return time + day;
  return time;
}

/** A time during office hours (08:00 to 17:00 in Central Europe, 07:00 to 16:00 UTC in winter). */
export function officeTime(rng: Rng, dayStart: number): number {
  return weekday(dayStart) + (7 * 60 + rng.int(0, 9 * 60 - 1)) * 60 * 1000;
}

/** A creation stamp in the 12 months before the reference day, leaning a little towards recent months. */
export function createdIn(rng: Rng, fromDays = 365, toDays = 1): number {
  const span = fromDays - toDays;
  const offset = fromDays - Math.floor(span * rng.next() ** 0.8);
  return Math.min(officeTime(rng, dayAt(-offset)), dayAt(-toDays) + 16 * 3600 * 1000);
}

/** A stamp some days after another one, never after the reference day. */
export function after(rng: Rng, time: number, minDays: number, maxDays: number): number {
  const start = Math.floor(time / day) * day + rng.int(minDays, maxDays) * day;
  return Math.min(Math.max(officeTime(rng, start), time), dayAt(-1) + 16 * 3600 * 1000);
}
