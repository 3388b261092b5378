import { describe, expect, it } from 'vitest';
import type { PropertyMeta } from '../../metadata/object-metadata.js';
import { bitmapHas, bitmapPositions, bitmapSet } from './bitmap.js';
import { parseMultiText, toggleMultiText } from './multi-text.js';
import {
  findOption,
  optionLayout,
  optionsOf,
  optionWireValue,
  sameOptionValue,
  visibleOptions,
} from './option-list.js';
import { groupStages, stageChoiceLabel } from './stage-groups.js';

const property = (patch: Partial<PropertyMeta>): PropertyMeta => ({
  logicalName: 'p',
  displayName: 'P',
  type: 'String',
  flags: ['OptionSet'],
  ...patch,
});

describe('optionsOf', () => {
  it('takes rich options and makes Integer values numbers', () => {
    const options = optionsOf(
      property({ type: 'Integer', richOptions: [{ value: '1', label: 'One', color: '#f00' }] }),
    );
    expect(options).toEqual([{ value: 1, label: 'One', color: '#f00' }]);
  });
  it('turns plain options into values', () => {
    expect(optionsOf(property({ options: ['a', 'b'] })).map((o) => o.value)).toEqual(['a', 'b']);
    expect(optionsOf(property({ type: 'Integer', options: ['10', 'x'] })).map((o) => o.value)).toEqual([
      10, 1,
    ]);
  });
});

describe('option values', () => {
  it('compares as text and converts Integer choices to numbers', () => {
    expect(sameOptionValue(2, '2')).toBe(true);
    expect(sameOptionValue(null, 'null')).toBe(false);
    expect(findOption([{ value: 2, label: 'Two' }], '2')?.label).toBe('Two');
    expect(optionWireValue({ type: 'Integer' }, '3')).toBe(3);
    expect(optionWireValue({ type: 'String' }, 'x')).toBe('x');
    expect(optionWireValue({ type: 'Integer' }, '')).toBeNull();
  });
});

describe('visibleOptions', () => {
  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B', depfield: 'kind', depvalue: 1 },
    { value: 'c', label: 'C', depfield: 'kind', depvalue: 2 },
  ];
  it('shows options whose dependency holds, and those without one', () => {
    expect(visibleOptions(options, { kind: 1 }).map((o) => o.value)).toEqual(['a', 'b']);
    expect(visibleOptions(options, { kind: '2' }).map((o) => o.value)).toEqual(['a', 'c']);
    expect(visibleOptions(options, {}).map((o) => o.value)).toEqual(['a']);
  });
  it('compares a lookup dependency by id and keeps the current value', () => {
    const lookup = [{ value: 'x', label: 'X', depfield: 'accountid', depvalue: 'id1' }];
    expect(visibleOptions(lookup, { accountid: { id: 'id1', name: 'account' } })).toHaveLength(1);
    expect(visibleOptions(lookup, {}, 'x')).toHaveLength(1);
  });
});

describe('optionLayout', () => {
  it('uses radios or buttons up to five options, a select above or with MultiLine', () => {
    expect(optionLayout({ flags: ['OptionSet', 'Radio'] }, 5)).toBe('radio');
    expect(optionLayout({ flags: ['OptionSet'] }, 3)).toBe('buttons');
    expect(optionLayout({ flags: ['OptionSet', 'Radio'] }, 6)).toBe('select');
    expect(optionLayout({ flags: ['OptionSet', 'MultiLine'] }, 2)).toBe('select');
  });
});

describe('bitmap', () => {
  it('uses the option value as bit position', () => {
    let mask = bitmapSet(0, 0, true);
    mask = bitmapSet(mask, 3, true);
    expect(mask).toBe(9);
    expect(bitmapHas(mask, 3)).toBe(true);
    expect(bitmapHas(mask, 1)).toBe(false);
    expect(bitmapPositions(bitmapSet(mask, 0, false))).toEqual([3]);
  });
  it('handles bit 31 and ignores positions outside 0..31', () => {
    const high = bitmapSet(null, 31, true);
    expect(high).toBe(-2147483648);
    expect(bitmapHas(high, 31)).toBe(true);
    expect(bitmapPositions(high)).toEqual([31]);
    expect(bitmapSet(5, 32, true)).toBe(5);
  });
});

describe('multi-text', () => {
  it('keeps option order and drops empties', () => {
    expect(parseMultiText('b; a;;')).toEqual(['b', 'a']);
    expect(toggleMultiText('b', 'a', true, ['a', 'b', 'c'])).toBe('a;b');
    expect(toggleMultiText('a;b', 'a', false, ['a', 'b'])).toBe('b');
    expect(toggleMultiText('a', 'a', false, ['a'])).toBeNull();
  });
});

describe('groupStages', () => {
  it('groups labels by the text before " - "', () => {
    const groups = groupStages([
      { value: 1, label: 'Open' },
      { value: 2, label: 'Closed - Won' },
      { value: 3, label: 'Closed - Lost' },
    ]);
    expect(groups.map((g) => [g.label, g.options.length])).toEqual([
      ['Open', 1],
      ['Closed', 2],
    ]);
    expect(stageChoiceLabel({ value: 3, label: 'Closed - Lost' })).toBe('Lost');
  });
});
