import { describe, expect, it } from 'vitest';
import type { ObjectMeta } from '../metadata/object-metadata.js';
import { groupFilter, toggleGroup } from './group-filter.js';

const object = {
  logicalName: 'invoice',
  properties: [
    { logicalName: 'invoicedate', displayName: 'Date', type: 'DateTime', flags: ['DateOnly'] },
    { logicalName: 'createdon', displayName: 'Created', type: 'DateTime', flags: ['UTC'] },
  ],
} as unknown as ObjectMeta;

describe('groupFilter', () => {
  it('matches a column group by value, a lookup by id, an empty group by null', () => {
    expect(groupFilter([{ field: 'stage', method: 'column' }], ['qualify'], object)).toEqual({
      type: 'and',
      conditions: [{ attribute: 'stage', operator: 'eq', value: 'qualify' }],
    });
    expect(
      groupFilter([{ field: 'accountid', method: 'column' }], [{ id: 'a1', name: 'account' }], object),
    ).toEqual({ type: 'and', conditions: [{ attribute: 'accountid', operator: 'eq', value: 'a1' }] });
    expect(groupFilter([{ field: 'accountid', method: 'column' }], [null], object)).toEqual({
      type: 'and',
      conditions: [{ attribute: 'accountid', operator: 'null' }],
    });
    expect(groupFilter([{ field: 'paid', method: 'column' }], [false], object)?.conditions).toEqual([
      { attribute: 'paid', operator: 'eq', value: false },
    ]);
  });

  it('matches a date group with a ge/lt range (dates for date-only fields)', () => {
    expect(groupFilter([{ field: 'createdon', method: 'month' }], ['2026-12'], object)).toEqual({
      type: 'and',
      conditions: [
        { attribute: 'createdon', operator: 'ge', value: '2026-12-01T00:00:00.000Z' },
        { attribute: 'createdon', operator: 'lt', value: '2027-01-01T00:00:00.000Z' },
      ],
    });
    expect(groupFilter([{ field: 'invoicedate', method: 'week' }], ['2026-W01'], object)?.conditions).toEqual(
      [
        { attribute: 'invoicedate', operator: 'ge', value: '2025-12-29' },
        { attribute: 'invoicedate', operator: 'lt', value: '2026-01-05' },
      ],
    );
  });

  it('combines several groups and refuses unreadable keys', () => {
    expect(
      groupFilter(
        [
          { field: 'createdon', method: 'year' },
          { field: 'stage', method: 'column' },
        ],
        [2026, 'win'],
        object,
      )?.conditions,
    ).toEqual([
      { attribute: 'createdon', operator: 'ge', value: '2026-01-01T00:00:00.000Z' },
      { attribute: 'createdon', operator: 'lt', value: '2027-01-01T00:00:00.000Z' },
      { attribute: 'stage', operator: 'eq', value: 'win' },
    ]);
    expect(groupFilter([{ field: 'createdon', method: 'week' }], ['2026-W54'], object)).toBeNull();
  });
});

describe('toggleGroup', () => {
  const groups = [{ field: 'stage', method: 'column' as const }];
  const win = { key: '["win"]', groups: ['win'] };
  const lose = { key: '["lose"]', groups: ['lose'] };

  it('selects a group, switches to another, and clears on a second click', () => {
    expect(toggleGroup(null, win, groups, object)).toEqual({
      key: '["win"]',
      condition: { type: 'and', conditions: [{ attribute: 'stage', operator: 'eq', value: 'win' }] },
    });
    expect(toggleGroup('["win"]', lose, groups, object)?.key).toBe('["lose"]');
    expect(toggleGroup('["win"]', win, groups, object)).toEqual({ key: null, condition: null });
    expect(toggleGroup('["win"]', null, groups, object)).toEqual({ key: null, condition: null });
  });

  it('ignores a click on a group it cannot filter on', () => {
    const week = [{ field: 'createdon', method: 'week' as const }];
    expect(toggleGroup(null, { key: '["2026-W99"]', groups: ['2026-W99'] }, week, object)).toBeUndefined();
  });
});
