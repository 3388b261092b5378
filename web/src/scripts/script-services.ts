import i18next from 'i18next';
import { executeMultiple, retrieveMultiple, retrieveSingleById, updateRecord } from '../data/data-api';
import { alertMessage, choose } from '../ui/prompts';
import { showToast } from '../ui/toasts';

/** What every script gets, on a form or a list (docs/form-scripts.md): messages and the data API. */
export type ScriptServices = {
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

export function scriptServices(): ScriptServices {
  return {
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
}
