import { useMemo } from 'react';
import { createPendingChanges } from '../form-context/pending-changes';
import { usePendingCount } from '../form-context/use-pending-change';
import { useLinkEdits } from './many-to-many/use-link-edits';
import type { RecordForm } from './use-record-form';

/**
 * The form's unsaved work and whether there is any (dirty): its edited values, its many-to-many
 * link edits, and panels' work of their own (budget and cart lines), which outlives the tab
 * that shows them.
 */
export function useUnsavedWork(form: RecordForm) {
  const linkEdits = useLinkEdits();
  const pending = useMemo(createPendingChanges, []);
  const panelsWithWork = usePendingCount(pending);
  const dirty = form.dirty || linkEdits.modified || panelsWithWork > 0;
  return { linkEdits, pending, dirty };
}
