/**
 * Which Outlook calendars the user shows in calendar mode, remembered in localStorage (ids;
 * none saved yet: all of them). Storage may be missing or full: then it just forgets.
 */
const key = 'strata.outlook.calendars';

export function loadChosenCalendars(): string[] | null {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null;
  } catch {
    return null;
  }
}

export function saveChosenCalendars(ids: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(ids));
  } catch {
    // private mode or full storage: the choice lasts until the page is left
  }
}

/** The calendars shown: the saved choice among those that still exist, else all. */
export function shownCalendars(all: readonly { id: string }[], chosen: readonly string[] | null): string[] {
  const ids = all.map((calendar) => calendar.id);
  return chosen === null ? ids : ids.filter((id) => chosen.includes(id));
}
