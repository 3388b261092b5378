import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { retrieveMultiple } from '../../../api/data-api';
import { reportError } from '../../../session/error-reporting';
import { useObjectChanged } from '../../../session/live-changes';
import { modeQuery } from '../mode-query';
import { countsFromGroups } from './lanes';

/**
 * The records per lane over the whole list (not only the loaded page): one grouped count by
 * the lane field with the list's filter. A failure is logged and the lanes fall back to
 * counting the loaded cards.
 */
export function useLaneCounts(entity: string, query: FetchQuery, field: string | undefined) {
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
        // plain rows, not a Map: SWR compares data by a hash that sees every Map as equal
        return await retrieveMultiple(grouped as FetchQuery);
      } catch (error) {
        reportError(error, 'kanban counts');
        return undefined;
      }
    },
    { revalidateOnFocus: false },
  );
  const counts = useMemo(() => (data ? countsFromGroups(data) : undefined), [data]);
  const refresh = useCallback(() => void mutate(), [mutate]);
  // changes by anyone (or a move here) change the counts; the list reloads its rows alike
  useObjectChanged(entity, refresh);
  return { counts, refresh };
}
