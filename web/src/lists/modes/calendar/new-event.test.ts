import { describe, expect, it } from 'vitest';
import { calendarFields } from './calendar-fields.js';
import { draftEvent, isNewEvent, newEventId, newEventInit, newEventRecord } from './new-event.js';

describe('the temporary new event', () => {
  const start = new Date(2026, 5, 3, 15, 0);

  it('is an hour long, id __new, in the group clicked', () => {
    const draft = draftEvent(start, 'team-1', 'New event');
    expect(draft).toMatchObject({ id: newEventId, name: 'New event', group: 'team-1', record: {} });
    expect(draft.end.getTime() - draft.start.getTime()).toBe(3_600_000);
    expect(isNewEvent(draft)).toBe(true);
    expect(isNewEvent({ id: 'a1' })).toBe(false);
    expect(draftEvent(start, undefined, 'x')).not.toHaveProperty('group');
  });

  it('gives the new record its start, end and group lookup', () => {
    const draft = { ...draftEvent(start, 'u1', 'x'), end: new Date(2026, 5, 3, 15, 45) };
    expect(
      newEventInit({ start: 'scheduledstart', end: 'scheduledend', groupBy: 'ownerid' }, draft, 'systemuser'),
    ).toEqual({
      scheduledstart: start.toISOString(),
      scheduledend: new Date(2026, 5, 3, 15, 45).toISOString(),
      ownerid: { id: 'u1', name: 'systemuser' },
    });
    // no end field, no grouping: the start alone
    expect(newEventInit({ start: 'due', end: null, groupBy: null }, draft, undefined)).toEqual({
      due: start.toISOString(),
    });
  });

  it('saves as a record with its name, start, end and group', () => {
    const draft = draftEvent(start, 'u1', 'New event');
    const fields = { start: 'scheduledstart', end: 'scheduledend', groupBy: 'ownerid', name: 'name' };
    expect(newEventRecord(fields, draft, 'systemuser')).toEqual({
      name: 'New event',
      scheduledstart: start.toISOString(),
      scheduledend: new Date(start.getTime() + 3_600_000).toISOString(),
      ownerid: { id: 'u1', name: 'systemuser' },
    });
    // an object without a text field: no name is invented
    expect(newEventRecord({ ...fields, name: 'id', groupBy: null }, draft, undefined)).not.toHaveProperty(
      'id',
    );
  });

  it("keeps the new-record form only when the view's calendar asks for it", () => {
    const object = {
      logicalName: 'activity',
      displayName: 'Activity',
      displayNamePlural: 'Activities',
      type: 'standard',
      properties: [
        { logicalName: 'name', displayName: 'Name', type: 'String', flags: [] },
        { logicalName: 'scheduledstart', displayName: 'Start', type: 'DateTime', flags: [] },
      ],
    } as unknown as Parameters<typeof calendarFields>[0];
    const body = (calendar: unknown) => ({ calendar }) as unknown as Parameters<typeof calendarFields>[1];
    expect(calendarFields(object, body({}))?.newEventOpensForm).toBeUndefined();
    expect(calendarFields(object, body({ newEventOpensForm: 'yes' }))?.newEventOpensForm).toBeUndefined();
    expect(calendarFields(object, body({ newEventOpensForm: true }))?.newEventOpensForm).toBe(true);
  });
});
