import type { RecordValues } from '../data/data-api';
import { type ScriptServices, scriptServices } from '../scripts/script-services';

/**
 * The API a form script receives (documented in docs/form-scripts.md). Scripts are ES modules
 * whose default export is `(form: FormApi) => unknown | Promise<unknown>`; a validate script
 * vetoes the save by answering false or a message.
 */
export type FormApi = ScriptServices & {
  entity: string;
  recordId: string | null;
  isNew: boolean;
  /** The event: change, validate, postsave, or the custom command's name. */
  event: string;
  /** For change events raised by an edit: the field that changed. */
  field: string | null;
  getValue: (name: string) => unknown;
  setValue: (name: string, value: unknown) => void;
  getValues: () => RecordValues;
};

/** A form API over a working copy of the values; edits also reach the form through onSet. */
export function createFormApi(options: {
  entity: string;
  recordId: string | null;
  event: string;
  field?: string | null;
  values: RecordValues;
  onSet: (name: string, value: unknown) => void;
}): { api: FormApi; values: () => RecordValues } {
  let working = { ...options.values };
  const api: FormApi = {
    entity: options.entity,
    recordId: options.recordId,
    isNew: options.recordId === null,
    event: options.event,
    field: options.field ?? null,
    getValue: (name) => working[name],
    setValue: (name, value) => {
      working = { ...working, [name]: value };
      options.onSet(name, value);
    },
    getValues: () => ({ ...working }),
    ...scriptServices(),
  };
  return { api, values: () => working };
}
