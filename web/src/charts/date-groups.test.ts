import { describe, expect, it } from 'vitest';
import { parseDateGroup } from './date-groups.js';

const range = (method: Parameters<typeof parseDateGroup>[0], value: unknown) => {
  const group = parseDateGroup(method, value);
  return group && [group.start.toISOString(), group.end.toISOString()];
};

describe('parseDateGroup', () => {
  it('reads the server keys of each method as UTC ranges', () => {
    expect(range('year', 2026)).toEqual(['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(range('quarter', '2026-Q4')).toEqual(['2026-10-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(range('month', '2026-02')).toEqual(['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    expect(range('month', '2026-12')).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(range('day', '2026-11-22')).toEqual(['2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
  });

  it('finds ISO weeks, including those that start in the previous year', () => {
    expect(range('week', '2026-W01')).toEqual(['2025-12-29T00:00:00.000Z', '2026-01-05T00:00:00.000Z']);
    expect(range('week', '2026-W47')).toEqual(['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
    expect(range('week', '2020-W53')).toEqual(['2020-12-28T00:00:00.000Z', '2021-01-04T00:00:00.000Z']);
    expect(parseDateGroup('week', '2026-W05')).toMatchObject({ year: 2026, part: 5 });
  });

  it('validates week grouping: week 1 to 53 and an integer year', () => {
    expect(parseDateGroup('week', '2026-W00')).toBeNull();
    expect(parseDateGroup('week', '2026-W54')).toBeNull();
    expect(parseDateGroup('week', '2025-W53')).toBeNull(); // 2025 has 52 ISO weeks
    expect(range('week', '2026-W53')).toEqual(['2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z']);
    expect(parseDateGroup('week', '2026.5-W10')).toBeNull();
    expect(parseDateGroup('week', 'abcd-W10')).toBeNull();
    expect(parseDateGroup('week', 202610)).toBeNull();
  });

  it('refuses other malformed keys', () => {
    expect(parseDateGroup('year', 2026.5)).toBeNull();
    expect(parseDateGroup('year', '2026')).toMatchObject({ year: 2026 });
    expect(parseDateGroup('quarter', '2026-Q5')).toBeNull();
    expect(parseDateGroup('month', '2026-13')).toBeNull();
    expect(parseDateGroup('day', '2026-02-30')).toBeNull();
    expect(parseDateGroup('day', null)).toBeNull();
  });
});
