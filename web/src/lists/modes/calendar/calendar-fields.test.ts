import { describe, expect, it } from 'vitest';
import type { ListViewBody } from '../../../list-views/list-definition.js';
import type { ObjectMeta } from '../../../metadata/object-metadata.js';
import { calendarFields, eventColor, groupsOf, toEvent } from './calendar-fields.js';

const object = {
  logicalName: 'activity',
  displayName: 'Activity',
  properties: [
    { logicalName: 'createdon', displayName: 'Created', type: 'DateTime', flags: [] },
    { logicalName: 'name', displayName: 'Subject', type: 'String', flags: [] },
    { logicalName: 'ownerid', displayName: 'Owner', type: 'Lookup', flags: [], targets: ['systemuser'] },
    { logicalName: 'scheduledstart', displayName: 'Start', type: 'DateTime', flags: [] },
    { logicalName: 'scheduledend', displayName: 'End', type: 'DateTime', flags: [] },
    { logicalName: 'duedate', displayName: 'Due', type: 'DateTime', flags: [] },
  ],
} as unknown as ObjectMeta;
const body = (calendar?: unknown) => ({ query: { entity: { name: 'activity' } }, calendar }) as ListViewBody;

describe('calendar fields', () => {
  it('guesses the first two non-system date-times', () => {
    expect(calendarFields(object, body())).toEqual({
      start: 'scheduledstart',
      end: 'scheduledend',
      name: 'name',
      groupBy: null,
    });
    const typed = {
      ...object,
      properties: [...object.properties, { logicalName: 'activitytypecode', type: 'String' }],
    };
    expect(calendarFields(typed as ObjectMeta, body())?.typed).toBe(true);
  });

  it('takes the view settings when they name fitting properties', () => {
    expect(
      calendarFields(object, body({ start: 'duedate', end: 'scheduledend', groupBy: 'ownerid' })),
    ).toEqual({
      start: 'duedate',
      end: 'scheduledend',
      name: 'name',
      groupBy: 'ownerid',
    });
    // a wrong type or unknown name falls back
    expect(calendarFields(object, body({ start: 'name', groupBy: 'scheduledend' }))).toMatchObject({
      start: 'scheduledstart',
      groupBy: null,
    });
  });

  it('answers null without a date-time', () => {
    const plain = { ...object, properties: object.properties.slice(0, 3) } as ObjectMeta;
    expect(calendarFields(plain, body())).toBeNull();
  });

  it('turns records into events, an hour long without an end', () => {
    const fields = { start: 'scheduledstart', end: 'scheduledend', name: 'name', groupBy: 'ownerid' };
    const owner = { id: 'u1', name: 'systemuser', label: 'Ann' };
    const event = toEvent(
      { id: 'a', name: 'Call', scheduledstart: '2024-06-12T09:00:00Z', scheduledend: null, ownerid: owner },
      fields,
    );
    expect((event?.end.getTime() ?? 0) - (event?.start.getTime() ?? 0)).toBe(3_600_000);
    expect(event).toMatchObject({ id: 'a', name: 'Call', group: 'u1' });
    expect(toEvent({ id: 'b', scheduledstart: null }, fields)).toBeNull();
    expect(
      groupsOf(
        [{ ownerid: owner }, { ownerid: { id: 'u0', name: 'systemuser', label: 'Adam' } }, {}],
        'ownerid',
      ),
    ).toEqual([
      { id: 'u0', label: 'Adam' },
      { id: 'u1', label: 'Ann' },
    ]);
  });

  it('colours events: configured, else Meeting blue, canceled Meeting red, other types grey', () => {
    const fields = { start: 's', end: null, name: 'name', groupBy: null, typed: true };
    expect(eventColor({ activitytypecode: 'Meeting', statecode: 0 }, fields)).toBe('#0071eb');
    expect(eventColor({ activitytypecode: 'Meeting', statecode: 2 }, fields)).toBe('#c62828');
    expect(eventColor({ activitytypecode: 'Call' }, fields)).toBe('#8a8886');
    expect(eventColor({ activitytypecode: 'Call' }, { ...fields, color: '#123456' })).toBe('#123456');
    expect(eventColor({}, { ...fields, typed: false })).toBeUndefined();
    expect(calendarFields(object, body({ color: '#abc' }))?.color).toBe('#abc');
    expect(calendarFields(object, body({ color: 'red;background:url(x)' }))?.color).toBeUndefined();
  });
});
