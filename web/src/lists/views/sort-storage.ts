import type { FetchOrder } from '@strata/api/contract/query';

/** The sort a user chose on a list, remembered per entity and view like its quick filters. */
export const sortStorageKey = (entity: string, view: string) => `strata.lists.sort:${entity}:${view}`;

const isOrder = (value: unknown): value is FetchOrder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FetchOrder).attribute === 'string' &&
  ((value as FetchOrder).entityName === undefined || typeof (value as FetchOrder).entityName === 'string');

export function readStoredSort(key: string): FetchOrder[] | undefined {
  try {
    const text = localStorage.getItem(key);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isOrder) ? parsed : undefined;
  } catch {
    // storage switched off or a broken entry: the view's own sort
    return undefined;
  }
}

export function writeStoredSort(key: string, orders: FetchOrder[] | undefined): void {
  try {
    if (orders) localStorage.setItem(key, JSON.stringify(orders));
    else localStorage.removeItem(key);
  } catch {
    // a full or blocked storage only loses the memory, not the sort
  }
}
