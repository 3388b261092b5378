import { rowMinutes } from '../../../calendar/calendar-layout';

/**
 * Drag maths (spec 001 section 2): the pointer's offset in pixels becomes whole quarter-hour
 * rows and whole day columns; a move keeps the duration, a resize moves only the end and never
 * makes the event shorter than one row.
 */
export type DragKind = 'move' | 'resize';

export type DragDelta = { rows: number; days: number };

/** Pixels to a snapped delta: rounding, so a pointer past half a row counts as a row. */
export function snapDelta(dx: number, dy: number, rowHeight: number, dayWidth: number): DragDelta {
  return {
    rows: Math.round(dy / rowHeight) || 0,
    days: dayWidth > 0 ? Math.round(dx / dayWidth) || 0 : 0,
  };
}

const minuteMs = 60_000;

/** Snaps a time to the nearest quarter hour (events created elsewhere may sit between rows). */
export function snapToQuarter(time: Date): Date {
  const step = rowMinutes * minuteMs;
  const local = time.getTime() - time.getTimezoneOffset() * minuteMs;
  return new Date(Math.round(local / step) * step + time.getTimezoneOffset() * minuteMs);
}

/** Adds whole days by the calendar (keeping the wall-clock time across DST) and then minutes. */
function shift(time: Date, days: number, minutes: number): Date {
  const moved = new Date(time);
  moved.setDate(moved.getDate() + days);
  return new Date(moved.getTime() + minutes * minuteMs);
}

export function applyDrag(
  kind: DragKind,
  event: { start: Date; end: Date },
  delta: DragDelta,
): { start: Date; end: Date } {
  const minutes = delta.rows * rowMinutes;
  if (kind === 'move') {
    const duration = event.end.getTime() - event.start.getTime();
    const start = snapToQuarter(shift(event.start, delta.days, minutes));
    return { start, end: new Date(start.getTime() + duration) };
  }
  const end = snapToQuarter(shift(event.end, 0, minutes));
  const shortest = event.start.getTime() + rowMinutes * minuteMs;
  return { start: event.start, end: end.getTime() < shortest ? new Date(shortest) : end };
}

/** Whether a drag changed anything (a click without movement opens the record instead). */
export function isNoop(delta: DragDelta): boolean {
  return delta.rows === 0 && delta.days === 0;
}
