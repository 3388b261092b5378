/**
 * User Timing of one edit of the trip: a mark when an edit is committed, a measure of the same
 * name when React has put the recomputed stops into the page (a layout effect: before paint).
 * Shown in DevTools' performance panel, and what the journey bench reads from a Chromium tab
 * (scripts/bench/journey/panel-in-chromium.ts). Only the latest measure is kept, so a long
 * session does not grow the browser's timing buffer.
 */
export const editTiming = 'journey:edit';

export function markEdit(): void {
  performance.clearMarks(editTiming);
  performance.mark(editTiming);
}

export function measureEdit(): void {
  if (performance.getEntriesByName(editTiming, 'mark').length === 0) return;
  performance.clearMeasures(editTiming);
  performance.measure(editTiming, editTiming);
  performance.clearMarks(editTiming);
}
