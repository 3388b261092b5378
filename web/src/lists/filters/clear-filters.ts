import type { FetchFilter } from '@strata/api/contract/query';
import type {
  FilterSelection,
  FilterSelections,
  QuickFilterDefinition,
} from '../../list-views/quick-filter.js';
import { type FilterOption, initialOptionsSelection } from './filter-options.js';
import type { StoredFilters } from './filter-storage.js';

/**
 * What a filter's Clear leaves (spec 001 section 4): nothing, except that a mustSelect options
 * filter goes back to its fallback option (it may never be empty).
 */
export function clearedSelection(
  definition: QuickFilterDefinition,
  options: readonly FilterOption[],
): FilterSelection | undefined {
  return definition.type === 'options'
    ? initialOptionsSelection({ ...definition, initialOption: undefined }, options)
    : undefined;
}

const same = (left: FilterSelection | undefined, right: FilterSelection | undefined) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/**
 * Whether the user's filters narrow the list beyond its view: search text, Advanced Find, or a
 * quick filter that is active and would change if cleared (a mustSelect filter on its fallback
 * cannot be cleared further, so it does not count). The view's own filter never counts: it is
 * what the list is.
 */
export function filtersNarrow(options: {
  chips: readonly QuickFilterDefinition[];
  selections: FilterSelections;
  searchText: string;
  advanced: FetchFilter | undefined;
  isActive: (definition: QuickFilterDefinition) => boolean;
  clearedOf: (definition: QuickFilterDefinition) => FilterSelection | undefined;
}): boolean {
  const { chips, selections, searchText, advanced, isActive, clearedOf } = options;
  if (searchText.trim() !== '' || advanced !== undefined) return true;
  return chips.some(
    (definition) => isActive(definition) && !same(selections[definition.name], clearedOf(definition)),
  );
}

/**
 * The list's filters with every one cleared as its own Clear would (the chips the user added
 * stay, empty), the search text gone and Advanced Find removed: one change, one reload.
 */
export function clearedFilters(
  current: StoredFilters,
  chips: readonly QuickFilterDefinition[],
  searchName: string,
  clearedOf: (definition: QuickFilterDefinition) => FilterSelection | undefined,
): StoredFilters {
  const selections: FilterSelections = { ...current.selections };
  delete selections[searchName];
  for (const definition of chips) {
    const cleared = clearedOf(definition);
    if (cleared) selections[definition.name] = cleared;
    else delete selections[definition.name];
  }
  return { selections, extra: current.extra };
}
