import { type RefObject, useCallback, useState } from 'react';
import type { RecordValues } from '../../data/data-api';

/** Super edit's checked rows, by id; rowsRef holds the loaded rows (read, never a dependency). */
export function useRowSelection(rowsRef: RefObject<readonly RecordValues[]>) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const toggleSelected = useCallback((id: string) => {
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(
    (on: boolean) => setSelection(on ? new Set(rowsRef.current.map((row) => String(row.id))) : new Set()),
    [rowsRef],
  );
  return { selection, setSelection, toggleSelected, selectAll };
}
