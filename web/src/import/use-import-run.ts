import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { executeMultiple, retrieveMultiple } from '../data/data-api';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import { choose } from '../ui/prompts';
import type { ImportColumn } from './import-columns';
import { type CountedPlan, countPlan, writeFile } from './import-stream';
import type { ImportTable } from './import-table';
import type { LookupCache } from './lookup-cache';
import type { MatchMode } from './match-plan';
import type { ImportSummary } from './write-rows';

export type ImportRun =
  | { phase: 'idle' }
  | { phase: 'matching'; done: number; total: number }
  | { phase: 'confirming' }
  | { phase: 'writing'; done: number; total: number; stopping: boolean }
  | { phase: 'done'; summary: ImportSummary }
  | { phase: 'failed'; error: unknown };

export type RunRequest = {
  entity: string;
  table: ImportTable;
  columns: readonly ImportColumn[];
  metaDict: Record<string, ObjectMeta>;
  /** what the preview's pass found, so the import does not look for it again */
  cache: LookupCache;
  field: PropertyMeta | undefined;
  mode: MatchMode;
};

/**
 * The Import command (spec 001 section 4): find the existing records, count what will be
 * created and updated, ask, write in batches with progress, then tell the result. Stop (or
 * leaving the screen) ends the writing after the call under way; nothing is left half-told.
 * The file is read again for the count and for the writing (import-stream.ts), a batch of rows
 * at a time, so a large file is never held whole (issue 20 item 4).
 */
export function useImportRun() {
  const { t } = useTranslation('import');
  const [run, setRun] = useState<ImportRun>({ phase: 'idle' });
  const stopRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopRef.current = true;
    };
  }, []);
  const update = useCallback((next: ImportRun) => mounted.current && setRun(next), []);

  const start = useCallback(
    async ({ entity, table, columns, metaDict, cache, field, mode }: RunRequest) => {
      stopRef.current = false;
      update({ phase: 'matching', done: 0, total: 0 });
      const context = { entity, columns, metaDict, cache, fetchRows: retrieveMultiple };
      let counted: CountedPlan;
      try {
        counted = await countPlan(table, context, { field, mode }, (done, total) =>
          update({ phase: 'matching', done, total }),
        );
      } catch (error) {
        update({ phase: 'failed', error });
        return;
      }
      const { counts, matches } = counted;
      if (counts.creates + counts.updates > 0) {
        update({ phase: 'confirming' });
        const notes = [
          counts.skips > 0 ? t('confirmSkips', { n: counts.skips }) : '',
          counts.errors > 0 ? t('confirmErrors', { n: counts.errors }) : '',
        ].filter(Boolean);
        const go = await choose({
          title: t('confirm', { creates: counts.creates, updates: counts.updates }),
          ...(notes.length > 0 ? { message: notes.join(' ') } : {}),
          buttons: [
            { label: t('cancel'), value: false },
            { label: t('commands.import'), value: true, primary: true },
          ],
          cancelValue: false,
        });
        if (!go) {
          update({ phase: 'idle' });
          return;
        }
      }
      const total = counts.creates + counts.updates;
      update({ phase: 'writing', done: 0, total, stopping: false });
      try {
        const summary = await writeFile(
          table,
          context,
          { field, mode, matches },
          {
            execute: (records) => executeMultiple(records, { continueOnError: true }),
            onProgress: (done) => update({ phase: 'writing', done, total, stopping: stopRef.current }),
            shouldStop: () => stopRef.current,
          },
        );
        update({ phase: 'done', summary });
      } catch (error) {
        // writeFile answers every failed write per row; a file that cannot be read again lands here
        update({ phase: 'failed', error });
      }
    },
    [t, update],
  );

  const stop = useCallback(() => {
    stopRef.current = true;
    setRun((current) => (current.phase === 'writing' ? { ...current, stopping: true } : current));
  }, []);
  const reset = useCallback(() => setRun({ phase: 'idle' }), []);
  const busy = run.phase === 'matching' || run.phase === 'confirming' || run.phase === 'writing';
  return { run, start, stop, reset, busy };
}
