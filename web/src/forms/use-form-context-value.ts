import { useId } from 'react';
import type { FormContextValue } from '../form-context/form-context';
import type { SaveOptions } from '../form-context/save-options';
import type { FormActions } from './form-commands';
import type { FormParts } from './form-parts';

/**
 * What the form hands its panels, fields and extensions (form-context/). Read-only while it
 * saves; runCommand runs a form command by name: Save, or a command of the form's scripts.
 */
export function useFormContextValue(
  parts: FormParts,
  options: {
    setValue: (name: string, value: unknown) => void;
    readOnly: boolean;
    showMissing: boolean;
    save: (options?: SaveOptions) => Promise<boolean>;
    actions: FormActions;
  },
): FormContextValue {
  const { object, recordId, form, definition, scripts, linkEdits } = parts;
  // unique field ids per form: a quick-create dialog sits over another form
  const idPrefix = useId();
  return {
    object,
    entity: object.logicalName,
    idPrefix,
    recordId,
    values: form.values,
    setValue: options.setValue,
    readOnly: options.readOnly || form.status === 'saving',
    showMissing: options.showMissing,
    links: linkEdits.links,
    setLinks: linkEdits.setLinks,
    save: options.save,
    reload: form.reload,
    events: parts.events,
    pending: parts.pending,
    runCommand: (name) => {
      if (name === 'save') options.actions.save();
      const command = definition.commands?.find((candidate) => candidate.name === name);
      if (command) void scripts.runCommand(command, { values: form.values, recordId });
    },
  };
}
