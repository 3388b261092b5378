import i18next from 'i18next';
import { choose } from '../../ui/prompts';

/** Asks before customise-mode edits of a list view are thrown away; true means discard. */
export function askDiscardViewEdits(): Promise<boolean> {
  return choose({
    title: i18next.t('lists:customize.discardTitle'),
    buttons: [
      { label: i18next.t('common:MsgContinueEditing'), value: false },
      { label: i18next.t('common:MsgDiscardChanges'), value: true, primary: true },
    ],
    cancelValue: false,
  });
}
