import { useTranslation } from 'react-i18next';
import type { OutlookCalendar } from '../microsoft-api';
import { outlookBlue } from './outlook-events';
import './outlook.css';

type Props = { calendars: OutlookCalendar[]; shown: readonly string[]; onToggle: (id: string) => void };

/** The user's Outlook calendars, each a toggle in its colour; the choice is remembered. */
export function OutlookToggles({ calendars, shown, onToggle }: Props) {
  const { t } = useTranslation('microsoft');
  if (calendars.length === 0) return null;
  return (
    <fieldset className="cal-groups outlook-calendars" aria-label={t('outlook.calendars')}>
      {calendars.map((calendar) => (
        <button
          key={calendar.id}
          type="button"
          className="button cal-chip"
          aria-pressed={shown.includes(calendar.id)}
          style={{ borderLeftColor: calendar.color ?? outlookBlue }}
          onClick={() => onToggle(calendar.id)}
        >
          {calendar.name}
        </button>
      ))}
    </fieldset>
  );
}
