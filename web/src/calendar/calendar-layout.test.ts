import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  eventsByDay,
  placeInDays,
  rowOf,
  rowsPerDay,
  timeOfRow,
} from './calendar-layout.js';

const d = (day: number, h = 0, min = 0) => new Date(2024, 5, day, h, min);
const ev = (id: string, start: Date, end: Date): CalendarEvent => ({
  id,
  name: id,
  start,
  end,
  record: { id },
});
const week = { start: d(10), days: 7 };

describe('calendar layout', () => {
  it('has 96 quarter-hour rows and maps times to them', () => {
    expect(rowsPerDay).toBe(96);
    expect(rowOf(d(10, 0, 0), d(10))).toBe(0);
    expect(rowOf(d(10, 9, 0), d(10))).toBe(36);
    expect(rowOf(d(10, 9, 14), d(10))).toBe(36);
    expect(rowOf(d(10, 23, 45), d(10))).toBe(95);
    expect(timeOfRow(d(12), 37)).toEqual(d(12, 9, 15));
  });

  it('places an event in its day and rows', () => {
    const [placed] = placeInDays([ev('a', d(12, 9), d(12, 10, 30))], week);
    expect(placed).toMatchObject({ day: 2, fromRow: 36, toRow: 42, lane: 0, lanes: 1 });
  });

  it('rounds a partial end up and gives a zero-length event one row', () => {
    const [partial] = placeInDays([ev('a', d(12, 9, 5), d(12, 9, 20))], week);
    expect(partial).toMatchObject({ fromRow: 36, toRow: 38 });
    const [empty] = placeInDays([ev('b', d(12, 9), d(12, 9))], week);
    expect(empty).toMatchObject({ fromRow: 36, toRow: 37 });
  });

  it('splits an event over midnight into two days; ending at midnight stays in one', () => {
    const pieces = placeInDays([ev('a', d(12, 22), d(13, 2))], week);
    expect(pieces.map((p) => [p.day, p.fromRow, p.toRow])).toEqual([
      [2, 88, 96],
      [3, 0, 8],
    ]);
    expect(placeInDays([ev('b', d(12, 22), d(13, 0))], week)).toHaveLength(1);
  });

  it('drops events outside the range and clips those running into it', () => {
    expect(placeInDays([ev('a', d(1, 9), d(1, 10))], week)).toEqual([]);
    const [clipped] = placeInDays([ev('b', d(9, 20), d(10, 1))], week);
    expect(clipped).toMatchObject({ day: 0, fromRow: 0, toRow: 4 });
  });

  it('sets overlapping events side by side and reuses free lanes', () => {
    const pieces = placeInDays(
      [
        ev('a', d(12, 9), d(12, 11)),
        ev('b', d(12, 9, 30), d(12, 10)),
        ev('c', d(12, 10), d(12, 10, 30)),
        ev('d', d(12, 12), d(12, 13)),
      ],
      week,
    );
    const byId = Object.fromEntries(pieces.map((p) => [p.event.id, [p.lane, p.lanes]]));
    expect(byId).toEqual({ a: [0, 2], b: [1, 2], c: [1, 2], d: [0, 1] });
  });

  it('touching events do not overlap; other days are separate clusters', () => {
    const pieces = placeInDays(
      [ev('a', d(12, 9), d(12, 10)), ev('b', d(12, 10), d(12, 11)), ev('c', d(13, 9), d(13, 10))],
      week,
    );
    expect(pieces.every((p) => p.lane === 0 && p.lanes === 1)).toBe(true);
  });

  it('lists the events of each month day by start', () => {
    const days = eventsByDay(
      [ev('late', d(11, 15), d(11, 16)), ev('early', d(11, 8), d(11, 9)), ev('long', d(12, 20), d(14, 1))],
      week,
    );
    expect(days[1]?.map((e) => e.id)).toEqual(['early', 'late']);
    expect(days.map((list) => list.length)).toEqual([0, 2, 1, 1, 1, 0, 0]);
  });
});
