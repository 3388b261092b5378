import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { isLookupValue, type RecordValues } from '../../../data/data-api';
import type { ListViewBody } from '../../../list-views/list-definition';
import type { ObjectMeta } from '../../../metadata/object-metadata';

/** The fields a calendar draws from: from the view body's `calendar` settings, else guessed. */
export type CalendarFields = {
  start: string;
  end: string | null;
  name: string;
  groupBy: string | null;
  /** the view's configured event colour */
  color?: string | undefined;
  /** whether records carry an activity type, which picks the colour when none is configured */
  typed?: boolean | undefined;
  /**
   * The view's `calendar.newEventOpensForm: true`: a click on the temporary new event opens the
   * new-record form (the older behaviour) instead of a double-click saving it (spec 001 s. 2).
   */
  newEventOpensForm?: true | undefined;
};

type CalendarSettings = {
  start?: unknown;
  end?: unknown;
  groupBy?: unknown;
  color?: unknown;
  newEventOpensForm?: unknown;
};

/** Bookkeeping date-times every record has; never a calendar's start or end. */
const systemFields = new Set(['createdon', 'modifiedon', 'overriddencreatedon']);

/** The date-times a calendar could place the entity's records by, in property order. */
export function calendarDates(object: ObjectMeta): string[] {
  return object.properties
    .filter((property) => property.type === 'DateTime' && !systemFields.has(property.logicalName))
    .map((property) => property.logicalName);
}

/**
 * Picks the start and end: the view body's `calendar: { start, end, groupBy }` when it names
 * properties of the entity, else the first two DateTime non-system properties. Null when the
 * entity has no date-time to place records by.
 */
export function calendarFields(object: ObjectMeta, body: ListViewBody): CalendarFields | null {
  const settings = ((body as { calendar?: CalendarSettings }).calendar ?? {}) as CalendarSettings;
  const has = (name: unknown, type?: string): name is string =>
    typeof name === 'string' &&
    object.properties.some((property) => property.logicalName === name && (!type || property.type === type));
  const dates = calendarDates(object);
  const start = has(settings.start, 'DateTime') ? settings.start : dates[0];
  if (!start) return null;
  const end = has(settings.end, 'DateTime') ? settings.end : (dates.find((name) => name !== start) ?? null);
  const name = has('name')
    ? 'name'
    : (object.properties.find((property) => property.type === 'String')?.logicalName ?? 'id');
  const groupBy = has(settings.groupBy, 'Lookup') ? settings.groupBy : null;
  const color =
    typeof settings.color === 'string' && cssColor.test(settings.color) ? settings.color : undefined;
  return {
    start,
    end,
    name,
    groupBy,
    ...(color ? { color } : {}),
    ...(has('activitytypecode') ? { typed: true } : {}),
    ...(settings.newEventOpensForm === true ? { newEventOpensForm: true as const } : {}),
  };
}

/** A hex colour: what a view may configure, and nothing that could smuggle other CSS in. */
const cssColor = /^#[0-9a-f]{3,8}$/i;

/** Canceled is statecode 2, as for activities elsewhere in the product. */
const canceledState = 2;

/**
 * An event's colour (spec 001 section 3): the configured colour; otherwise, for activities, a
 * Meeting is blue, a canceled Meeting red and other types grey. Undefined leaves the CSS default.
 */
export function eventColor(record: RecordValues, fields: CalendarFields): string | undefined {
  if (fields.color) return fields.color;
  if (!fields.typed) return undefined;
  if (record.activitytypecode !== 'Meeting') return '#8a8886';
  return record.statecode === canceledState ? '#c62828' : '#0071eb';
}

/** The default length of an event without an end (spec 001 section 9: one hour). */
export const defaultEventMs = 3_600_000;

/** A record as a calendar event; null without a readable start. */
export function toEvent(record: RecordValues, fields: CalendarFields): CalendarEvent | null {
  const start = parseDate(record[fields.start]);
  if (!start) return null;
  const parsedEnd = fields.end ? parseDate(record[fields.end]) : null;
  const end = parsedEnd && parsedEnd >= start ? parsedEnd : new Date(start.getTime() + defaultEventMs);
  const group = fields.groupBy ? record[fields.groupBy] : undefined;
  const name = record[fields.name];
  return {
    id: String(record.id),
    name: typeof name === 'string' ? name : '',
    start,
    end,
    group: isLookupValue(group) ? group.id : undefined,
    color: eventColor(record, fields),
    record,
  };
}

function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The groups of the loaded events in grouped day view: lookup id and label, by label. */
export function groupsOf(records: readonly RecordValues[], groupBy: string): { id: string; label: string }[] {
  const groups = new Map<string, string>();
  for (const record of records) {
    const value = record[groupBy];
    if (isLookupValue(value)) groups.set(value.id, value.label ?? value.id);
  }
  return [...groups].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
}
