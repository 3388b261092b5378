/**
 * Moving an event in the month view: whole days, by a drag to another day cell or by the
 * keyboard. Unlike the week views nothing snaps to quarter hours: a month cell has no time
 * axis, so the event keeps its exact time of day and its duration.
 */

/**
 * The event `days` calendar days later (earlier when negative). The start keeps its wall-clock
 * time even across a DST change (setDate, not 24 h steps); the end keeps the duration in
 * milliseconds, as the week views do.
 */
export function moveByDays(event: { start: Date; end: Date }, days: number): { start: Date; end: Date } {
  const start = new Date(event.start);
  start.setDate(start.getDate() + days);
  return { start, end: new Date(start.getTime() + (event.end.getTime() - event.start.getTime())) };
}

/**
 * The days a drop moves an event: from the cell it was grabbed in to the cell it was dropped
 * on (both day indexes of the month grid). Grabbing a multi-day event by a later day and
 * dropping it one cell on moves it one day, as a user expects. Null when there is no move.
 */
export function dropDays(grabbedDay: number, droppedDay: number | null): number | null {
  if (droppedDay === null || droppedDay === grabbedDay) return null;
  return droppedDay - grabbedDay;
}

/** Shift and an arrow key on a focused event: a day earlier or later, a week earlier or later. */
const keyDays: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The days a key press moves a focused event, or null for any other key. Shift with an arrow,
 * and no other modifier: Alt+arrow is the browser's back and forward, Ctrl+arrow switches
 * desktops on some systems, and a plain arrow stays free for scrolling.
 */
export function keyMoveDays(key: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): number | null {
  if (!key.shiftKey || key.altKey || key.ctrlKey || key.metaKey) return null;
  return keyDays[key.key] ?? null;
}
