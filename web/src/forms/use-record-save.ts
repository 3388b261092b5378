import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveGuard } from '../ui/use-leave-guard';
import type { FormParts } from './form-parts';
import { useSaveFlow } from './use-save-flow';

/**
 * Saving the record (useSaveFlow; a new record then moves to its own URL), and the prompt on
 * leaving unsaved work, whose Save stays on a created record. The form's own moves (after a
 * create, a delete or save-and-close) skip the prompt: bypass() marks the others.
 */
export function useRecordSave(
  parts: FormParts,
  options: {
    dirty: boolean;
    appId: string;
    /** '/{form}' when the URL names a form, else '' */
    formSuffix: string;
  },
) {
  const { form, object, definition, recordId, scripts, linkEdits, events, pending } = parts;
  const navigate = useNavigate();
  const entity = object.logicalName;
  const bypassRef = useRef(false);
  const { save, showMissing } = useSaveFlow({
    form,
    object,
    definition,
    entity,
    isNew: recordId === null,
    scripts,
    links: linkEdits.links,
    events,
    pending,
    onLinksSaved: linkEdits.reset,
    onCreated: (newId) => {
      bypassRef.current = true;
      navigate(`/${options.appId}/edit/${entity}/${newId}${options.formSuffix}`, { replace: true });
    },
  });
  const saveForLeave = useCallback(() => save({ stayAfterCreate: true }), [save]);
  useLeaveGuard({ dirty: options.dirty, save: saveForLeave, bypass: bypassRef });
  const bypass = () => {
    bypassRef.current = true;
  };
  return { save, showMissing, bypass };
}
