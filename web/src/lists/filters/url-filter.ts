import type { FetchFilter } from '@strata/api/contract/query';
import { storedAdvanced } from './advanced/stored-advanced';
import { filterStorageKey, readStoredFilters, writeStoredFilters } from './filter-storage';

/**
 * A filter handed to the list in the URL (?filter=, a FetchFilter as JSON; a dashboard's chart
 * click opens the list this way). It becomes the list's Advanced Find filter, stored where the
 * list reads its state, so the user sees it as a chip and can clear it; a filter that does not
 * read back is dropped rather than showing more records than asked.
 */
export function parseUrlFilter(text: string | null): FetchFilter | undefined {
  if (!text) return undefined;
  try {
    return storedAdvanced(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function applyUrlFilter(entity: string, view: string, filter: FetchFilter): void {
  const key = filterStorageKey(entity, view);
  const stored = readStoredFilters(key) ?? { selections: {}, extra: [] };
  writeStoredFilters(key, { ...stored, advanced: filter });
}
