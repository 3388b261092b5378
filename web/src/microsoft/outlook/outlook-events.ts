import type { CalendarEvent } from '../../calendar/calendar-layout';
import type { OutlookCalendar, OutlookEvent } from '../microsoft-api';

/** External events' ids start with this, so the calendar can tell them from records. */
const prefix = 'outlook:';

/** Outlook's default calendar colour, for a calendar that has none. */
export const outlookBlue = '#0078d4';

export function isOutlookEvent(event: Pick<CalendarEvent, 'id'>): boolean {
  return event.id.startsWith(prefix);
}

/** The web link of an Outlook event (only https links are kept by the server). */
export function outlookLink(event: CalendarEvent): string | null {
  const link = event.record.webLink;
  return typeof link === 'string' ? link : null;
}

/** An Outlook event as the calendar draws it: read-only, in its calendar's colour. */
export function toCalendarEvent(
  calendar: OutlookCalendar,
  event: OutlookEvent,
  noSubject: string,
): CalendarEvent | null {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return {
    id: `${prefix}${calendar.id}:${event.id}`,
    name: event.subject || noSubject,
    start,
    end,
    color: calendar.color ?? outlookBlue,
    record: { outlook: true, calendar: calendar.name, webLink: event.webLink },
  };
}
