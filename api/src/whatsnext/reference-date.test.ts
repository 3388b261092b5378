import { describe, expect, it } from 'vitest';
import { referenceDate } from './reference-date.js';

describe('referenceDate', () => {
  const now = new Date('2026-03-10T09:30:00.000Z');

  it('is the end of today, of the day after tomorrow (+2) or of +8 days, in UTC by default', () => {
    expect(referenceDate(now, 'today').toISOString()).toBe('2026-03-10T23:59:59.999Z');
    expect(referenceDate(now, 'tomorrow').toISOString()).toBe('2026-03-12T23:59:59.999Z');
    expect(referenceDate(now, 'next-week').toISOString()).toBe('2026-03-18T23:59:59.999Z');
  });

  it('ends the day where the user is', () => {
    // 09:30 UTC is 19:30 in UTC+10, whose day ends at 13:59:59.999 UTC
    expect(referenceDate(now, 'today', 600).toISOString()).toBe('2026-03-10T13:59:59.999Z');
    // and 23:30 the day before in UTC-10
    expect(referenceDate(now, 'today', -600).toISOString()).toBe('2026-03-10T09:59:59.999Z');
    expect(referenceDate(new Date('2026-03-10T23:30:00.000Z'), 'today', 60).toISOString()).toBe(
      '2026-03-11T22:59:59.999Z',
    );
  });
});
