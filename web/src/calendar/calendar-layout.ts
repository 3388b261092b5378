import { addDays, type DayRange, daysBetween, startOfDay } from './calendar-range';

/**
 * Places events on the grid: a day-based view has 96 quarter-hour rows per day (spec 001
 * section 9); events that overlap share the day's width side by side.
 */
export const rowsPerDay = 96;
export const rowMinutes = 15;

export type CalendarEvent = {
  id: string;
  name: string;
  start: Date;
  end: Date;
  /** the group (lookup id) in grouped day view */
  group?: string | undefined;
  color?: string | undefined;
  record: Record<string, unknown>;
};

/** One event's piece inside one day: rows [fromRow, toRow) and its lane among overlaps. */
export type PlacedEvent = {
  event: CalendarEvent;
  day: number;
  fromRow: number;
  toRow: number;
  lane: number;
  lanes: number;
};

/** The quarter-hour row a time falls in (floor), counted from the day's midnight. */
export function rowOf(time: Date, day: Date): number {
  const minutes = (time.getTime() - startOfDay(day).getTime()) / 60_000;
  return Math.floor(minutes / rowMinutes);
}

/**
 * Splits events into per-day pieces within the range. An event running past midnight shows in
 * each day it touches; a zero-length one still takes one row so it can be seen and grabbed.
 */
export function placeInDays(events: readonly CalendarEvent[], range: DayRange): PlacedEvent[] {
  const pieces: Omit<PlacedEvent, 'lane' | 'lanes'>[] = [];
  for (const event of events) {
    const first = Math.max(0, daysBetween(range.start, event.start));
    const last = Math.min(range.days - 1, daysBetween(range.start, lastMoment(event)));
    for (let day = first; day <= last; day++) {
      const date = addDays(range.start, day);
      const fromRow = Math.max(0, rowOf(event.start, date));
      const endRow = Math.ceil((event.end.getTime() - date.getTime()) / 60_000 / rowMinutes);
      const toRow = Math.min(rowsPerDay, Math.max(fromRow + 1, endRow));
      if (fromRow < rowsPerDay) pieces.push({ event, day, fromRow, toRow });
    }
  }
  return assignLanes(pieces);
}

/** The end as the last moment inside the event (an event ending at midnight stays in its day). */
function lastMoment(event: CalendarEvent): Date {
  return event.end > event.start ? new Date(event.end.getTime() - 1) : event.start;
}

/**
 * Side by side: in each day, pieces that overlap form a cluster; each takes the first free lane
 * and the whole cluster shares the width by its lane count.
 */
export function assignLanes(pieces: readonly Omit<PlacedEvent, 'lane' | 'lanes'>[]): PlacedEvent[] {
  const sorted = [...pieces].sort(
    (a, b) =>
      a.day - b.day || a.fromRow - b.fromRow || b.toRow - a.toRow || a.event.id.localeCompare(b.event.id),
  );
  const result: PlacedEvent[] = [];
  let cluster: PlacedEvent[] = [];
  let clusterEnd = -1;
  let clusterDay = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((piece) => piece.lane + 1));
    for (const piece of cluster) piece.lanes = lanes;
    cluster = [];
  };
  for (const piece of sorted) {
    if (piece.day !== clusterDay || piece.fromRow >= clusterEnd) {
      close();
      clusterDay = piece.day;
      clusterEnd = -1;
    }
    const laneEnds: number[] = [];
    for (const other of cluster) laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? -1, other.toRow);
    let lane = 0;
    while ((laneEnds[lane] ?? -1) > piece.fromRow) lane++;
    const placed = { ...piece, lane, lanes: 1 };
    cluster.push(placed);
    result.push(placed);
    clusterEnd = Math.max(clusterEnd, piece.toRow);
  }
  close();
  return result;
}

/** Month view: the events of each day of the range, by start time (all days they touch). */
export function eventsByDay(events: readonly CalendarEvent[], range: DayRange): CalendarEvent[][] {
  const days: CalendarEvent[][] = Array.from({ length: range.days }, () => []);
  const sorted = [...events].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const event of sorted) {
    const first = Math.max(0, daysBetween(range.start, event.start));
    const last = Math.min(range.days - 1, daysBetween(range.start, lastMoment(event)));
    for (let day = first; day <= last; day++) days[day]?.push(event);
  }
  return days;
}

/** The time of a row in a day (double-click on an empty slot). */
export function timeOfRow(day: Date, row: number): Date {
  const date = startOfDay(day);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, row * rowMinutes);
}
