import type { FetchQuery } from '@strata/api/contract/query';
import useSWR from 'swr';
import { retrieveMultiple } from '../../../api/data-api';
import { reportError } from '../../../session/error-reporting';
import { modeQuery } from '../mode-query';
import { countsFromGroups } from './lanes';

/**
 * The records per lane over the whole list (not only the loaded page): one grouped count by
 * the lane field with the list's filter. A failure is logged and the lanes fall back to
 * counting the loaded cards.
 */
export function useLaneCounts(query: FetchQuery, field: string | undefined) {
  const grouped = field
    ? modeQuery(query, [
        { attribute: field, groupBy: 'column', alias: 'g' },
        { attribute: 'id', aggregate: 'count', alias: 'c' },
      ])
    : undefined;
  const { data, mutate } = useSWR(
    grouped ? ['kanbanCounts', JSON.stringify(grouped)] : null,
    async () => {
      try {
        return countsFromGroups(await retrieveMultiple(grouped as FetchQuery));
      } catch (error) {
        reportError(error, 'kanban counts');
        return undefined;
      }
    },
    { revalidateOnFocus: false },
  );
  return { counts: data, refresh: () => void mutate() };
}
