import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { executeMultiple, undoDelete } from '../data/data-api';
import type { SaveOptions } from '../form-context/save-options';
import type { ObjectMeta } from '../metadata/object-metadata';
import { alertMessage, choose } from '../ui/prompts';
import { showToast } from '../ui/toasts';
import { offerUndoDelete } from '../undo/offer-undo-delete';
import { undoableAuditIds } from '../undo/restore-deleted';
import { cloneValues } from './clone-values';
import type { FormActions } from './form-commands';
import type { FormScripts } from './scripts/use-form-scripts';
import type { RecordForm } from './use-record-form';

/** Back one step in history, or to the app's start when the form was the first page. */
export function goBack(navigate: ReturnType<typeof useNavigate>): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) navigate(-1);
  else navigate('/!/');
}

/**
 * What the title-bar commands do (spec 000 section 4): save and close, new, delete (confirm,
 * delete, postsave with the record minus its id, back, a toast with Undo), clone ('Copy of '), print, and restore
 * from an audit record. `leave` marks the form's own moves so the leave prompt stays quiet.
 */
export function useFormActions(options: {
  object: ObjectMeta;
  form: RecordForm;
  appId: string;
  formSuffix: string;
  scripts: FormScripts;
  save: (options?: SaveOptions) => Promise<boolean>;
  leave: () => void;
}): FormActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { object, form, appId, formSuffix, scripts, save, leave } = options;
  const entity = object.logicalName;
  const failed = (title: string) => (error: unknown) =>
    alertMessage(title, error instanceof Error ? error.message : String(error));
  return {
    save: () => void save(),
    saveAndClose: async () => {
      if (await save({ stayAfterCreate: true })) {
        leave();
        goBack(navigate);
      }
    },
    newRecord: () => navigate(`/${appId}/edit/${entity}/0${formSuffix}`),
    deleteRecord: async () => {
      const confirmed = await choose({
        title: t('MsgAskDelete'),
        buttons: [
          { label: t('ui.cancel'), value: false },
          { label: t('CmdDelete'), value: true, primary: true },
        ],
        cancelValue: false,
      });
      if (!confirmed) return;
      try {
        // a batch of one: its answer names the audit row that Undo needs (an /api/update does not)
        const results = await executeMultiple([
          {
            name: entity,
            operation: 'delete',
            object: { id: form.original.id, versionnumber: form.original.versionnumber },
          },
        ]);
        const { id: _deleted, ...withoutId } = form.original;
        await scripts.run('postsave', { values: withoutId, recordId: null });
        leave();
        goBack(navigate);
        offerUndoDelete({ names: [String(form.original.name ?? '')], auditIds: undoableAuditIds(results) });
      } catch (error) {
        await failed(t('forms:deleteFailed'))(error);
      }
    },
    cloneRecord: () =>
      navigate(
        `/${appId}/edit/${entity}/0${formSuffix}?init=${encodeURIComponent(JSON.stringify(cloneValues(object, form.values)))}`,
      ),
    print: () => window.print(),
    restoreDeleted: async () => {
      try {
        const restoredId = await undoDelete(String(form.original.id));
        showToast(t('MsgRecordRestored'));
        const restoredEntity = String(form.original.logicalname ?? '');
        if (restoredEntity) navigate(`/${appId}/edit/${restoredEntity}/${restoredId}`);
      } catch (error) {
        await failed(t('forms:restoreFailed'))(error);
      }
    },
  };
}
