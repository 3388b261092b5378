import { describe, expect, it } from 'vitest';
import {
  addDays,
  mondayOf,
  queryWindow,
  rangeDays,
  rangeInWindow,
  stepDate,
  viewRange,
  windowFilter,
} from './calendar-range.js';

const d = (y: number, m: number, day: number, h = 0, min = 0) => new Date(y, m - 1, day, h, min);

describe('calendar ranges', () => {
  // Wednesday 12 June 2024
  const wed = d(2024, 6, 12, 15, 30);

  it('starts weeks on Monday, Sunday belongs to the week before', () => {
    expect(mondayOf(wed)).toEqual(d(2024, 6, 10));
    expect(mondayOf(d(2024, 6, 16))).toEqual(d(2024, 6, 10));
    expect(mondayOf(d(2024, 6, 17))).toEqual(d(2024, 6, 17));
  });

  it('gives each view its days', () => {
    expect(viewRange('day', wed)).toEqual({ start: d(2024, 6, 12), days: 1 });
    expect(viewRange('threeDay', wed)).toEqual({ start: d(2024, 6, 12), days: 3 });
    expect(viewRange('workWeek', wed)).toEqual({ start: d(2024, 6, 10), days: 5 });
    expect(viewRange('week', wed)).toEqual({ start: d(2024, 6, 10), days: 7 });
  });

  it('covers a month with whole Monday-first weeks', () => {
    // June 2024: Saturday 1st to Sunday 30th -> Monday 27 May .. Sunday 30 June
    expect(viewRange('month', wed)).toEqual({ start: d(2024, 5, 27), days: 35 });
    // September 2024 starts on a Sunday and ends on a Monday -> 6 weeks
    expect(viewRange('month', d(2024, 9, 10))).toEqual({ start: d(2024, 8, 26), days: 42 });
    // February 2021 is exactly four weeks starting on a Monday
    expect(viewRange('month', d(2021, 2, 14))).toEqual({ start: d(2021, 2, 1), days: 28 });
  });

  it('lists the range days', () => {
    const days = rangeDays(viewRange('workWeek', wed));
    expect(days.map((day) => day.getDate())).toEqual([10, 11, 12, 13, 14]);
  });

  it('steps by the view', () => {
    expect(stepDate('day', wed, 1).getDate()).toBe(13);
    expect(stepDate('threeDay', wed, -1).getDate()).toBe(9);
    expect(stepDate('week', wed, 1).getDate()).toBe(19);
    expect(stepDate('workWeek', wed, -1).getDate()).toBe(5);
    expect(stepDate('month', d(2024, 1, 31), 1)).toEqual(d(2024, 2, 1));
    expect(stepDate('month', d(2024, 1, 31), -1)).toEqual(d(2023, 12, 1));
  });

  it('adds calendar days keeping the time of day', () => {
    expect(addDays(d(2024, 3, 30, 9, 15), 2)).toEqual(d(2024, 4, 1, 9, 15));
  });

  it('queries from 10 days before to 40 days after the month start', () => {
    const window = queryWindow(wed);
    expect(window).toEqual({ from: d(2024, 5, 22), to: d(2024, 7, 11) });
    expect(windowFilter('scheduledstart', window)).toEqual({
      type: 'and',
      conditions: [
        { attribute: 'scheduledstart', operator: 'ge', value: d(2024, 5, 22).toISOString() },
        { attribute: 'scheduledstart', operator: 'lt', value: d(2024, 7, 11).toISOString() },
      ],
    });
  });

  it('knows when the visible range leaves the window', () => {
    const window = queryWindow(wed);
    expect(rangeInWindow(viewRange('month', wed), window)).toBe(true);
    expect(rangeInWindow(viewRange('week', d(2024, 7, 10)), window)).toBe(false);
    expect(rangeInWindow(viewRange('day', d(2024, 5, 21)), window)).toBe(false);
  });
});
