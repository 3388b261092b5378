import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReminderType, reminderTypes } from './reminder-types';

export type ReminderDraft = { when: string; type: ReminderType };

/** When the reminder is due (local date and time) and its type. */
export function ReminderFields({
  value,
  onChange,
}: {
  value: ReminderDraft;
  onChange: (next: ReminderDraft) => void;
}) {
  const { t } = useTranslation('feed');
  const id = useId();
  return (
    <fieldset className="feed-reminder">
      <legend>{t('reminder')}</legend>
      <label htmlFor={`${id}-when`}>{t('reminderWhen')}</label>
      <input
        id={`${id}-when`}
        type="datetime-local"
        className="input"
        value={value.when}
        onChange={(event) => onChange({ ...value, when: event.target.value })}
      />
      <label htmlFor={`${id}-type`}>{t('reminderType')}</label>
      <select
        id={`${id}-type`}
        className="input"
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as ReminderType })}
      >
        {Object.keys(reminderTypes).map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
