import { describe, expect, it } from 'vitest';
import type { ObjectMeta, PropertyMeta } from '../../metadata/object-metadata.js';
import { bothFilters, filterKind, nextDay, widgetFilter } from './filter-conditions.js';

const property = (logicalName: string, type: string, flags: string[] = [], targets?: string[]) =>
  ({
    logicalName,
    displayName: logicalName,
    type,
    flags,
    ...(targets ? { targets } : {}),
  }) as unknown as PropertyMeta;

const opportunity = {
  logicalName: 'opportunity',
  properties: [
    property('stage', 'String', ['OptionSet']),
    property('ownerid', 'Lookup', [], ['systemuser']),
    property('createdon', 'DateTime'),
    property('actualclosedate', 'DateTime', ['DateOnly']),
  ],
} as unknown as ObjectMeta;
const account = {
  logicalName: 'account',
  properties: [property('stage', 'String')],
} as unknown as ObjectMeta;

describe('dashboard filter conditions', () => {
  it('know the filter kind of a property', () => {
    expect(filterKind(opportunity.properties[0])).toBe('options');
    expect(filterKind(opportunity.properties[1])).toBe('lookup');
    expect(filterKind(opportunity.properties[2])).toBe('daterange');
    expect(filterKind(property('name', 'String'))).toBeNull();
    expect(filterKind(undefined)).toBeNull();
  });

  it('turn checked options and lookups into in-conditions', () => {
    const filter = widgetFilter(
      opportunity,
      [
        { field: 'stage', kind: 'options' },
        { field: 'ownerid', kind: 'lookup' },
      ],
      { stage: { values: ['qualify', 'close'] }, ownerid: { values: ['u1'] } },
    );
    expect(filter).toEqual({
      type: 'and',
      conditions: [
        { attribute: 'stage', operator: 'in', value: ['qualify', 'close'] },
        { attribute: 'ownerid', operator: 'in', value: ['u1'] },
      ],
    });
  });

  it('include the whole to-day of a date range', () => {
    const filters = [{ field: 'actualclosedate', kind: 'daterange' as const }];
    expect(
      widgetFilter(opportunity, filters, { actualclosedate: { from: '2026-01-01', to: '2026-01-31' } }),
    ).toEqual({
      type: 'and',
      conditions: [
        { attribute: 'actualclosedate', operator: 'ge', value: '2026-01-01' },
        { attribute: 'actualclosedate', operator: 'lt', value: '2026-02-01' },
      ],
    });
    const local = widgetFilter(opportunity, [{ field: 'createdon', kind: 'daterange' }], {
      createdon: { to: '2026-02-28' },
    });
    expect(local?.conditions?.[0]?.value).toBe(new Date('2026-03-01T00:00:00').toISOString());
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });

  it('leave out widgets whose entity lacks the field, or has it with another kind', () => {
    const filters = [{ field: 'stage', kind: 'options' as const }];
    expect(widgetFilter(account, filters, { stage: { values: ['close'] } })).toBeUndefined();
    expect(widgetFilter(opportunity, filters, { stage: { values: [] } })).toBeUndefined();
  });

  it('keep the widget extraFetch beside the filters', () => {
    const extra = {
      type: 'and' as const,
      conditions: [{ attribute: 'statecode', operator: 'eq' as const, value: 0 }],
    };
    expect(widgetFilter(opportunity, [], {}, extra)).toBe(extra);
    expect(
      widgetFilter(
        opportunity,
        [{ field: 'stage', kind: 'options' }],
        { stage: { values: ['close'] } },
        extra,
      ),
    ).toEqual({
      type: 'and',
      filters: [
        extra,
        { type: 'and', conditions: [{ attribute: 'stage', operator: 'in', value: ['close'] }] },
      ],
    });
    expect(bothFilters(undefined, null)).toBeUndefined();
    expect(bothFilters(extra, null)).toBe(extra);
  });
});
