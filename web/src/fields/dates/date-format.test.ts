import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  ageText,
  dateOnlyText,
  formatDateValue,
  fromDateTimeInput,
  toDateTimeInput,
} from './date-format.js';

describe('date inputs', () => {
  it('round-trips an instant through a datetime-local value in UTC', () => {
    expect(toDateTimeInput('2026-03-05T08:07:00.000Z', true)).toBe('2026-03-05T08:07');
    expect(fromDateTimeInput('2026-03-05T08:07', true)).toBe('2026-03-05T08:07:00.000Z');
  });
  it('round-trips an instant in the local zone', () => {
    const iso = '2026-07-01T22:30:00.000Z';
    expect(fromDateTimeInput(toDateTimeInput(iso, false), false)).toBe(iso);
  });
  it('answers empty for missing or broken values', () => {
    expect(toDateTimeInput(null, false)).toBe('');
    expect(toDateTimeInput('not a date', false)).toBe('');
    expect(fromDateTimeInput('', false)).toBeNull();
  });
  it('keeps the day of a DateOnly value', () => {
    expect(dateOnlyText('1990-02-28')).toBe('1990-02-28');
    expect(dateOnlyText('1990-02-28T00:00:00.000Z')).toBe('1990-02-28');
    expect(dateOnlyText(undefined)).toBe('');
  });
});

describe('ageInYears', () => {
  const now = new Date(2026, 5, 15);
  it('counts a year only once the birthday has passed', () => {
    expect(ageInYears('1990-06-15', now)).toBe(36);
    expect(ageInYears('1990-06-16', now)).toBe(35);
    expect(ageInYears('1990-01-01', now)).toBe(36);
    expect(ageInYears(null, now)).toBeNull();
  });
});

describe('ageText', () => {
  const now = new Date(2026, 5, 15);
  it('counts months under 2 years and years from then on (spec 001 section 9)', () => {
    expect(ageText('2026-06-01', now)).toEqual({ key: 'ageMonths', count: 0 });
    expect(ageText('2025-04-15', now)).toEqual({ key: 'ageMonths', count: 14 });
    expect(ageText('2025-04-16', now)).toEqual({ key: 'ageMonths', count: 13 });
    expect(ageText('2024-06-16', now)).toEqual({ key: 'ageMonths', count: 23 });
    expect(ageText('2024-06-15', now)).toEqual({ key: 'ageYears', count: 2 });
    expect(ageText('', now)).toBeNull();
  });
});

describe('formatDateValue', () => {
  it('never shifts a DateOnly value', () => {
    expect(formatDateValue('2026-01-31', { dateOnly: true, utc: false }, 'en')).toBe('Jan 31, 2026');
    expect(formatDateValue('2026-01-31', { dateOnly: true, utc: false }, 'de')).toBe('31.01.2026');
  });
  it('shows UTC instants in UTC and others in the given zone', () => {
    const iso = '2026-01-31T23:30:00Z';
    expect(formatDateValue(iso, { dateOnly: false, utc: true }, 'en')).toBe('Jan 31, 2026, 11:30 PM UTC');
    expect(formatDateValue(iso, { dateOnly: false, utc: false }, 'en', 'Europe/Bratislava')).toBe(
      'Feb 1, 2026, 12:30 AM',
    );
    expect(formatDateValue('', { dateOnly: false, utc: false }, 'en')).toBe('');
  });
});
