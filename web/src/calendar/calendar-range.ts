import type { FetchFilter } from '@strata/api/contract/query';

/**
 * The calendar's ranges (spec 001 sections 2 and 9): Day, Three Day, Working Week, Week and
 * Month, weeks starting on Monday. All maths works on local calendar days, as the user sees them.
 */
export const calendarViews = ['day', 'threeDay', 'workWeek', 'week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

export function isCalendarView(value: unknown): value is CalendarView {
  return (calendarViews as readonly unknown[]).includes(value);
}

export const dayMs = 86_400_000;

export type DayRange = { start: Date; days: number };

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Adds calendar days (not 24 h steps, so a DST change keeps midnight at midnight). */
export function addDays(date: Date, days: number): Date {
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
  );
}

/** Monday of the date's week. */
export function mondayOf(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

/**
 * The days a view shows around `date`. A month shows whole weeks (Monday to Sunday) that cover
 * the month, so its grid is always 7 columns wide.
 */
export function viewRange(view: CalendarView, date: Date): DayRange {
  switch (view) {
    case 'day':
      return { start: startOfDay(date), days: 1 };
    case 'threeDay':
      return { start: startOfDay(date), days: 3 };
    case 'workWeek':
      return { start: mondayOf(date), days: 5 };
    case 'week':
      return { start: mondayOf(date), days: 7 };
    case 'month': {
      const first = new Date(date.getFullYear(), date.getMonth(), 1);
      const last = new Date(date.getFullYear(), date.getMonth() + 1, 0);
      const start = mondayOf(first);
      const end = addDays(mondayOf(last), 7);
      return { start, days: daysBetween(start, end) };
    }
  }
}

/** Whole local days from a to b (both taken at midnight), robust to DST hours. */
export function daysBetween(a: Date, b: Date): number {
  return Math.round((startOfDay(b).getTime() - startOfDay(a).getTime()) / dayMs);
}

/** The date previous / next moves to: one day, three days, a week or a month. */
export function stepDate(view: CalendarView, date: Date, direction: 1 | -1): Date {
  switch (view) {
    case 'day':
      return addDays(date, direction);
    case 'threeDay':
      return addDays(date, 3 * direction);
    case 'workWeek':
    case 'week':
      return addDays(date, 7 * direction);
    case 'month':
      // the 1st, so 31 January + 1 month is February, not March
      return new Date(date.getFullYear(), date.getMonth() + direction, 1);
  }
}

/** The days of a range, in order. */
export function rangeDays(range: DayRange): Date[] {
  return Array.from({ length: range.days }, (_, index) => addDays(range.start, index));
}

/**
 * The query window (spec 001 sections 4 and 9): from 10 days before to 40 days after the month
 * start of the visible date, so moving within a month needs no new fetch. Events are picked by
 * their start field.
 */
export function queryWindow(date: Date): { from: Date; to: Date } {
  const monthStart = new Date(date.getFullYear(), date.getMonth(), 1);
  return { from: addDays(monthStart, -10), to: addDays(monthStart, 40) };
}

export function windowFilter(startField: string, window: { from: Date; to: Date }): FetchFilter {
  return {
    type: 'and',
    conditions: [
      { attribute: startField, operator: 'ge', value: window.from.toISOString() },
      { attribute: startField, operator: 'lt', value: window.to.toISOString() },
    ],
  };
}

/** Whether a range lies inside the loaded window (else the window moves and refetches). */
export function rangeInWindow(range: DayRange, window: { from: Date; to: Date }): boolean {
  return range.start >= window.from && addDays(range.start, range.days) <= window.to;
}
