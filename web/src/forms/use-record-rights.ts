import { useMemo } from 'react';
import { useShell } from '../context/shell-context';
import type { RecordValues } from '../data/data-api';
import { type RecordRights, recordRights } from './record-rights';

/** What the signed-in user may do with the record (recordRights), from the user context. */
export function useRecordRights(entity: string, record: RecordValues): RecordRights {
  const { context } = useShell();
  return useMemo(
    () =>
      recordRights({
        permDict: context.permDict,
        owners: context.owners ?? [],
        entity,
        record,
        userId: context.user.id,
      }),
    [context, entity, record],
  );
}
