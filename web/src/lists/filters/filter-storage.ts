import type { FetchFilter } from '@strata/api/contract/query';
import type { FilterSelections, QuickFilterDefinition } from '../../list-views/quick-filter';
import { storedAdvanced } from './advanced/stored-advanced';

/**
 * What a list remembers between visits: the selections, the filters the user added and the
 * user's Advanced Find filter.
 */
export type StoredFilters = {
  selections: FilterSelections;
  extra: QuickFilterDefinition[];
  advanced?: FetchFilter | undefined;
};

/** Per entity and view (spec 001 section 4: "stored per list ... and persists"). */
export const filterStorageKey = (entity: string, view: string) => `strata.lists.filters:${entity}:${view}`;

export function readStoredFilters(key: string): StoredFilters | null {
  try {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<StoredFilters>;
    const advanced = storedAdvanced(parsed.advanced);
    return {
      selections: parsed.selections && typeof parsed.selections === 'object' ? parsed.selections : {},
      extra: Array.isArray(parsed.extra) ? parsed.extra : [],
      ...(advanced ? { advanced } : {}),
    };
  } catch {
    // storage switched off or a broken entry: start from the view's defaults
    return null;
  }
}

export function writeStoredFilters(key: string, value: StoredFilters): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // a full or blocked storage only loses the memory, not the filter
  }
}
