import type { PropertyType, RichOption } from '@strata/api/contract/metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOptionLines, type OptionLineRules, parseOptionLines } from './option-lines.js';

/** An entity with a text, a whole-number and a decimal field to depend on. */
const entityFields: Record<string, PropertyType> = {
  name: 'String',
  statuscode: 'Integer',
  amount: 'Decimal',
};
const rules = (numeric: boolean): OptionLineRules => ({ numeric, fieldType: (name) => entityFields[name] });

describe('option lines', () => {
  it('reads VALUE;LABEL;COLOR;ICON;DEPENDENT_FIELD;DEPENDENT_FIELD_VALUE lines and writes them back', () => {
    const text = 'gold;Gold;#d4af37;star;name;Premium\nsilver;Silver\n\nbronze';
    const { options, errors } = parseOptionLines(text, rules(false));
    expect(errors).toEqual([]);
    expect(options).toEqual([
      { value: 'gold', label: 'Gold', color: '#d4af37', icon: 'star', depfield: 'name', depvalue: 'Premium' },
      { value: 'silver', label: 'Silver' },
      { value: 'bronze', label: 'bronze' },
    ]);
    expect(formatOptionLines(options)).toBe(
      'gold;Gold;#d4af37;star;name;Premium\nsilver;Silver\nbronze;bronze',
    );
  });

  it('writes empty parts between filled ones but none after the last', () => {
    expect(
      formatOptionLines([
        { value: 3, label: 'Won', depfield: 'statuscode', depvalue: 2 },
        { value: 4, label: 'Lost', icon: 'x' },
        { value: 5, label: 'Open', color: '' },
      ]),
    ).toBe('3;Won;;;statuscode;2\n4;Lost;;x\n5;Open');
  });

  it('keeps a dependent value a number when the field it depends on holds numbers', () => {
    const { options } = parseOptionLines('a;A;;;statuscode;2\nb;B;;;amount;2.50\nc;C;;;name;2', rules(false));
    expect(options.map((option) => option.depvalue)).toEqual([2, 2.5, '2']);
  });

  it('escapes semicolons, line breaks and the backslashes before them inside a part', () => {
    const options: RichOption[] = [
      { value: 'rps', label: 'Rock; paper\nscissors' },
      { value: 'path', label: 'C:\\files\\new' },
      { value: 'odd;value\\', label: 'ends with \\;' },
    ];
    const text = formatOptionLines(options);
    expect(text).toBe(
      'rps;Rock\\; paper\\nscissors\npath;C:\\files\\\\new\nodd\\;value\\\\;ends with \\\\\\;',
    );
    expect(parseOptionLines(text, rules(false))).toEqual({ options, errors: [] });
    // a backslash before any other character is read as typed
    expect(parseOptionLines('dir;C:\\files', rules(false)).options).toEqual([
      { value: 'dir', label: 'C:\\files' },
    ]);
  });

  it('names the lines it cannot read', () => {
    const text = [
      '1;One',
      'x;Ex',
      '1;Again',
      ';Empty',
      '7;Seven;;;statuscode;1;extra',
      '8;Eight;;;statuscode',
      '9;Nine;;;;1',
      '10;Ten;;;region;north',
    ].join('\n');
    expect(parseOptionLines(text, rules(true)).errors).toEqual([
      { line: 2, reason: 'number' },
      { line: 3, reason: 'duplicate' },
      { line: 4, reason: 'value' },
      { line: 5, reason: 'parts' },
      { line: 6, reason: 'dependency' },
      { line: 7, reason: 'dependency' },
      { line: 8, reason: 'unknownField', field: 'region' },
    ]);
    expect(parseOptionLines('1;One\n01;Again', rules(true)).errors).toEqual([
      { line: 2, reason: 'duplicate' },
    ]);
    expect(parseOptionLines('1;One', rules(true)).options).toEqual([{ value: 1, label: 'One' }]);
  });

  // what a line cannot keep: spaces around a part, and an empty label (read as the value)
  const part = fc
    .string({ unit: fc.constantFrom('a', 'Z', '7', ' ', ';', '\\', 'n', '\n', '#', 'é', '字'), minLength: 1 })
    .filter((text) => text.trim() === text);
  const dependency = fc.oneof(
    fc.constant({}),
    fc.record({ depfield: fc.constant('name'), depvalue: part }),
    fc.record({ depfield: fc.constant('statuscode'), depvalue: fc.integer() }),
    fc.record({
      depfield: fc.constant('amount'),
      depvalue: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    }),
  );
  const optionOf = <V extends string | number>(value: fc.Arbitrary<V>) =>
    fc
      .tuple(
        fc.record({ value, label: part, color: part, icon: part }, { requiredKeys: ['value', 'label'] }),
        dependency,
      )
      .map(([option, depends]): RichOption => ({ ...option, ...depends }));
  const optionsOf = <V extends string | number>(value: fc.Arbitrary<V>) =>
    fc.uniqueArray(optionOf(value), { selector: (option) => option.value, maxLength: 8 });

  it('gives back every six-part text option it wrote', () => {
    fc.assert(
      fc.property(optionsOf(part), (options) => {
        expect(parseOptionLines(formatOptionLines(options), rules(false))).toEqual({ options, errors: [] });
      }),
    );
  });

  it('gives back every six-part whole-number option it wrote', () => {
    fc.assert(
      fc.property(optionsOf(fc.integer()), (options) => {
        expect(parseOptionLines(formatOptionLines(options), rules(true))).toEqual({ options, errors: [] });
      }),
    );
  });
});
