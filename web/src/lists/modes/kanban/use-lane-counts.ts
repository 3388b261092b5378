import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { type RecordValues, retrieveMultiple } from '../../../data/data-api';
import { reportError } from '../../../diagnostics/error-reporting';
import { useObjectChanged } from '../../../session/live-changes';
import { modeQuery } from '../mode-query';
import { type MovedAmount, shiftGroups } from './lane-moves';
import { type LaneTotalField, totalsFromGroups } from './lane-totals';
import { countsFromGroups, type LaneValue } from './lanes';

/**
 * The records per lane over the whole list (not only the loaded cards), and the lane totals
 * when the board shows them: one grouped fetch by the lane field (and by currency for money)
 * with the list's filter, counting and summing. A failure is logged and the lanes fall back to
 * counting and summing their loaded cards.
 */
export function useLaneCounts(
  entity: string,
  query: FetchQuery,
  field: string | undefined,
  total?: LaneTotalField | undefined,
) {
  const grouped = field
    ? modeQuery(query, [
        { attribute: field, groupBy: 'column', alias: 'g' },
        { attribute: 'id', aggregate: 'count', alias: 'c' },
        ...(total ? [{ attribute: total.property.logicalName, aggregate: 'sum' as const, alias: 's' }] : []),
        ...(total?.currencyField
          ? [{ attribute: total.currencyField, groupBy: 'column' as const, alias: 'cur' }]
          : []),
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
  const totals = useMemo(() => (data && total ? totalsFromGroups(data) : undefined), [data, total]);
  const refresh = useCallback(() => void mutate(), [mutate]);

  /**
   * Shows a move in the counts while it saves. SWR keeps the shifted counts until its refetch
   * after the save, rolls them back when the save fails, and drops a refetch that started
   * before the save ended (a live change racing the move), so the move is never counted twice.
   */
  const track = useCallback(
    (saving: Promise<unknown>, from: LaneValue, to: LaneValue, moved?: MovedAmount) => {
      void mutate(
        saving.then(() => undefined),
        {
          optimisticData: (committed?: RecordValues[], displayed?: RecordValues[]) => {
            const current = displayed ?? committed;
            return current ? shiftGroups(current, from, to, moved) : current;
          },
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      ).catch(() => {
        // the caller reports the failed save; the counts are rolled back and refetched
      });
    },
    [mutate],
  );

  // changes by anyone (or a move here) change the counts; the lanes reload their cards alike
  useObjectChanged(entity, refresh);
  return { counts, totals, refresh, track };
}
