import { describe, expect, it } from 'vitest';
import { applyDrag, isNoop, snapDelta, snapToQuarter } from './calendar-drag.js';

const d = (day: number, h = 0, min = 0) => new Date(2024, 5, day, h, min);

describe('calendar drag', () => {
  it('snaps pixels to whole rows and days', () => {
    expect(snapDelta(0, 41, 20, 100)).toEqual({ rows: 2, days: 0 });
    expect(snapDelta(160, -29, 20, 100)).toEqual({ rows: -1, days: 2 });
    expect(snapDelta(-40, 9, 20, 100)).toEqual({ rows: 0, days: 0 });
    expect(snapDelta(500, 0, 20, 0)).toEqual({ rows: 0, days: 0 });
    expect(isNoop(snapDelta(3, 3, 20, 100))).toBe(true);
    expect(isNoop({ rows: 1, days: 0 })).toBe(false);
  });

  it('snaps times to the nearest quarter hour', () => {
    expect(snapToQuarter(d(12, 9, 7))).toEqual(d(12, 9, 0));
    expect(snapToQuarter(d(12, 9, 8))).toEqual(d(12, 9, 15));
    expect(snapToQuarter(d(12, 23, 53))).toEqual(d(13, 0, 0));
  });

  it('moves keeping the duration', () => {
    const moved = applyDrag('move', { start: d(12, 9), end: d(12, 10, 30) }, { rows: 5, days: 1 });
    expect(moved).toEqual({ start: d(13, 10, 15), end: d(13, 11, 45) });
    const back = applyDrag('move', { start: d(12, 0, 15), end: d(12, 1) }, { rows: -2, days: 0 });
    expect(back).toEqual({ start: d(11, 23, 45), end: d(12, 0, 30) });
  });

  it('keeps the duration of an unsnapped event it snaps', () => {
    const moved = applyDrag('move', { start: d(12, 9, 5), end: d(12, 9, 50) }, { rows: 1, days: 0 });
    expect(moved.start).toEqual(d(12, 9, 15));
    expect(moved.end.getTime() - moved.start.getTime()).toBe(45 * 60_000);
  });

  it('resizes the end only, never shorter than a quarter hour', () => {
    expect(applyDrag('resize', { start: d(12, 9), end: d(12, 10) }, { rows: 3, days: 0 })).toEqual({
      start: d(12, 9),
      end: d(12, 10, 45),
    });
    expect(applyDrag('resize', { start: d(12, 9), end: d(12, 10) }, { rows: -10, days: 0 })).toEqual({
      start: d(12, 9),
      end: d(12, 9, 15),
    });
  });
});
