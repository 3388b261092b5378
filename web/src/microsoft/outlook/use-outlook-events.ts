import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CalendarEvent } from '../../calendar/calendar-layout';
import { queryWindow } from '../../calendar/calendar-range';
import { alertMessage } from '../../ui/prompts';
import { fetchOutlookCalendars, fetchOutlookEvents, type OutlookCalendar } from '../microsoft-api';
import { useMicrosoftStatus } from '../use-microsoft-status';
import { toCalendarEvent } from './outlook-events';
import { loadChosenCalendars, saveChosenCalendars, shownCalendars } from './outlook-selection';

const none: CalendarEvent[] = [];
const noCalendars: OutlookCalendar[] = [];

/**
 * The signed-in user's Outlook events for the calendar's query window (spec 001 sections 7 and
 * 8), beside Strata's own: only for a user who connected Microsoft 365; their calendars first
 * (none: 'Unable to find user calendars: User has no outlook calendars'), then each chosen
 * calendar's view. A failing calendar is logged and left out; Strata's events never wait. None
 * at all when the organisation has not enabled Outlook calendars.
 */
export function useOutlookEvents(date: Date) {
  const { t } = useTranslation('microsoft');
  const status = useMicrosoftStatus();
  const connected = status?.connected === true && status.calendars;
  const [chosen, setChosen] = useState(loadChosenCalendars);

  const calendars = useSWR(
    connected ? 'outlook-calendars' : null,
    async () => {
      const found = await fetchOutlookCalendars();
      if (found.length === 0) throw new Error(t('outlook.noCalendars'));
      return found;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useEffect(() => {
    if (!calendars.error) return;
    const message = calendars.error instanceof Error ? calendars.error.message : String(calendars.error);
    console.warn('Outlook calendars', message);
    void alertMessage(t('outlook.unableToFind', { message }));
  }, [calendars.error, t]);

  const all = calendars.data ?? noCalendars;
  const shown = useMemo(() => shownCalendars(all, chosen), [all, chosen]);
  // the window moves with the month only, as Strata's own query does
  const year = date.getFullYear();
  const month = date.getMonth();
  const range = useMemo(() => queryWindow(new Date(year, month, 1)), [year, month]);
  const noSubject = t('outlook.noSubject');
  const { data } = useSWR(
    shown.length > 0 ? ['outlook-events', shown.join(','), range.from.toISOString()] : null,
    async () => {
      const answers = await Promise.allSettled(
        shown.map((id) => fetchOutlookEvents(id, range.from, range.to)),
      );
      return answers.flatMap((answer, index) => {
        const calendar = all.find((one) => one.id === shown[index]);
        if (answer.status === 'rejected') {
          console.warn('Outlook calendar view failed', calendar?.name, (answer.reason as Error)?.message);
          return [];
        }
        return calendar
          ? answer.value.flatMap((event) => toCalendarEvent(calendar, event, noSubject) ?? [])
          : [];
      });
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  const toggle = useCallback(
    (id: string) => {
      const next = shown.includes(id) ? shown.filter((one) => one !== id) : [...shown, id];
      saveChosenCalendars(next);
      setChosen(next);
    },
    [shown],
  );
  return { calendars: all, shown, toggle, events: data ?? none };
}
