import i18next from 'i18next';
import { undoDelete } from '../data/data-api';
import { alertMessage, withWait } from '../ui/prompts';
import { showToast } from '../ui/toasts';
import { restoreDeleted } from './restore-deleted';

/**
 * The toast after a delete from a list or a form: '{name} deleted' or '{n} records deleted',
 * with Undo when the server named the deletes' audit rows (only to users who may undo them).
 * Undo recreates the records under the wait dialog, confirms with 'Record restored' (spec 000
 * section 4) or '{n} records restored', calls `onRestored` so the screen shows them again, and
 * shows the server's reasons for any that could not come back.
 */
export function offerUndoDelete(options: {
  /** names of the deleted records (one name: the toast says which) */
  names: readonly string[];
  auditIds: readonly string[];
  onRestored?: () => void;
}): void {
  const { names, auditIds, onRestored } = options;
  const t = i18next.t;
  const message =
    names.length === 1
      ? t('common:undo.deletedOne', { name: names[0] || t('lists:noName') })
      : t('common:undo.deletedMany', { count: names.length });
  if (auditIds.length === 0) {
    showToast(message);
    return;
  }
  const undo = async () => {
    const outcome = await withWait(t('common:undo.restoring'), () => restoreDeleted(auditIds, undoDelete));
    const restored = outcome.restored.length;
    if (restored > 0) {
      onRestored?.();
      showToast(
        restored === 1 ? t('common:MsgRecordRestored') : t('common:undo.restored', { count: restored }),
      );
    }
    if (outcome.failures.length > 0) await alertMessage(t('common:undo.failed'), outcome.failures.join('\n'));
  };
  showToast(message, 'success', { action: { label: t('common:undo.action'), run: () => void undo() } });
}
