import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../data/data-api';
import { alertMessage, choose } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import { offerUndoDelete } from '../../undo/offer-undo-delete';
import type { ListEditMode } from '../modes/edit-modes';
import {
  type BatchOutcome,
  buildDeleteBatch,
  buildEditBatch,
  buildMassEditBatch,
  hasEdits,
  keepFailed,
  type ListEdits,
  noEdits,
  setCell,
  setNewCell,
  toggleDelete,
} from './edit-batch';
import { useBatchRunner } from './use-batch-runner';
import { useRowSelection } from './use-row-selection';

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
  // callbacks read the latest rows and edits without being recreated (rows stay memoised)
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const editsRef = useRef(edits);
  editsRef.current = edits;
  const { selection, setSelection, toggleSelected, selectAll } = useRowSelection(rowsRef);
  const { errors, setErrors, run, describe } = useBatchRunner(rowsRef);

  const reset = useCallback(() => {
    setEdits(noEdits);
    setErrors({});
    setSelection(new Set());
  }, [setErrors, setSelection]);

  /** Leaves or switches the mode; pending edits are discarded only after a confirmation. */
  const setMode = useCallback(
    async (next: ListEditMode) => {
      if (hasEdits(editsRef.current)) {
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

  /** '{name} deleted' / '{n} records deleted', with Undo when the server offers it. */
  const offerUndo = useCallback(
    (outcome: BatchOutcome, rowsBefore: readonly RecordValues[]) => {
      if (!outcome.deleted.length) return;
      const nameOf = (key: string) => rowsBefore.find((row) => String(row.id) === key)?.name;
      offerUndoDelete({
        names: outcome.deleted.map(({ key }) => String(nameOf(key) ?? '')),
        auditIds: outcome.deleted.flatMap(({ auditId }) => (auditId ? [auditId] : [])),
        onRestored: reload,
      });
    },
    [reload],
  );

  const save = useCallback(async () => {
    const current = editsRef.current;
    const rowsBefore = rowsRef.current;
    const outcome = await run(buildEditBatch(entity, rowsBefore, current));
    if (!outcome) return;
    setEdits(keepFailed(current, outcome));
    if (outcome.succeeded.length) reload();
    const failed = Object.keys(outcome.errors).length;
    if (failed) showToast(t('editing.summary', { ok: outcome.succeeded.length, failed }), 'error');
    else showToast(t('editing.saved', { count: outcome.succeeded.length }));
    // rows deleted in place may be brought back like those deleted in super edit
    offerUndo(outcome, rowsBefore);
  }, [entity, run, reload, t, offerUndo]);

  const selectedRows = useCallback(
    () => rowsRef.current.filter((row) => selection.has(String(row.id))),
    [selection],
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
    }
    offerUndo(outcome, targets);
  }, [entity, run, selectedRows, reload, t, describe, setSelection, offerUndo]);

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
