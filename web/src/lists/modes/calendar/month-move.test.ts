import { describe, expect, it } from 'vitest';
import { dropDays, keyMoveDays, moveByDays } from './month-move.js';

const d = (m: number, day: number, h = 0, min = 0, s = 0) => new Date(2024, m - 1, day, h, min, s);
const key = (
  name: string,
  modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>>,
) => ({
  key: name,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('month moves', () => {
  it('moves by whole days keeping the exact time of day and the duration', () => {
    // 9:05 stays 9:05: a month cell has no quarter-hour rows to snap to
    expect(moveByDays({ start: d(6, 12, 9, 5, 30), end: d(6, 12, 10, 50) }, 3)).toEqual({
      start: d(6, 15, 9, 5, 30),
      end: d(6, 15, 10, 50),
    });
    expect(moveByDays({ start: d(6, 1, 23, 0), end: d(6, 2, 1, 30) }, -1)).toEqual({
      start: d(5, 31, 23, 0),
      end: d(6, 1, 1, 30),
    });
  });

  it('crosses month and year ends by the calendar', () => {
    const moved = moveByDays({ start: new Date(2024, 11, 30, 14), end: new Date(2024, 11, 30, 15) }, 7);
    expect(moved.start).toEqual(new Date(2025, 0, 6, 14));
    expect(moved.end).toEqual(new Date(2025, 0, 6, 15));
  });

  it('keeps the wall-clock start across a DST change, and the duration in hours', () => {
    // in zones with DST the 24 h step would land at 11:00 or 9:00; setDate keeps 10:00
    const before = { start: new Date(2024, 2, 30, 10), end: new Date(2024, 2, 30, 12) };
    const moved = moveByDays(before, 1);
    expect(moved.start.getHours()).toBe(10);
    expect(moved.start.getDate()).toBe(31);
    expect(moved.end.getTime() - moved.start.getTime()).toBe(2 * 3_600_000);
  });

  it('counts a drop from the cell the event was grabbed in', () => {
    expect(dropDays(10, 11)).toBe(1);
    expect(dropDays(10, 3)).toBe(-7);
    expect(dropDays(10, 10)).toBeNull();
    expect(dropDays(10, null)).toBeNull();
    // a two-day event grabbed by its second day (cell 11) and dropped on cell 12 moves one day
    const event = { start: d(6, 10, 22), end: d(6, 11, 2) };
    expect(moveByDays(event, dropDays(11, 12) ?? 0).start).toEqual(d(6, 11, 22));
  });

  it('moves a focused event with Shift and the arrows only', () => {
    expect(keyMoveDays(key('ArrowLeft', { shiftKey: true }))).toBe(-1);
    expect(keyMoveDays(key('ArrowRight', { shiftKey: true }))).toBe(1);
    expect(keyMoveDays(key('ArrowUp', { shiftKey: true }))).toBe(-7);
    expect(keyMoveDays(key('ArrowDown', { shiftKey: true }))).toBe(7);
    expect(keyMoveDays(key('ArrowRight', {}))).toBeNull();
    expect(keyMoveDays(key('ArrowLeft', { shiftKey: true, altKey: true }))).toBeNull();
    expect(keyMoveDays(key('ArrowLeft', { shiftKey: true, ctrlKey: true }))).toBeNull();
    expect(keyMoveDays(key('Enter', { shiftKey: true }))).toBeNull();
  });
});
