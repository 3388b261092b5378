import { useCallback, useEffect, useState } from 'react';
import type { FilterChoice, FilterChoices } from './filters/filter-conditions';
import { readFilterChoices, writeFilterChoices } from './filters/filter-storage';

/** The dashboard's filter choice, remembered per dashboard (spec 001 section 2). */
export function useFilterChoices(dashboard: string) {
  const [choices, setChoices] = useState<FilterChoices>(() => readFilterChoices(dashboard));
  useEffect(() => writeFilterChoices(dashboard, choices), [dashboard, choices]);
  const change = useCallback((field: string, choice: FilterChoice | undefined) => {
    setChoices((current) => {
      const next = { ...current };
      if (choice) next[field] = choice;
      else delete next[field];
      return next;
    });
  }, []);
  const clear = useCallback(() => setChoices({}), []);
  return { choices, change, clear };
}
