import type { CalendarEvent } from '../../../calendar/calendar-layout';
import type { CalendarFields } from './calendar-fields';
import { defaultEventMs } from './calendar-fields';

/** The temporary event's id (spec 001 section 2: "a new event is a temporary item with id __new"). */
export const newEventId = '__new';

export const isNewEvent = (event: Pick<CalendarEvent, 'id'>) => event.id === newEventId;

/** The temporary event placed by a double-click: an hour long, in the group clicked. */
export function draftEvent(start: Date, group: string | undefined, name: string): CalendarEvent {
  return {
    id: newEventId,
    name,
    start,
    end: new Date(start.getTime() + defaultEventMs),
    ...(group ? { group } : {}),
    record: {},
  };
}

/**
 * The record a double-click on the temporary event saves (spec 001 section 2): its start, end
 * and group, and the event's name in the name field (the server adds the property defaults).
 */
export function newEventRecord(
  fields: Pick<CalendarFields, 'start' | 'end' | 'groupBy' | 'name'>,
  draft: CalendarEvent,
  groupTarget: string | undefined,
): Record<string, unknown> {
  const record = newEventInit(fields, draft, groupTarget);
  if (fields.name !== 'id' && draft.name) record[fields.name] = draft.name;
  return record;
}

/**
 * The new record's starting values (the form's init parameter): the temporary event's start,
 * end and, in grouped day view, the group's lookup.
 */
export function newEventInit(
  fields: Pick<CalendarFields, 'start' | 'end' | 'groupBy'>,
  draft: CalendarEvent,
  groupTarget: string | undefined,
): Record<string, unknown> {
  const init: Record<string, unknown> = { [fields.start]: draft.start.toISOString() };
  if (fields.end) init[fields.end] = draft.end.toISOString();
  if (fields.groupBy && groupTarget && draft.group)
    init[fields.groupBy] = { id: draft.group, name: groupTarget };
  return init;
}
