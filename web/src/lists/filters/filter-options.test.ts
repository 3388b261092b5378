import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import type { QuickFilterDefinition } from '../../list-views/quick-filter.js';
import { filterOptions, initialOptionsSelection, toggleOption } from './filter-options.js';

const yesNo = { yes: 'Yes', no: 'No' };
const industry: PropertyDefinition = {
  logicalName: 'industrycode',
  displayName: 'Industry',
  type: 'Integer',
  flags: ['OptionSet'],
  richOptions: [
    { value: 1, label: 'Manufacturing' },
    { value: 2, label: 'Retail' },
    { value: 3, label: 'Wholesale' },
  ],
};
const definition = (extra: Partial<QuickFilterDefinition> = {}): QuickFilterDefinition => ({
  name: 'industrycode',
  propertyName: 'industrycode',
  type: 'options',
  ...extra,
});
const values = (options: { value: unknown }[]) => options.map((option) => option.value);

describe('filterOptions', () => {
  it('takes the property options, narrowed by included and excluded options', () => {
    expect(values(filterOptions(definition(), industry, yesNo))).toEqual([1, 2, 3]);
    expect(values(filterOptions(definition({ includedOptions: [1, '3'] }), industry, yesNo))).toEqual([1, 3]);
    expect(values(filterOptions(definition({ excludedOptions: [2] }), industry, yesNo))).toEqual([1, 3]);
  });
  it('direct options win, as a list or as VALUE;LABEL lines typed to the property', () => {
    const lines = filterOptions(definition({ directOptions: '2;Shops\n3;Big shops;#f00' }), industry, yesNo);
    expect(lines).toEqual([
      { value: 2, label: 'Shops' },
      { value: 3, label: 'Big shops', color: '#f00' },
    ]);
    expect(
      filterOptions(definition({ directOptions: [{ value: 9, label: 'Nine' }] }), industry, yesNo),
    ).toEqual([{ value: 9, label: 'Nine' }]);
  });
  it('a Boolean without options gets yes and no; plain options become value=label', () => {
    const flag: PropertyDefinition = {
      logicalName: 'ispaid',
      displayName: 'Paid',
      type: 'Boolean',
      flags: [],
    };
    expect(filterOptions(definition(), flag, yesNo)).toEqual([
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
    const plain: PropertyDefinition = { ...flag, type: 'String', options: ['a', 'b'] };
    expect(values(filterOptions(definition(), plain, yesNo))).toEqual(['a', 'b']);
    expect(filterOptions(definition(), undefined, yesNo)).toEqual([]);
  });
});

describe('initial selection', () => {
  const options = filterOptions(definition(), industry, yesNo);
  it('takes the initial option(s), one unless multiSelect', () => {
    expect(initialOptionsSelection(definition({ initialOption: [2, 3] }), options)).toEqual({ values: [2] });
    expect(
      initialOptionsSelection(definition({ initialOption: [2, 3], multiSelect: true }), options),
    ).toEqual({
      values: [2, 3],
    });
    expect(initialOptionsSelection(definition({ initialOption: '3' }), options)).toEqual({ values: [3] });
    expect(initialOptionsSelection(definition(), options)).toBeUndefined();
  });
  it('mustSelect falls back to the default option, else the first', () => {
    expect(initialOptionsSelection(definition({ mustSelect: true, defaultOption: 2 }), options)).toEqual({
      values: [2],
    });
    expect(initialOptionsSelection(definition({ mustSelect: true }), options)).toEqual({ values: [1] });
  });
});

describe('toggleOption', () => {
  const options = filterOptions(definition(), industry, yesNo);
  it('single-select replaces, and a second click clears', () => {
    expect(toggleOption(definition(), options, [1], 2)).toEqual([2]);
    expect(toggleOption(definition(), options, [2], 2)).toEqual([]);
  });
  it('multiSelect toggles', () => {
    const multi = definition({ multiSelect: true });
    expect(toggleOption(multi, options, [1], 2)).toEqual([1, 2]);
    expect(toggleOption(multi, options, [1, 2], 1)).toEqual([2]);
  });
  it('mustSelect cannot be emptied', () => {
    expect(toggleOption(definition({ mustSelect: true, defaultOption: 3 }), options, [2], 2)).toEqual([3]);
    expect(toggleOption(definition({ mustSelect: true, multiSelect: true }), options, [2], 2)).toEqual([1]);
  });
});
