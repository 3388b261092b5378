import type { FetchFilter, FetchQuery } from '@strata/api/contract/query';
import type { PanelDefinition } from '@strata/api/contract/views';
import { useCallback } from 'react';
import useSWR from 'swr';
import { type RecordValues, retrieveMultiple } from '../../api/data-api';
import { useObjectChanged } from '../../session/live-changes';

/** The related entity and the lookup on it that points at the form's record. */
export function associationOf(panel: PanelDefinition): { objectName: string; relationField: string } | null {
  const objectName = typeof panel.objectName === 'string' ? panel.objectName : null;
  const relationField = typeof panel.relationField === 'string' ? panel.relationField : null;
  return objectName && relationField ? { objectName, relationField } : null;
}

/** The related records' filter: the lookup pointing at this record. */
export const relatedFilter = (relationField: string, recordId: string): FetchFilter => ({
  conditions: [{ attribute: relationField, operator: 'eq' as const, value: recordId }],
});

/**
 * The number of related records, shared by the panel and its tab label through SWR, and
 * refreshed when the related entity changes (objectChanged:{entity}).
 */
export function useAssociatedCount(panel: PanelDefinition, recordId: string | null): number | undefined {
  const association = associationOf(panel);
  const key =
    association && recordId
      ? ['associated-count', association.objectName, association.relationField, recordId]
      : null;
  const { data, mutate } = useSWR(key, async () => {
    if (!association || !recordId) return 0;
    const [row] = await retrieveMultiple<{ count: number }>({
      entity: {
        name: association.objectName,
        attributes: [{ attribute: 'id', aggregate: 'count', alias: 'count' }],
        filter: relatedFilter(association.relationField, recordId),
      },
    });
    return Number(row?.count ?? 0);
  });
  const refresh = useCallback(() => void mutate(), [mutate]);
  useObjectChanged(association?.objectName ?? '', refresh);
  return data;
}

/** The first page of related records, with the given columns, newest first. */
export function useAssociatedRows(
  panel: PanelDefinition,
  recordId: string | null,
  columns: string[],
  /** A chart's group filter, narrowing the rows further. */
  groupFilter: FetchFilter | null = null,
): { rows: RecordValues[] | undefined; error: unknown } {
  const association = associationOf(panel);
  const key =
    association && recordId
      ? [
          'associated-rows',
          association.objectName,
          association.relationField,
          recordId,
          columns.join(','),
          JSON.stringify(groupFilter),
        ]
      : null;
  const { data, error, mutate } = useSWR(key, () => {
    if (!association || !recordId) return [];
    const query: FetchQuery = {
      entity: {
        name: association.objectName,
        attributes: ['id', ...columns].map((attribute) => ({ attribute })),
        filter: groupFilter
          ? { type: 'and', ...relatedFilter(association.relationField, recordId), filters: [groupFilter] }
          : relatedFilter(association.relationField, recordId),
        orders: [{ attribute: 'createdon', descending: true }],
      },
      pageSize: 50,
    };
    return retrieveMultiple(query);
  });
  const refresh = useCallback(() => void mutate(), [mutate]);
  useObjectChanged(association?.objectName ?? '', refresh);
  return { rows: data, error };
}
