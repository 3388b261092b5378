import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import { adHocFilter, isFilterable } from './ad-hoc-filter.js';

const property = (type: PropertyDefinition['type'], flags: PropertyDefinition['flags'] = [], extra = {}) =>
  ({ logicalName: 'p', displayName: 'P', type, flags, ...extra }) as PropertyDefinition;

describe('ad-hoc filters', () => {
  it('picks the filter kind from the property', () => {
    expect(adHocFilter(property('Integer', ['OptionSet'])).type).toBe('options');
    expect(adHocFilter(property('Integer', ['OptionSet'])).multiSelect).toBe(true);
    expect(adHocFilter(property('Boolean')).multiSelect).toBe(false);
    expect(adHocFilter(property('DateTime', ['DateOnly'])).type).toBe('daterange');
    expect(adHocFilter(property('Money')).type).toBe('numericrange');
    expect(adHocFilter(property('Lookup', [], { targets: ['account'] }))).toMatchObject({
      type: 'lookup',
      objectName: 'account',
    });
    expect(adHocFilter(property('String'))).toEqual({
      name: '+p',
      propertyName: 'p',
      label: 'P',
      type: 'text',
    });
  });
  it('leaves out what cannot be filtered', () => {
    expect(isFilterable(property('Binary'))).toBe(false);
    expect(isFilterable(property('String', ['Image']))).toBe(false);
    expect(isFilterable(property('Guid'))).toBe(false);
    expect(isFilterable(property('String', ['Email']))).toBe(true);
  });
});
