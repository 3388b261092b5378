import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { RecordValues } from '../data/data-api';
import { recordPath } from '../fields/lookup/use-app-id';
import { type ListColumn, rowFormName } from '../list-views/columns';

/**
 * Opening records from a list: openRecord opens any record (of the list's entity unless told),
 * openRow a row of the list, in the form its view names for rows.
 */
export function useOpenRecord(appId: string, entity: string, columns: readonly ListColumn[]) {
  const navigate = useNavigate();
  const openRecord = useCallback(
    (id: string, target = entity, form?: string) => navigate(recordPath(appId, target, id, form)),
    [navigate, appId, entity],
  );
  const rowForm = useMemo(() => rowFormName(columns), [columns]);
  const openRow = useCallback(
    (row: RecordValues) => openRecord(String(row.id), entity, rowForm),
    [openRecord, entity, rowForm],
  );
  return { openRecord, openRow };
}

export type OpenRecord = ReturnType<typeof useOpenRecord>;
