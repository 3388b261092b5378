import type { WhatsNextReminder } from '@strata/api/contract/whatsnext';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { updateRecord } from '../data/data-api';
import { formatDateValue } from '../fields/dates/date-format';
import { recordPath } from '../fields/lookup/use-app-id';
import { showToast } from '../ui/toasts';

type Props = {
  reminders: readonly WhatsNextReminder[];
  appId: string;
  /** the user may update activities: Mark Done is offered */
  mayUpdate: boolean;
  /** after a reminder was marked done: load the list again */
  onChanged: () => void;
};

/**
 * The built-in section of due reminders: the owner's activities scheduled on or before the
 * reference date and not completed. Mark Done sets iscompleted through the normal update
 * (with the version read, so someone else's change in between is a conflict, not lost).
 */
export function RemindersSection({ reminders, appId, mayUpdate, onChanged }: Props) {
  const { t, i18n } = useTranslation('whatsnext');
  const [busy, setBusy] = useState<string | null>(null);

  const markDone = async (reminder: WhatsNextReminder) => {
    setBusy(reminder.id);
    try {
      await updateRecord(
        'activity',
        { id: reminder.id, versionnumber: reminder.versionnumber, iscompleted: true },
        'update',
      );
      showToast(t('reminders.marked', { name: reminder.name ?? '' }));
      onChanged();
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="wn-reminders" aria-labelledby="wn-reminders-title">
      <h2 id="wn-reminders-title">{t('reminders.title')}</h2>
      {reminders.length === 0 ? (
        <p className="empty-state">{t('reminders.empty')}</p>
      ) : (
        <ul className="wn-reminder-list">
          {reminders.map((reminder) => (
            <li key={reminder.id} className="wn-reminder">
              {reminder.activitytypecode && <span className="wn-type">{reminder.activitytypecode}</span>}
              <span className="wn-reminder-main">
                <Link to={recordPath(appId, 'activity', reminder.id)}>{reminder.name || t('noName')}</Link>
                {reminder.regardingobjectid && (
                  <Link
                    className="muted wn-regarding"
                    to={recordPath(appId, reminder.regardingobjectid.name, reminder.regardingobjectid.id)}
                  >
                    {reminder.regardingobjectid.label ?? ''}
                  </Link>
                )}
              </span>
              <span className="muted wn-due">
                {formatDateValue(reminder.scheduledstart, { dateOnly: false, utc: false }, i18n.language)}
              </span>
              {mayUpdate && (
                <button
                  type="button"
                  className="button wn-done"
                  disabled={busy === reminder.id}
                  aria-label={t('reminders.markDoneNamed', { name: reminder.name ?? '' })}
                  onClick={() => void markDone(reminder)}
                >
                  <Check size={16} aria-hidden="true" />
                  {t('reminders.markDone')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
