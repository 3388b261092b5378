import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShell } from '../context/shell-context';
import { isLookupValue, type RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import { alertMessage } from '../ui/prompts';
import { showToast } from '../ui/toasts';
import { newRecordValues } from './new-record';
import { type RecordForm, useRecordForm } from './use-record-form';

/**
 * The record the form shows (id '0': a new one, from its defaults and the URL's ?init=), kept up
 * to date by live changes: another user's update is merged with a toast, or, when it conflicts
 * with the user's own edits, an alert names who made it.
 */
export function useRecordLoad(object: ObjectMeta, id: string): RecordForm {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { context } = useShell();
  const init = searchParams.get('init');
  const newValues = useCallback(() => {
    const options = {
      user: { id: context.user.id, name: context.user.name },
      currencies: Object.values(context.currencyDict ?? {}),
    };
    return {
      values: newRecordValues(object, { ...options, init }),
      defaults: newRecordValues(object, { ...options, init: null }),
    };
  }, [object, init, context]);
  const onMergeConflict = useCallback(
    (server: RecordValues) => {
      const modifier = server.modifiedby;
      void alertMessage(
        t('MsgRecordModifiedBy', { user: isLookupValue(modifier) ? modifier.label : t('MsgUnknownLookup') }),
      );
    },
    [t],
  );
  const onServerUpdate = useCallback(() => showToast(t('MsgRecordUpdated')), [t]);
  return useRecordForm({ entity: object.logicalName, id, newValues, onMergeConflict, onServerUpdate });
}
