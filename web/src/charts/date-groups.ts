import type { GroupMethod } from '@strata/api/contract/query';

/**
 * The server's date group keys (api/src/query/group-methods.ts), computed in UTC: year 2026
 * (a number), quarter '2026-Q4', month '2026-11', week '2026-W47' (ISO year and week) and
 * day '2026-11-22'. Parsed here once, for both the labels and the filter a click sets.
 */
export type DateGroupMethod = Exclude<GroupMethod, 'column'>;

export type DateGroup = {
  method: DateGroupMethod;
  year: number;
  /** quarter 1-4, month 1-12, ISO week 1-53; 1 for year and day */
  part: number;
  /** the first instant of the group (UTC) */
  start: Date;
  /** the first instant after the group (UTC) */
  end: Date;
};

const dayMs = 86_400_000;

/** Midnight UTC; months and days past their end roll over. Date.UTC would map years 0-99 to 19xx. */
const utc = (year: number, monthIndex: number, day = 1) => {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
};

const validYear = (year: number) => Number.isInteger(year) && year >= 1 && year <= 9999;

/** Monday of ISO week 1: the week holding 4 January. */
function isoWeekOneMonday(year: number): Date {
  const january4 = utc(year, 0, 4);
  const weekday = january4.getUTCDay() || 7;
  return new Date(january4.getTime() - (weekday - 1) * dayMs);
}

/** ISO years have 52 weeks, or 53 when 28 December falls in week 53. */
function isoWeeksIn(year: number): number {
  const next = isoWeekOneMonday(year + 1).getTime();
  return Math.round((next - isoWeekOneMonday(year).getTime()) / (7 * dayMs));
}

function group(method: DateGroupMethod, year: number, part: number, start: Date, end: Date): DateGroup {
  return { method, year, part, start, end };
}

/**
 * A group key as a UTC range, or null when the key is not what the server sends for the
 * method (e.g. a week 54 or a fractional year). Week grouping checks week 1 to 53 (and that the
 * ISO year really has a 53rd week) and an integer year (spec 000 section 5).
 */
export function parseDateGroup(method: DateGroupMethod, value: unknown): DateGroup | null {
  if (method === 'year') {
    const year = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
    if (typeof year !== 'number' || !validYear(year)) return null;
    return group(method, year, 1, utc(year, 0), utc(year + 1, 0));
  }
  if (typeof value !== 'string') return null;
  if (method === 'quarter') {
    const match = /^(\d{4})-Q([1-4])$/.exec(value);
    if (!match) return null;
    const year = Number(match[1]);
    const quarter = Number(match[2]);
    if (!validYear(year)) return null;
    return group(method, year, quarter, utc(year, (quarter - 1) * 3), utc(year, quarter * 3));
  }
  if (method === 'month') {
    const match = /^(\d{4})-(\d{2})$/.exec(value);
    if (!match) return null;
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (!validYear(year) || month < 1 || month > 12) return null;
    return group(method, year, month, utc(year, month - 1), utc(year, month));
  }
  if (method === 'week') {
    const match = /^(\d{4})-W(\d{2})$/.exec(value);
    if (!match) return null;
    const year = Number(match[1]);
    const week = Number(match[2]);
    if (!validYear(year) || !Number.isInteger(week) || week < 1 || week > 53) return null;
    if (week > isoWeeksIn(year)) return null;
    const start = new Date(isoWeekOneMonday(year).getTime() + (week - 1) * 7 * dayMs);
    return group(method, year, week, start, new Date(start.getTime() + 7 * dayMs));
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const start = utc(year, Number(match[2]) - 1, Number(match[3]));
  // an impossible date such as 2026-02-30 rolls over; the round trip catches it
  if (!validYear(year) || start.toISOString().slice(0, 10) !== value) return null;
  return group(method, year, 1, start, new Date(start.getTime() + dayMs));
}
