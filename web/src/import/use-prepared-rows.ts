import { useEffect, useMemo, useRef, useState } from 'react';
import { retrieveMultiple } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import { type ColumnMatch, matchColumns } from './import-columns';
import { newLookupCache, type PreparedFile, prepareFile } from './import-stream';
import type { ImportTable } from './import-table';
import type { LookupCache } from './lookup-cache';

/** The file's rows made ready for one entity: converted, their lookups found. */
export type PreparedRows =
  | { status: 'idle' }
  | { status: 'resolving'; match: ColumnMatch; done: number; total: number }
  | { status: 'ready'; match: ColumnMatch; file: PreparedFile; cache: LookupCache }
  | { status: 'failed'; match: ColumnMatch; error: unknown };

/**
 * Matches the table's columns to the entity, converts every row, then looks up lookups given
 * by name (batched, spec 001 section 7), a batch of rows at a time (prepareFile: the file is
 * streamed, only the preview's rows and the notes are kept). What was found is kept in a
 * bounded cache the import then uses. It starts over when the file or the entity changes; an
 * answer for an older pair is dropped. `retry` runs the look-up again after a failure.
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
    if (!table || !match || !object) {
      setPrepared({ status: 'idle' });
      return;
    }
    let current = true;
    const cache = newLookupCache();
    setPrepared({ status: 'resolving', match, done: 0, total: 0 });
    prepareFile(
      table,
      {
        entity: object.logicalName,
        columns: match.columns,
        fetchRows: (query) => retrieveMultiple(query),
        metaDict: metaDictRef.current,
        cache,
      },
      (done, total) => current && setPrepared({ status: 'resolving', match, done, total }),
    ).then(
      (file) => current && setPrepared({ status: 'ready', match, file, cache }),
      (error: unknown) => current && setPrepared({ status: 'failed', match, error }),
    );
    return () => {
      current = false;
    };
  }, [table, match, attempt]);

  return { prepared, retry: () => setAttempt((value) => value + 1) };
}
