import { describe, expect, it } from 'vitest';
import {
  ageRange,
  dateQuickOptions,
  dayRange,
  daySpanRange,
  formatIsoDay,
  isoWeek,
  isoWeekStart,
  parseIsoDay,
  quickDateRange,
  startOfWeek,
} from './date-ranges.js';

const day = (text: string) => parseIsoDay(text) as Date;
const span = (range: { start?: Date | undefined; end?: Date | undefined } | null) =>
  range && [range.start ? formatIsoDay(range.start) : null, range.end ? formatIsoDay(range.end) : null];

describe('quick date options', () => {
  // Wednesday 15 May 2024, mid-afternoon: the time of day never matters
  const now = new Date(2024, 4, 15, 15, 42, 7);
  it.each([
    ['today', '2024-05-15', '2024-05-16'],
    ['tomorrow', '2024-05-16', '2024-05-17'],
    ['yesterday', '2024-05-14', '2024-05-15'],
    ['this-week', '2024-05-13', '2024-05-20'],
    ['next-week', '2024-05-20', '2024-05-27'],
    ['prev-week', '2024-05-06', '2024-05-13'],
    ['this-month', '2024-05-01', '2024-06-01'],
    ['prev-month', '2024-04-01', '2024-05-01'],
    ['this-year', '2024-01-01', '2025-01-01'],
    ['next-year', '2025-01-01', '2026-01-01'],
    ['prev-year', '2023-01-01', '2024-01-01'],
  ] as const)('%s is [%s, %s)', (option, start, end) => {
    expect(span(quickDateRange(option, now))).toEqual([start, end]);
  });

  it('covers every option of spec 001 section 9', () => {
    expect(dateQuickOptions).toHaveLength(11);
    for (const option of dateQuickOptions) {
      const range = quickDateRange(option, now);
      expect(range.start.getTime()).toBeLessThan(range.end.getTime());
      expect(range.start.getHours()).toBe(0);
    }
  });

  it('starts weeks on Monday, also on a Sunday and a Monday', () => {
    expect(formatIsoDay(startOfWeek(new Date(2024, 4, 19, 23, 59)))).toBe('2024-05-13'); // Sunday
    expect(formatIsoDay(startOfWeek(new Date(2024, 4, 13, 0, 0)))).toBe('2024-05-13'); // Monday
    expect(span(quickDateRange('this-week', new Date(2024, 4, 19)))).toEqual(['2024-05-13', '2024-05-20']);
  });

  it('crosses month and year ends', () => {
    expect(span(quickDateRange('prev-month', new Date(2024, 0, 10)))).toEqual(['2023-12-01', '2024-01-01']);
    expect(span(quickDateRange('tomorrow', new Date(2023, 11, 31)))).toEqual(['2024-01-01', '2024-01-02']);
    expect(span(quickDateRange('next-week', new Date(2024, 11, 30)))).toEqual(['2025-01-06', '2025-01-13']);
    expect(span(quickDateRange('this-month', new Date(2024, 1, 29)))).toEqual(['2024-02-01', '2024-03-01']);
  });
});

describe('days', () => {
  it('parses only real yyyy-mm-dd days', () => {
    expect(formatIsoDay(day('2024-02-29'))).toBe('2024-02-29');
    expect(parseIsoDay('2023-02-29')).toBeNull();
    expect(parseIsoDay('2024-04-31')).toBeNull();
    expect(parseIsoDay('15.05.2024')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
    expect(parseIsoDay(undefined)).toBeNull();
  });

  it('a day filter is the whole day', () => {
    expect(span(dayRange('2024-05-15'))).toEqual(['2024-05-15', '2024-05-16']);
  });

  it('ignores a day outside the years 1801 to 2199', () => {
    expect(dayRange('1800-12-31')).toBeNull();
    expect(span(dayRange('1801-01-01'))).toEqual(['1801-01-01', '1801-01-02']);
    expect(span(dayRange('2199-12-31'))).toEqual(['2199-12-31', '2200-01-01']);
    expect(dayRange('2200-01-01')).toBeNull();
    expect(dayRange('0099-01-01')).toBeNull();
  });

  it('a day range includes both ends, leaves a missing side open and orders swapped sides', () => {
    expect(span(daySpanRange('2024-05-01', '2024-05-31'))).toEqual(['2024-05-01', '2024-06-01']);
    expect(span(daySpanRange('2024-05-31', '2024-05-01'))).toEqual(['2024-05-01', '2024-06-01']);
    expect(span(daySpanRange('2024-05-01', ''))).toEqual(['2024-05-01', null]);
    expect(span(daySpanRange(undefined, '2024-05-01'))).toEqual([null, '2024-05-02']);
    expect(span(daySpanRange('1700-01-01', '2024-05-01'))).toEqual([null, '2024-05-02']);
    expect(daySpanRange('', 'nonsense')).toBeNull();
  });
});

describe('age ranges', () => {
  const now = new Date(2024, 4, 15, 10, 0);
  it('aged 30 to 39 means born after 15 May 1984 through 15 May 1994', () => {
    expect(span(ageRange(30, 39, now))).toEqual(['1984-05-16', '1994-05-16']);
  });
  it('someone born today minus 30 years is 30; a day later they are 29', () => {
    const range = ageRange(30, 30, now);
    const born30 = new Date(1994, 4, 15);
    const born29 = new Date(1994, 4, 16);
    expect(range?.start && range.start <= born30 && range.end && born30 < range.end).toBe(true);
    expect(range?.end && born29 < range.end).toBe(false);
  });
  it('one side, clamping to 0..99 and swapped sides', () => {
    expect(span(ageRange(18, undefined, now))).toEqual([null, '2006-05-16']);
    expect(span(ageRange(undefined, 0, now))).toEqual(['2023-05-16', null]);
    expect(span(ageRange(150, -5, now))).toEqual(['1924-05-16', '2024-05-16']);
    expect(ageRange(undefined, undefined, now)).toBeNull();
    expect(ageRange(Number.NaN, undefined, now)).toBeNull();
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2024-05-15', 2024, 20],
    ['2021-01-01', 2020, 53], // a Friday: still the last week of 2020
    ['2021-01-04', 2021, 1],
    ['2019-12-30', 2020, 1], // a Monday in December already in week 1 of 2020
    ['2026-12-31', 2026, 53],
    ['2027-01-03', 2026, 53], // a Sunday
    ['2023-01-01', 2022, 52],
  ] as const)('%s is week %i-%i', (text, year, week) => {
    expect(isoWeek(day(text))).toEqual({ year, week });
  });
  it('week starts round-trip', () => {
    expect(formatIsoDay(isoWeekStart(2020, 53))).toBe('2020-12-28');
    expect(formatIsoDay(isoWeekStart(2024, 1))).toBe('2024-01-01');
    for (let offset = 0; offset < 800; offset += 3) {
      const date = new Date(2019, 0, 1 + offset);
      const { year, week } = isoWeek(date);
      expect(formatIsoDay(isoWeekStart(year, week))).toBe(formatIsoDay(startOfWeek(date)));
    }
  });
});
