import type { FetchFilter } from '@strata/api/contract/query';
import type { PanelDefinition } from '@strata/api/contract/views';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { type RecordValues, retrieveMultiple } from '../../data/data-api';
import {
  associationOf,
  panelRecordsFilter,
  relatedPageSize,
  relatedRowsQuery,
} from '../../form-context/associated-query';
import { useRecordsChanged } from '../../panels/panel-api';

/**
 * The number of related records, shared by the panel and its tab label through SWR, and
 * refreshed when the related entity changes (objectChanged:{entity}).
 */
export function useAssociatedCount(panel: PanelDefinition, recordId: string | null): number | undefined {
  const association = associationOf(panel);
  const key =
    association && recordId
      ? [
          'associated-count',
          association.objectName,
          association.relationField,
          recordId,
          JSON.stringify(panel.extraFetch ?? null),
        ]
      : null;
  const { data, mutate } = useSWR(key, async () => {
    if (!association || !recordId) return 0;
    const [row] = await retrieveMultiple<{ count: number }>({
      entity: {
        name: association.objectName,
        attributes: [{ attribute: 'id', aggregate: 'count', alias: 'count' }],
        filter: panelRecordsFilter(panel, association.relationField, recordId),
      },
    });
    return Number(row?.count ?? 0);
  });
  const refresh = useCallback(() => void mutate(), [mutate]);
  useRecordsChanged(association?.objectName ?? '', refresh);
  return data;
}

/**
 * The related records, newest first, a page at a time (Load more reads the next; the order is
 * relatedRowsQuery's, without ties).
 */
export function useAssociatedRows(
  panel: PanelDefinition,
  recordId: string | null,
  columns: string[],
  /** A chart's group filter, narrowing the rows further. */
  groupFilter: FetchFilter | null = null,
): {
  rows: RecordValues[] | undefined;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
} {
  const association = associationOf(panel);
  const base =
    association && recordId
      ? [
          'associated-rows',
          association.objectName,
          association.relationField,
          recordId,
          columns.join(','),
          JSON.stringify(panel.extraFetch ?? null),
          JSON.stringify(groupFilter),
        ]
      : null;
  const { data, error, mutate, size, setSize, isValidating } = useSWRInfinite(
    (index, previous: RecordValues[] | null) =>
      base && (index === 0 || (previous?.length ?? 0) === relatedPageSize) ? [...base, index + 1] : null,
    ([, , , , , , , page]) =>
      association && recordId
        ? retrieveMultiple(
            relatedRowsQuery({ panel, association, recordId, columns, groupFilter, page: Number(page) }),
          )
        : [],
  );
  const refresh = useCallback(() => void mutate(), [mutate]);
  useRecordsChanged(association?.objectName ?? '', refresh);
  const rows = useMemo(() => (data ? distinctRows(data.flat()) : undefined), [data]);
  const last = data?.at(-1);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  return {
    rows,
    error,
    hasMore: last !== undefined && last.length === relatedPageSize,
    loadingMore: isValidating && size > (data?.length ?? 0),
    loadMore,
  };
}

/** A record created between two page reads shifts the later page by one: shown once. */
function distinctRows(rows: RecordValues[]): RecordValues[] {
  const seen = new Set<unknown>();
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
}
