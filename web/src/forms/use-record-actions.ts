import { useState } from 'react';
import type { SaveOptions } from '../form-context/save-options';
import type { FormActions } from './form-commands';
import type { FormParts } from './form-parts';
import { useFormActions } from './use-form-actions';

/**
 * What the form's commands do (useFormActions), with Print, which opens the print dialog: it
 * offers the entity's document templates (documents/), and the page print among them.
 */
export function useRecordActions(
  parts: FormParts,
  options: {
    appId: string;
    formSuffix: string;
    save: (options?: SaveOptions) => Promise<boolean>;
    /** the form moves on by itself: no leave prompt */
    leave: () => void;
  },
) {
  const { object, form, scripts } = parts;
  const [printing, setPrinting] = useState(false);
  const actions: FormActions = {
    ...useFormActions({ object, form, scripts, ...options }),
    print: () => setPrinting(true),
  };
  return { actions, printDialog: { open: printing, close: () => setPrinting(false) } };
}
