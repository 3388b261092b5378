import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withUtcSessions } from './pool.js';
import { timestamptzToIso } from './type-parsers.js';

describe('timestamptzToIso', () => {
  it.each([
    ['2026-11-22 04:07:59.123456+00', '2026-11-22T04:07:59.123Z'],
    ['2026-11-22 04:07:59.1+00', '2026-11-22T04:07:59.100Z'],
    ['2026-11-22 04:07:59+00', '2026-11-22T04:07:59.000Z'],
    ['2026-11-22 05:07:59.5+01', '2026-11-22T04:07:59.500Z'],
  ])('%s becomes %s', (text, iso) => {
    expect(timestamptzToIso(text)).toBe(iso);
  });

  it('agrees with Date for any UTC timestamp', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00`;
          expect(timestamptzToIso(text)).toBe(iso);
        },
      ),
    );
  });
});

describe('withUtcSessions', () => {
  it('adds the time zone option and keeps others', () => {
    expect(new URL(withUtcSessions('postgres://u@h:5432/db')).searchParams.get('options')).toBe(
      '-c TimeZone=UTC',
    );
    expect(
      new URL(withUtcSessions('postgres://u@h/db?options=-c%20search_path%3Dx')).searchParams.get('options'),
    ).toBe('-c search_path=x -c TimeZone=UTC');
  });
});
