import type { FetchFilter } from '@strata/api/contract/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FilterSelection, FilterSelections, QuickFilterDefinition } from '../../list-views/quick-filter';
import {
  filterStorageKey,
  readStoredFilters,
  type StoredFilters,
  writeStoredFilters,
} from './filter-storage';

export type FilterState = {
  selections: FilterSelections;
  /** filters the user added with the '+' chip */
  extra: QuickFilterDefinition[];
  setSelection: (name: string, selection: FilterSelection | undefined) => void;
  addFilter: (definition: QuickFilterDefinition) => void;
  removeFilter: (name: string) => void;
  /** the user's Advanced Find filter, added to the view's and the quick filters' */
  advanced: FetchFilter | undefined;
  /** undefined removes it */
  setAdvanced: (filter: FetchFilter | undefined) => void;
  /** applies a saved user filter */
  replace: (value: StoredFilters) => void;
};

/**
 * The quick-filter selection of one list, remembered in localStorage per entity and view.
 * `initialSelection` gives a filter's starting value (initialOption, mustSelect fallback);
 * it also fills a mustSelect filter that a stored selection left empty.
 */
export function useFilterState(
  entity: string,
  view: string,
  definitions: readonly QuickFilterDefinition[],
  initialSelection: (definition: QuickFilterDefinition) => FilterSelection | undefined,
): FilterState {
  const key = filterStorageKey(entity, view);
  const [stored, setStored] = useState<StoredFilters>(() => {
    const remembered = readStoredFilters(key);
    const selections: FilterSelections = { ...(remembered?.selections ?? {}) };
    for (const definition of definitions) {
      const current = selections[definition.name];
      const empty = !current || (definition.type === 'options' && !current.values?.length);
      if (remembered && !(empty && definition.mustSelect)) continue;
      const initial = initialSelection(definition);
      if (initial) selections[definition.name] = initial;
    }
    return {
      selections,
      extra: remembered?.extra ?? [],
      ...(remembered?.advanced ? { advanced: remembered.advanced } : {}),
    };
  });

  useEffect(() => writeStoredFilters(key, stored), [key, stored]);

  const setSelection = useCallback((name: string, selection: FilterSelection | undefined) => {
    setStored((current) => {
      const selections = { ...current.selections };
      if (selection) selections[name] = selection;
      else delete selections[name];
      return { ...current, selections };
    });
  }, []);
  const addFilter = useCallback((definition: QuickFilterDefinition) => {
    setStored((current) =>
      current.extra.some((item) => item.name === definition.name)
        ? current
        : { ...current, extra: [...current.extra, definition] },
    );
  }, []);
  const removeFilter = useCallback((name: string) => {
    setStored((current) => {
      const selections = { ...current.selections };
      delete selections[name];
      return { ...current, selections, extra: current.extra.filter((item) => item.name !== name) };
    });
  }, []);
  const setAdvanced = useCallback((filter: FetchFilter | undefined) => {
    setStored((current) => {
      const { advanced: _previous, ...rest } = current;
      return filter ? { ...rest, advanced: filter } : rest;
    });
  }, []);
  const replace = useCallback((value: StoredFilters) => setStored(value), []);

  return useMemo(
    () => ({
      selections: stored.selections,
      extra: stored.extra,
      setSelection,
      addFilter,
      removeFilter,
      advanced: stored.advanced,
      setAdvanced,
      replace,
    }),
    [stored, setSelection, addFilter, removeFilter, setAdvanced, replace],
  );
}
