import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime } from '../ui/relative-time.js';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relative time labels', () => {
  it('steps from under a minute to minutes, hours, then a date', () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: 'now' });
    expect(relativeTime(ago(59_999), now)).toEqual({ unit: 'now' });
    expect(relativeTime(ago(60_000), now)).toEqual({ unit: 'minute', value: 1 });
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toEqual({ unit: 'minute', value: 59 });
    expect(relativeTime(ago(3_600_000), now)).toEqual({ unit: 'hour', value: 1 });
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now)).toEqual({ unit: 'hour', value: 23 });
    expect(relativeTime(ago(24 * 3_600_000), now)).toEqual({ unit: 'date' });
  });

  it('reads a slightly fast server clock as just now, and the real future as a date', () => {
    expect(relativeTime(ago(-30_000), now)).toEqual({ unit: 'now' });
    expect(relativeTime(ago(-2 * 60_000), now)).toEqual({ unit: 'date' });
  });

  it('is localised through Intl', () => {
    expect(formatRelativeTime(ago(5_000), now, 'en', 'just now')).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), now, 'en', '')).toBe('5 min. ago');
    expect(formatRelativeTime(ago(2 * 3_600_000), now, 'de', '')).toBe('vor 2 Std.');
    expect(formatRelativeTime(ago(3 * 86_400_000), now, 'en', '')).toMatch(/Mar 7, 2026/);
  });
});
