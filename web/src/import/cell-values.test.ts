import { describe, expect, it } from 'vitest';
import { parseBooleanText, parseDateText } from './cell-values.js';

describe('parseBooleanText', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['Áno', true],
    ['ano', true],
    ['ja', true],
    ['false', false],
    ['0', false],
    ['No', false],
    ['nie', false],
    ['ne', false],
    ['Nein', false],
  ])('reads %j as %s', (text, value) => {
    expect(parseBooleanText(text)).toBe(value);
  });

  it('refuses other words unless given as extra', () => {
    expect(parseBooleanText('maybe')).toBeNull();
    expect(parseBooleanText('Done', { true: ['done'], false: ['open'] })).toBe(true);
    expect(parseBooleanText('open', { true: ['done'], false: ['open'] })).toBe(false);
  });
});

describe('parseDateText', () => {
  const dateOnly = { dateOnly: true, utc: false };
  const utc = { dateOnly: false, utc: true };
  const local = { dateOnly: false, utc: false };

  it('reads dd.mm.yyyy and ISO for date-only fields', () => {
    expect(parseDateText('31.12.1990', dateOnly)).toBe('1990-12-31');
    expect(parseDateText('1. 2. 2024', dateOnly)).toBe('2024-02-01');
    expect(parseDateText('2024-02-29', dateOnly)).toBe('2024-02-29');
    expect(parseDateText('2024-02-29T23:30:00Z', dateOnly)).toBe('2024-02-29');
  });

  it('refuses dates that do not exist and other formats', () => {
    expect(parseDateText('31.02.2024', dateOnly)).toBeNull();
    expect(parseDateText('2023-02-29', dateOnly)).toBeNull();
    expect(parseDateText('12/31/1990', dateOnly)).toBeNull();
    expect(parseDateText('31.12.1990 25:00', utc)).toBeNull();
    expect(parseDateText('tomorrow', local)).toBeNull();
  });

  it('reads times as UTC for UTC fields and honours a given zone', () => {
    expect(parseDateText('31.12.1990 14:05', utc)).toBe('1990-12-31T14:05:00.000Z');
    expect(parseDateText('1990-12-31T14:05:30.25', utc)).toBe('1990-12-31T14:05:30.250Z');
    expect(parseDateText('1990-12-31T14:05:00+02:00', local)).toBe('1990-12-31T12:05:00.000Z');
    expect(parseDateText('1990-12-31 14:05Z', local)).toBe('1990-12-31T14:05:00.000Z');
  });

  it('reads times without a zone as the local time of the browser', () => {
    expect(parseDateText('31.12.1990 14:05', local)).toBe(new Date(1990, 11, 31, 14, 5).toISOString());
    expect(parseDateText('2024-06-01', local)).toBe(new Date(2024, 5, 1).toISOString());
  });
});
