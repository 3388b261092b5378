import type { FetchQuery } from '@strata/api/contract/query';
import useSWR from 'swr';
import { retrieveMultiple } from '../../data/data-api';
import { countQuery } from './many-to-many-queries';

/**
 * How many records a query matches, for 'showing N of M'. Its SWR key starts with
 * 'many-to-many', so a form's save of link toggles recounts it (use-link-edits.ts reset).
 * Undefined until known; a failed count only leaves the total out.
 */
export function useMatchCount(query: FetchQuery | undefined, queryKey: string) {
  const { data, mutate } = useSWR(query ? ['many-to-many', 'count', queryKey] : null, async () => {
    const rows = await retrieveMultiple<{ count: number | string }>(countQuery(query as FetchQuery));
    return Number(rows[0]?.count ?? 0);
  });
  return { total: data, recount: mutate };
}
