import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { executeMultiple, type RecordValues } from '../../api/data-api';
import { alertMessage, choose, withWait } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import type { ListEditMode } from '../modes/edit-modes';
import {
  type BatchItem,
  type BatchOutcome,
  buildDeleteBatch,
  buildEditBatch,
  buildMassEditBatch,
  hasEdits,
  keepFailed,
  type ListEdits,
  mapBatchResults,
  noEdits,
  setCell,
  setNewCell,
  toggleDelete,
} from './edit-batch';

let newRowSeq = 0;

/**
 * The state of a list's edit modes: pending edits (edit in place), the checked rows (super
 * edit), per-row errors of the last batch, and the actions that send batches. Everything is
 * keyed by row id (or a new row's key), so reloads and paging keep the edits of loaded rows.
 */
export function useListEditing(options: {
  entity: string;
  rows: readonly RecordValues[];
  reload: () => void;
}) {
  const { entity, rows, reload } = options;
  const { t } = useTranslation('lists');
  const [mode, setModeState] = useState<ListEditMode>(0);
  const [edits, setEdits] = useState<ListEdits>(noEdits);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  // callbacks read the latest state without being recreated (rows stay memoised)
  const state = useRef({ edits, rows, selection });
  state.current = { edits, rows, selection };

  const reset = useCallback(() => {
    setEdits(noEdits);
    setErrors({});
    setSelection(new Set());
  }, []);

  /** Leaves or switches the mode; pending edits are discarded only after a confirmation. */
  const setMode = useCallback(
    async (next: ListEditMode) => {
      if (hasEdits(state.current.edits)) {
        const discard = await choose({
          title: t('common:MsgDiscardChanges'),
          message: t('editing.discardQuestion'),
          buttons: [
            { label: t('cancel'), value: false },
            { label: t('common:MsgDiscardChanges'), value: true, primary: true },
          ],
          cancelValue: false,
        });
        if (!discard) return;
      }
      reset();
      setModeState(next);
    },
    [t, reset],
  );

  const changeCell = useCallback((row: RecordValues, key: string, value: unknown) => {
    setEdits((current) => setCell(current, row, key, value));
  }, []);
  const changeNewCell = useCallback((rowKey: string, key: string, value: unknown) => {
    setEdits((current) => setNewCell(current, rowKey, key, value));
  }, []);
  const toggleRowDelete = useCallback((rowKey: string) => {
    setEdits((current) => toggleDelete(current, rowKey));
  }, []);
  const addRow = useCallback(() => {
    newRowSeq += 1;
    setEdits((current) => ({
      ...current,
      created: [{ key: `new:${newRowSeq}`, values: {} }, ...current.created],
    }));
  }, []);

  const toggleSelected = useCallback((id: string) => {
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback((on: boolean) => {
    setSelection(on ? new Set(state.current.rows.map((row) => String(row.id))) : new Set());
  }, []);

  /** Sends one batch (continueOnError: each failing item is rolled back alone and reported). */
  const run = useCallback(
    async (items: BatchItem[]): Promise<BatchOutcome | undefined> => {
      if (!items.length) return { succeeded: [], errors: {} };
      try {
        const results = await withWait(t('editing.saving'), () =>
          executeMultiple(
            items.map((item) => item.operation),
            { continueOnError: true },
          ),
        );
        const outcome = mapBatchResults(items, results);
        setErrors(outcome.errors);
        return outcome;
      } catch (error) {
        await alertMessage(error instanceof Error ? error.message : String(error));
        return undefined;
      }
    },
    [t],
  );

  const save = useCallback(async () => {
    const { edits: current, rows: loaded } = state.current;
    const outcome = await run(buildEditBatch(entity, loaded, current));
    if (!outcome) return;
    setEdits(keepFailed(current, outcome));
    if (outcome.succeeded.length) reload();
    const failed = Object.keys(outcome.errors).length;
    if (failed) showToast(t('editing.summary', { ok: outcome.succeeded.length, failed }), 'error');
    else showToast(t('editing.saved', { count: outcome.succeeded.length }));
  }, [entity, run, reload, t]);

  const selectedRows = useCallback(
    () => state.current.rows.filter((row) => state.current.selection.has(String(row.id))),
    [],
  );

  /** Names and errors of the failed rows, one line each, for the summary. */
  const describe = useCallback(
    (outcome: BatchOutcome) =>
      Object.entries(outcome.errors)
        .map(([id, message]) => {
          const row = state.current.rows.find((item) => String(item.id) === id);
          return `${String(row?.name ?? id)}: ${message}`;
        })
        .join('\n'),
    [],
  );

  const massEdit = useCallback(
    async (values: RecordValues) => {
      const outcome = await run(buildMassEditBatch(entity, selectedRows(), values));
      if (!outcome) return;
      reload();
      await alertMessage(
        t('editing.summary', { ok: outcome.succeeded.length, failed: Object.keys(outcome.errors).length }),
        describe(outcome),
      );
    },
    [entity, run, selectedRows, reload, t, describe],
  );

  const deleteSelected = useCallback(async () => {
    const targets = selectedRows();
    if (!targets.length) return;
    const yes = await choose({
      title: t('common:MsgAskDeleteMany', { count: targets.length }),
      buttons: [
        { label: t('no'), value: false },
        { label: t('yes'), value: true, primary: true },
      ],
      cancelValue: false,
    });
    if (!yes) return;
    const outcome = await run(buildDeleteBatch(entity, targets));
    if (!outcome) return;
    setSelection((current) => new Set([...current].filter((id) => id in outcome.errors)));
    reload();
    const failed = Object.keys(outcome.errors).length;
    if (failed) {
      await alertMessage(
        t('editing.deleteSummary', { ok: outcome.succeeded.length, failed }),
        describe(outcome),
      );
    } else showToast(t('editing.deleted', { count: outcome.succeeded.length }));
  }, [entity, run, selectedRows, reload, t, describe]);

  return useMemo(
    () => ({
      mode,
      setMode,
      edits,
      errors,
      selection,
      dirty: hasEdits(edits),
      changeCell,
      changeNewCell,
      toggleRowDelete,
      addRow,
      toggleSelected,
      selectAll,
      save,
      massEdit,
      deleteSelected,
    }),
    [
      mode,
      setMode,
      edits,
      errors,
      selection,
      changeCell,
      changeNewCell,
      toggleRowDelete,
      addRow,
      toggleSelected,
      selectAll,
      save,
      massEdit,
      deleteSelected,
    ],
  );
}

export type ListEditing = ReturnType<typeof useListEditing>;
