import type { RecordOperation } from '@strata/api/contract/records';
import i18next from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { executeMultiple } from '../data/data-api';
import type { FormEvents } from '../form-context/form-events';
import { allLinkOperations, type LinkState } from '../form-context/link-changes';
import type { PendingChanges } from '../form-context/pending-changes';
import type { SaveOptions } from '../form-context/save-options';
import type { ObjectMeta } from '../metadata/object-metadata';
import { alertMessage } from '../ui/prompts';
import { showToast } from '../ui/toasts';
import { type FormDefinition, formFields } from './form-definition';
import { retryingLineConflicts } from './pending/retry-line-conflicts';
import { missingRequired } from './required-check';
import { saveRecord } from './save-record';
import { type FormScripts, vetoOf } from './scripts/use-form-scripts';
import type { RecordForm } from './use-record-form';

/**
 * The save flow of spec 000 section 4: the required check listing every missing label, then
 * the save (changed fields only, conflicts resolved where possible), 'Record saved', and for a
 * new record the move to its edit path. Answers whether the record was saved.
 */
export function useSaveFlow(options: {
  form: RecordForm;
  object: ObjectMeta;
  definition: FormDefinition;
  entity: string;
  isNew: boolean;
  scripts: FormScripts;
  links: Record<string, LinkState>;
  /** Panels' beforeSave and afterSave handlers (issue 23). */
  events: FormEvents;
  /** Panels' unsaved work, shown or not: written in the record's transaction (issue 37). */
  pending: PendingChanges;
  /** After links were written: reload them. */
  onLinksSaved: () => Promise<void>;
  onCreated: (id: string) => void;
}): { save: (saveOptions?: SaveOptions) => Promise<boolean>; showMissing: boolean } {
  const { t } = useTranslation();
  const [showMissing, setShowMissing] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const save = useCallback(
    async (saveOptions: SaveOptions = {}) => {
      const {
        form,
        object,
        definition,
        entity,
        isNew,
        scripts,
        links,
        events,
        pending,
        onLinksSaved,
        onCreated,
      } = latest.current;
      if (form.status !== 'loaded') return false;
      const patched = saveOptions.patch ? { ...form.values, ...saveOptions.patch } : form.values;
      const missing = missingRequired(object, formFields(definition.panel), patched);
      if (missing.length > 0) {
        setShowMissing(true);
        await alertMessage(t('MsgRequiredFieldEmpty'), missing.map((label) => `- ${label}`).join('\n'));
        return false;
      }
      const recordId = isNew ? null : String(form.original.id);
      let values = patched;
      const validated = await scripts.run('validate', { values, recordId });
      if (validated) {
        const verdict = vetoOf(validated.result);
        if (verdict.veto) {
          if (verdict.message) await alertMessage(verdict.message);
          return false;
        }
        values = validated.values;
      }
      const changed = await scripts.run('change', { values, recordId, field: null });
      if (changed) values = changed.values;
      // issue 23: beforeSave (a script may veto like validate; panels add writes to the save)
      const before = await scripts.run('beforeSave', { values, recordId });
      if (before) {
        const verdict = vetoOf(before.result);
        if (verdict.veto) {
          if (verdict.message) await alertMessage(verdict.message);
          return false;
        }
        values = before.values;
      }
      const panels = await events.emitBeforeSave(values, recordId);
      if (panels.veto) {
        if (panels.message) await alertMessage(panels.message);
        return false;
      }
      // a panel's work waiting on a tab not shown counts as much as the one on screen
      const refused = pending.problem();
      if (refused) {
        await alertMessage(refused);
        return false;
      }
      form.setSaving(true);
      let sent: RecordOperation[] = [];
      try {
        const write = async () => {
          // panels keep work only for a saved record (a new one says "save first"); read at
          // each try, since a retry after a merge writes the merged rows
          const extra = [...panels.operations, ...(recordId ? pending.operations(recordId) : [])];
          const onlyLinks = !isNew && form.changed.length === 0 && values === form.values;
          // the batch as the server numbers it (details.index of a refusal): the record first
          sent = onlyLinks
            ? extra
            : [{ name: entity, operation: isNew ? 'create' : 'update', object: {} }, ...extra];
          return onlyLinks && extra.length === 0
            ? String(form.original.id)
            : onlyLinks
              ? await saveOnlyExtra(extra, String(form.original.id))
              : await saveRecord({ entity, isNew, original: form.original, values, extra });
        };
        const id = await retryingLineConflicts(write, pending, recordId);
        // written with the record: the panels show what the server has from now on
        pending.clearAll();
        const linkWrites = allLinkOperations(links, id);
        if (linkWrites.length > 0) {
          await executeMultiple(linkWrites);
          await onLinksSaved();
        }
        // issue 23: afterSave (scripts, then panels), before postsave
        await scripts.run('afterSave', { values: { ...values, id }, recordId: id });
        await events.emitAfterSave({ values: { ...values, id }, recordId: id });
        await scripts.run('postsave', { values: { ...values, id }, recordId: id });
        showToast(t('MsgRecordSaved'));
        setShowMissing(false);
        if (isNew && !saveOptions.stayAfterCreate) onCreated(id);
        else if (!isNew) await form.reload();
        else form.setSaving(false);
        return true;
      } catch (error) {
        form.setSaving(false);
        const message = refusalText(error, sent, pending);
        await alertMessage(
          error instanceof ApiError ? t('forms:saveFailed') : message,
          error instanceof ApiError ? message : undefined,
        );
        return false;
      }
    },
    [t],
  );
  return { save, showMissing };
}

/** Panels' writes when the record itself has no change (a budget line edited alone). */
async function saveOnlyExtra(extra: RecordOperation[], id: string): Promise<string> {
  await executeMultiple(extra);
  return id;
}

/**
 * What the user reads when a save fails: the server's reason, and when the refused write is
 * one of a panel's rows (details.index in the batch), the row it is about ('Desk: Quantity must
 * not be negative'). Nothing of the batch was written; the rows stay as typed.
 */
function refusalText(error: unknown, sent: RecordOperation[], pending: PendingChanges): string {
  const message = error instanceof Error ? error.message : String(error);
  const index = error instanceof ApiError ? error.details?.index : undefined;
  const operation = typeof index === 'number' ? sent[index] : undefined;
  const row = operation ? pending.describe(operation) : null;
  return row ? i18next.t('forms:rowRefused', { row, message }) : message;
}
