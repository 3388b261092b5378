import type { Client } from '@microsoft/microsoft-graph-client';

import type { OutlookCalendar, OutlookEvent } from '../../contract/microsoft.js';

export type { OutlookCalendar, OutlookEvent };

/** The calendar-service view top of the spec (001 section 9): at most 500 events per calendar. */
export const calendarViewTop = 500;

type GraphDateTime = { dateTime?: string; timeZone?: string };

/** Graph's dateTime (no offset; UTC because we ask for it) as an ISO instant. */
function instant(value: GraphDateTime | undefined): string {
  const text = value?.dateTime ?? '';
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** GET me/calendars: the user's Outlook calendars (spec 001 section 7). */
export async function listCalendars(client: Client): Promise<OutlookCalendar[]> {
  const answer = (await client.api('/me/calendars').select(['id', 'name', 'hexColor']).get()) as {
    value?: { id?: string; name?: string; hexColor?: string }[];
  };
  return (answer.value ?? [])
    .filter((calendar) => typeof calendar.id === 'string')
    .map((calendar) => ({
      id: String(calendar.id),
      name: String(calendar.name ?? ''),
      color: /^#[0-9a-f]{6}$/i.test(calendar.hexColor ?? '') ? (calendar.hexColor as string) : null,
    }));
}

/**
 * GET me/calendars/{id}/calendarView with startDateTime, endDateTime and $top=500 (spec 001
 * section 7): the events overlapping the window, times in UTC.
 */
export async function calendarView(
  client: Client,
  calendarId: string,
  start: Date,
  end: Date,
): Promise<OutlookEvent[]> {
  const answer = (await client
    .api(`/me/calendars/${encodeURIComponent(calendarId)}/calendarView`)
    .query({ startDateTime: start.toISOString(), endDateTime: end.toISOString() })
    .top(calendarViewTop)
    .select(['id', 'subject', 'start', 'end', 'webLink'])
    .header('Prefer', 'outlook.timezone="UTC"')
    .get()) as {
    value?: { id?: string; subject?: string; start?: GraphDateTime; end?: GraphDateTime; webLink?: string }[];
  };
  return (answer.value ?? []).flatMap((event) => {
    const from = instant(event.start);
    const to = instant(event.end);
    if (!event.id || !from || !to) return [];
    const link =
      typeof event.webLink === 'string' && /^https:\/\//i.test(event.webLink) ? event.webLink : null;
    return [{ id: event.id, subject: String(event.subject ?? ''), start: from, end: to, webLink: link }];
  });
}
