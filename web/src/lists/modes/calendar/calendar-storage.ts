import { type CalendarView, isCalendarView } from '../../../calendar/calendar-range';

/**
 * What the calendar remembers in localStorage: the chosen view and scroll position per entity
 * (spec 001 section 4), and the hidden groups under WeekCalendarGroupsHidden (section 2), an
 * object of group id to 1 meaning hidden. Storage may be missing or full: reads fall back to
 * defaults and writes are best effort.
 */
export const hiddenGroupsKey = 'WeekCalendarGroupsHidden';
const viewKey = (entity: string) => `strata.calendar.view.${entity}`;
const scrollKey = (entity: string) => `strata.calendar.scroll.${entity}`;

/** The default scroll position: minute 32 of the row scale, read as 8:00 (row 32). */
export const defaultScrollRow = 32;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // private mode or full storage: the calendar still works, it just forgets
  }
}

/** The default view is Month (spec 001 section 2). */
export function loadView(entity: string): CalendarView {
  const value = read(viewKey(entity));
  return isCalendarView(value) ? value : 'month';
}

export function saveView(entity: string, view: CalendarView): void {
  write(viewKey(entity), view);
}

export function loadScroll(entity: string): number | null {
  const value = Number(read(scrollKey(entity)));
  return read(scrollKey(entity)) !== null && Number.isFinite(value) && value >= 0 ? value : null;
}

export function saveScroll(entity: string, top: number): void {
  write(scrollKey(entity), String(Math.round(top)));
}

export function loadHiddenGroups(): Set<string> {
  try {
    const parsed = JSON.parse(read(hiddenGroupsKey) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return new Set();
    return new Set(
      Object.entries(parsed)
        .filter(([, value]) => value === 1)
        .map(([id]) => id),
    );
  } catch {
    return new Set();
  }
}

export function saveHiddenGroups(hidden: ReadonlySet<string>): void {
  write(hiddenGroupsKey, JSON.stringify(Object.fromEntries([...hidden].map((id) => [id, 1]))));
}
