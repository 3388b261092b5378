import { describe, expect, it } from 'vitest';
import { isOutlookEvent, outlookLink, toCalendarEvent } from './outlook-events.js';
import { shownCalendars } from './outlook-selection.js';

describe('Outlook events in calendar mode', () => {
  const calendar = { id: 'c1', name: 'Calendar', color: null };

  it('become read-only calendar events in their calendar’s colour, with their link', () => {
    const event = toCalendarEvent(
      calendar,
      {
        id: 'e1',
        subject: '',
        start: '2026-03-10T09:00:00.000Z',
        end: '2026-03-10T10:00:00.000Z',
        webLink: 'https://o/e1',
      },
      '(no subject)',
    );
    expect(event).toMatchObject({ id: 'outlook:c1:e1', name: '(no subject)', color: '#0078d4' });
    expect(event && isOutlookEvent(event)).toBe(true);
    expect(event && outlookLink(event)).toBe('https://o/e1');
    expect(isOutlookEvent({ id: '3f1c' })).toBe(false);
    expect(
      toCalendarEvent(calendar, { id: 'x', subject: 's', start: 'bad', end: 'bad', webLink: null }, '-'),
    ).toBeNull();
  });

  it('come from the calendars the user chose, or all of them', () => {
    const all = [{ id: 'a' }, { id: 'b' }];
    expect(shownCalendars(all, null)).toEqual(['a', 'b']);
    expect(shownCalendars(all, ['b', 'gone'])).toEqual(['b']);
    expect(shownCalendars(all, [])).toEqual([]);
  });
});
