import { useMemo } from 'react';
import { createFormEvents } from '../form-context/form-events';
import type { FormDefinition } from './form-definition';
import { useFormScripts } from './scripts/use-form-scripts';
import { useFieldEdit } from './use-field-edit';
import type { RecordForm } from './use-record-form';

/**
 * What runs on the form's edits: its form scripts, and the domain panels' change, beforeSave and
 * afterSave handlers (issue 23: one set of events per form); setValue is a field's edit, which
 * tells both.
 */
export function useFormEditing(options: {
  form: RecordForm;
  entity: string;
  definition: FormDefinition;
  recordId: string | null;
}) {
  const { form, entity, definition, recordId } = options;
  const scripts = useFormScripts({ entity, definition, setValue: form.setValue });
  const events = useMemo(createFormEvents, []);
  const setValue = useFieldEdit({ values: form.values, setValue: form.setValue, events, scripts, recordId });
  return { scripts, events, setValue };
}
