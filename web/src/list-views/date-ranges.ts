/**
 * Date maths of the quick filters (spec 001 section 9): the date quick options, day and day
 * ranges, age ranges and ISO weeks. Everything works on local calendar days and answers
 * half-open ranges [start, end) of local midnights, so a range never depends on the time of
 * day and a day filter includes the whole last day.
 */

export const dateQuickOptions = [
  'today',
  'tomorrow',
  'this-week',
  'next-week',
  'this-month',
  'yesterday',
  'prev-week',
  'prev-month',
  'this-year',
  'next-year',
  'prev-year',
] as const;
export type DateQuickOption = (typeof dateQuickOptions)[number];

/** Half-open: start <= date < end. A missing side is unbounded. */
export type DateRange = { start?: Date | undefined; end?: Date | undefined };

/** Day filters only apply to years 1801 to 2199 (spec 001 section 5). */
export const minDayYear = 1801;
export const maxDayYear = 2199;

/** Age filter options run from 0 to 99 years. */
export const maxAgeYears = 99;

export function isDateQuickOption(value: unknown): value is DateQuickOption {
  return typeof value === 'string' && (dateQuickOptions as readonly string[]).includes(value);
}

function midnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Adds years keeping the day of month; 29 February becomes 1 March in common years. */
function addYears(date: Date, years: number): Date {
  return new Date(date.getFullYear() + years, date.getMonth(), date.getDate());
}

/** Monday of the week `date` falls in: weeks start on Monday (spec 001 section 9). */
export function startOfWeek(date: Date): Date {
  const day = date.getDay(); // 0 Sunday .. 6 Saturday
  return addDays(midnight(date), -((day + 6) % 7));
}

/** The range of a date quick option around `now`. */
export function quickDateRange(option: DateQuickOption, now: Date): Required<DateRange> {
  const today = midnight(now);
  const year = today.getFullYear();
  const month = today.getMonth();
  const week = startOfWeek(today);
  switch (option) {
    case 'today':
      return { start: today, end: addDays(today, 1) };
    case 'tomorrow':
      return { start: addDays(today, 1), end: addDays(today, 2) };
    case 'yesterday':
      return { start: addDays(today, -1), end: today };
    case 'this-week':
      return { start: week, end: addDays(week, 7) };
    case 'next-week':
      return { start: addDays(week, 7), end: addDays(week, 14) };
    case 'prev-week':
      return { start: addDays(week, -7), end: week };
    case 'this-month':
      return { start: new Date(year, month, 1), end: new Date(year, month + 1, 1) };
    case 'prev-month':
      return { start: new Date(year, month - 1, 1), end: new Date(year, month, 1) };
    case 'this-year':
      return { start: new Date(year, 0, 1), end: new Date(year + 1, 0, 1) };
    case 'next-year':
      return { start: new Date(year + 1, 0, 1), end: new Date(year + 2, 0, 1) };
    case 'prev-year':
      return { start: new Date(year - 1, 0, 1), end: new Date(year, 0, 1) };
  }
}

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd text as a local midnight; null when malformed or not a real day. */
export function parseIsoDay(text: string | undefined | null): Date | null {
  const match = text ? isoDayPattern.exec(text.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Date rolls 31 April over to 1 May: such a text is not a day
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  if (year < 100) date.setFullYear(year); // the Date constructor maps 0..99 to 1900..1999
  return date;
}

export function formatIsoDay(date: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day filter's year must lie in 1801..2199, otherwise the filter is ignored. */
export function isDayInRange(date: Date): boolean {
  const year = date.getFullYear();
  return year >= minDayYear && year <= maxDayYear;
}

/** One whole day; null (filter ignored) for a malformed day or one outside 1801..2199. */
export function dayRange(day: string | undefined): Required<DateRange> | null {
  const start = parseIsoDay(day);
  if (!start || !isDayInRange(start)) return null;
  return { start, end: addDays(start, 1) };
}

/**
 * From one day through another, both included. A side that is empty, malformed or outside
 * 1801..2199 is left open; null when both are; swapped sides are put in order.
 */
export function daySpanRange(from: string | undefined, to: string | undefined): DateRange | null {
  const first = dayRange(from);
  const last = dayRange(to);
  if (!first && !last) return null;
  if (first && last && first.start > last.start) return { start: last.start, end: first.end };
  return { start: first?.start, end: last?.end };
}

/**
 * Birth dates of people aged `fromYears` through `toYears` (both included) on `now`'s day.
 * Aged at least a: born on or before today minus a years. Aged at most b: born after today
 * minus b+1 years. Either side may be missing; values are clamped to 0..99.
 */
export function ageRange(
  fromYears: number | undefined,
  toYears: number | undefined,
  now: Date,
): DateRange | null {
  const clamp = (value: number | undefined) =>
    value === undefined || !Number.isFinite(value)
      ? undefined
      : Math.min(maxAgeYears, Math.max(0, Math.trunc(value)));
  let low = clamp(fromYears);
  let high = clamp(toYears);
  if (low === undefined && high === undefined) return null;
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  const today = midnight(now);
  return {
    start: high === undefined ? undefined : addDays(addYears(today, -(high + 1)), 1),
    end: low === undefined ? undefined : addDays(addYears(today, -low), 1),
  };
}

/**
 * The ISO 8601 week of a day: weeks start on Monday and week 1 holds the year's first
 * Thursday, so 1 January may belong to the previous year's week 52 or 53.
 */
export function isoWeek(date: Date): { year: number; week: number } {
  const day = midnight(date);
  const thursday = addDays(day, 3 - ((day.getDay() + 6) % 7));
  const year = thursday.getFullYear();
  const firstThursday = new Date(year, 0, 4);
  const weekOne = startOfWeek(firstThursday);
  const days = Math.round((midnight(thursday).getTime() - weekOne.getTime()) / 86_400_000);
  return { year, week: Math.floor(days / 7) + 1 };
}

/** Monday of an ISO week. */
export function isoWeekStart(year: number, week: number): Date {
  return addDays(startOfWeek(new Date(year, 0, 4)), (week - 1) * 7);
}
