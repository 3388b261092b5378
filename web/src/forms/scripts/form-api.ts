import i18next from 'i18next';
import {
  executeMultiple,
  type RecordValues,
  retrieveMultiple,
  retrieveSingleById,
  updateRecord,
} from '../../api/data-api';
import { alertMessage, choose } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';

/**
 * The API a form script receives (documented in docs/form-scripts.md). Scripts are ES modules
 * whose default export is `(form: FormApi) => unknown | Promise<unknown>`; a validate script
 * vetoes the save by answering false or a message.
 */
export type FormApi = {
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
  showMessage: (message: string, title?: string) => Promise<void>;
  notify: (message: string) => void;
  confirm: (message: string) => Promise<boolean>;
  data: {
    retrieveMultiple: typeof retrieveMultiple;
    retrieveSingleById: typeof retrieveSingleById;
    updateRecord: typeof updateRecord;
    executeMultiple: typeof executeMultiple;
  };
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
    showMessage: (message, title) => alertMessage(title ?? message, title ? message : undefined),
    notify: (message) => showToast(message, 'info'),
    confirm: (message) =>
      choose({
        title: message,
        buttons: [
          { label: i18next.t('ui.cancel'), value: false },
          { label: i18next.t('ui.ok'), value: true, primary: true },
        ],
        cancelValue: false,
      }),
    data: { retrieveMultiple, retrieveSingleById, updateRecord, executeMultiple },
  };
  return { api, values: () => working };
}
