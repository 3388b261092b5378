import { useCallback, useState } from 'react';
import { storedAdvanced } from './advanced/stored-advanced';
import type { StoredFilters } from './filter-storage';

/** A named set of filter choices the user saved ("Add User Filter"), Advanced Find included. */
export type UserFilter = { name: string } & StoredFilters;

const storageKey = (entity: string) => `strata.lists.userFilters:${entity}`;

function read(entity: string): UserFilter[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(entity)) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return (parsed as UserFilter[])
      .filter((item) => typeof item?.name === 'string')
      .map(({ advanced, ...item }) => {
        // an advanced filter out of shape is dropped rather than sent to the API
        const checked = storedAdvanced(advanced);
        return checked ? { ...item, advanced: checked } : item;
      });
  } catch {
    return [];
  }
}

/**
 * The user's saved filters of an entity, kept in localStorage: save (a new name, or the same
 * name again to update it with the current choices), rename and delete.
 */
export function useUserFilters(entity: string) {
  const [filters, setFilters] = useState<UserFilter[]>(() => read(entity));
  const store = useCallback(
    (change: (current: UserFilter[]) => UserFilter[]) => {
      setFilters((current) => {
        const next = change(current);
        try {
          localStorage.setItem(storageKey(entity), JSON.stringify(next));
        } catch {
          // storage unavailable: the filter lives until the page reloads
        }
        return next;
      });
    },
    [entity],
  );
  const save = useCallback(
    (filter: UserFilter) =>
      store((current) =>
        current.some((item) => item.name === filter.name)
          ? current.map((item) => (item.name === filter.name ? filter : item))
          : [...current, filter],
      ),
    [store],
  );
  const rename = useCallback(
    (from: string, to: string) =>
      store((current) => current.map((item) => (item.name === from ? { ...item, name: to } : item))),
    [store],
  );
  const remove = useCallback(
    (name: string) => store((current) => current.filter((item) => item.name !== name)),
    [store],
  );
  return { filters, save, rename, remove };
}
