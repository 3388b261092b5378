import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { executeMultiple, retrieveMultiple } from '../api/data-api';
import type { PropertyMeta } from '../metadata/object-metadata';
import { choose } from '../ui/prompts';
import type { ImportRow } from './import-rows';
import { findMatches, type MatchMode, planCounts, planImport } from './match-plan';
import { type ImportSummary, summarize, writeRows } from './write-rows';

export type ImportRun =
  | { phase: 'idle' }
  | { phase: 'matching'; done: number; total: number }
  | { phase: 'confirming' }
  | { phase: 'writing'; done: number; total: number; stopping: boolean }
  | { phase: 'done'; summary: ImportSummary }
  | { phase: 'failed'; error: unknown };

export type RunRequest = {
  entity: string;
  rows: readonly ImportRow[];
  field: PropertyMeta | undefined;
  mode: MatchMode;
};

/**
 * The Import command (spec 001 section 4): find the existing records, count what will be
 * created and updated, ask, write in batches with progress, then tell the result. Stop (or
 * leaving the screen) ends the writing after the call under way; nothing is left half-told.
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
    async ({ entity, rows, field, mode }: RunRequest) => {
      stopRef.current = false;
      update({ phase: 'matching', done: 0, total: 0 });
      let plan: ReturnType<typeof planImport>;
      try {
        const matches =
          field && mode !== 2
            ? await findMatches(
                entity,
                field,
                rows,
                (query) => retrieveMultiple(query),
                (done, total) => update({ phase: 'matching', done, total }),
              )
            : new Map();
        plan = planImport(rows, { field, mode, matches });
      } catch (error) {
        update({ phase: 'failed', error });
        return;
      }
      const counts = planCounts(plan);
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
        const outcomes = await writeRows(entity, plan, {
          execute: (records) => executeMultiple(records, { continueOnError: true }),
          onProgress: (done) => update({ phase: 'writing', done, total, stopping: stopRef.current }),
          shouldStop: () => stopRef.current,
        });
        update({ phase: 'done', summary: summarize(plan, outcomes) });
      } catch (error) {
        // writeRows answers every failure per row; this is a bug, shown rather than swallowed
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
