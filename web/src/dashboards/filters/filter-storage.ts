import type { FilterChoices } from './filter-conditions';

/**
 * The filter choice of each dashboard, kept in localStorage so the dashboard opens as the user
 * left it. Storage may be unavailable (private windows, quota): the choice then lasts the visit.
 */
const key = (dashboard: string) => `strata.dashboard.filters:${dashboard}`;

export function readFilterChoices(dashboard: string): FilterChoices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(dashboard)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as FilterChoices)
      : {};
  } catch {
    return {};
  }
}

export function writeFilterChoices(dashboard: string, choices: FilterChoices): void {
  try {
    localStorage.setItem(key(dashboard), JSON.stringify(choices));
  } catch {
    // not kept; the dashboard still shows the choice
  }
}
