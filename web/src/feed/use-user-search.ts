import { useMemo } from 'react';
import useSWR from 'swr';
import { retrieveMultiple } from '../data/data-api';

export type UserChoice = { id: string; name: string };

/** Active users whose name contains `query` (the @ picker), with the caller's read rights. */
export function useUserSearch(query: string | null): UserChoice[] | undefined {
  const { data } = useSWR(
    query === null ? null : ['feed-user-search', query],
    async () => {
      const pattern = `%${(query ?? '').replace(/[\\%_]/g, '\\$&')}%`;
      const rows = await retrieveMultiple({
        entity: {
          name: 'systemuser',
          attributes: [{ attribute: 'name' }],
          filter: {
            conditions: [{ attribute: 'name', operator: 'like', value: pattern }],
            // "ne true" would drop users whose flag was never set (NULL)
            filters: [
              {
                type: 'or',
                conditions: [
                  { attribute: 'isdisabled', operator: 'null' },
                  { attribute: 'isdisabled', operator: 'eq', value: false },
                ],
              },
            ],
          },
          orders: [{ attribute: 'name' }],
        },
        count: 8,
      });
      return rows.map((row) => ({ id: String(row.id), name: String(row.name ?? '') }));
    },
    { keepPreviousData: true },
  );
  // While a longer query is on its way, the previous answer stays on screen (keepPreviousData), but
  // only the users that still match: Enter must never pick a name the typed text has ruled out.
  return useMemo(() => {
    if (!data || query === null) return data;
    const typed = query.toLocaleLowerCase();
    return data.filter((user) => user.name.toLocaleLowerCase().includes(typed));
  }, [data, query]);
}
