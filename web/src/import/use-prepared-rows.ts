import { useEffect, useMemo, useRef, useState } from 'react';
import { retrieveMultiple } from '../api/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import { type ColumnMatch, matchColumns } from './import-columns';
import { convertRows, type ImportRow } from './import-rows';
import type { ImportTable } from './import-table';
import { resolveLookups } from './lookup-resolution';

/** The file's rows made ready for one entity: converted, their lookups found. */
export type PreparedRows =
  | { status: 'idle' }
  | { status: 'resolving'; match: ColumnMatch; done: number; total: number }
  | { status: 'ready'; match: ColumnMatch; rows: ImportRow[] }
  | { status: 'failed'; match: ColumnMatch; error: unknown };

/**
 * Matches the table's columns to the entity, converts every row, then looks up lookups given
 * by name (batched, spec 001 section 7). It starts over when the file or the entity changes;
 * an answer for an older pair is dropped. `retry` runs the look-up again after a failure.
 */
export function usePreparedRows(
  table: ImportTable | undefined,
  object: ObjectMeta | undefined,
  metaDict: Record<string, ObjectMeta>,
): { prepared: PreparedRows; retry: () => void } {
  const match = useMemo(
    () => (table && object ? matchColumns(table.headers, object) : undefined),
    [table, object],
  );
  const [prepared, setPrepared] = useState<PreparedRows>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // metaDict is read when a run starts; a refreshed context alone does not redo the look-up
  const metaDictRef = useRef(metaDict);
  metaDictRef.current = metaDict;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!table || !match) {
      setPrepared({ status: 'idle' });
      return;
    }
    let current = true;
    const rows = convertRows(table, match.columns);
    setPrepared({ status: 'resolving', match, done: 0, total: 0 });
    resolveLookups(rows, match.columns, {
      fetchRows: (query) => retrieveMultiple(query),
      metaDict: metaDictRef.current,
      onBatch: (done, total) => current && setPrepared({ status: 'resolving', match, done, total }),
    }).then(
      (resolved) => current && setPrepared({ status: 'ready', match, rows: resolved }),
      (error: unknown) => current && setPrepared({ status: 'failed', match, error }),
    );
    return () => {
      current = false;
    };
  }, [table, match, attempt]);

  return { prepared, retry: () => setAttempt((value) => value + 1) };
}
