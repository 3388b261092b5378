import { type PropertyDefinition, propertySchema, type RichOption } from '@strata/api/contract/metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateEntities } from '../test-support/template-entities.js';
import { type FieldForm, fieldFormOf, propertyOfForm } from './field-form.js';
import { formatOptionLines, parseOptionLines } from './option-lines.js';

const templateProperties = templateEntities.flatMap(({ template, entity }) =>
  entity.properties.map((property) => ({
    name: `${template}/${entity.logicalName}.${property.logicalName}`,
    property,
    fields: entity.properties,
  })),
);

/** The form opened on the property, changed by `edit`, saved. */
function save(
  property: PropertyDefinition,
  fields: readonly PropertyDefinition[],
  edit: Partial<FieldForm> = {},
) {
  return propertyOfForm({ ...fieldFormOf(property), ...edit }, property, fields);
}

describe('the field dialog gives back what it does not edit', () => {
  it('reads every shipped template', () => {
    expect(new Set(templateEntities.map(({ template }) => template))).toEqual(new Set(['crm', 'fieldwork']));
  });

  it.each(templateProperties)('saves $name unchanged as it was', ({ property, fields }) => {
    expect(save(property, fields)).toStrictEqual({ property });
  });

  it.each(templateProperties.filter(({ property }) => property.richOptions?.length))(
    're-reads the option lines of $name as the options they were (another line edited)',
    ({ property, fields }) => {
      const rules = {
        numeric: property.type === 'Integer',
        fieldType: (name: string) => fields.find((field) => field.logicalName === name)?.type,
      };
      expect(parseOptionLines(formatOptionLines(property.richOptions ?? []), rules)).toStrictEqual({
        options: property.richOptions,
        errors: [],
      });
    },
  );

  const entityFields: PropertyDefinition[] = [
    { logicalName: 'region', displayName: 'Region', type: 'String', flags: [] },
    { logicalName: 'tier', displayName: 'Tier', type: 'Integer', flags: ['OptionSet'] },
  ];
  // what the dialog has no input for, or shows another way than it is stored
  const awkward: PropertyDefinition[] = [
    {
      logicalName: 'every_key',
      displayName: 'Every key',
      type: 'String',
      flags: ['Required', 'OptionSet', 'Radio'],
      options: ['legacy'],
      richOptions: [
        { value: 'a', label: 'A', color: '#fff', icon: 'star', depfield: 'tier', depvalue: 2 },
        { value: 'b', label: '  spaced  ' },
      ],
      max: 40,
      precision: 2,
      defaultValue: 'a',
      formatString: '{0}',
      isDisabled: true,
      description: 'All of it',
    },
    {
      logicalName: 'plain',
      displayName: 'Plain',
      type: 'Integer',
      flags: ['OptionSet'],
      options: ['Low', 'High'],
    },
    {
      logicalName: 'stray',
      displayName: 'Stray',
      type: 'String',
      flags: [],
      richOptions: [{ value: 'x', label: 'X' }],
    },
    {
      logicalName: 'counted',
      displayName: 'Counted',
      type: 'Integer',
      flags: [],
      precision: 0,
      description: '',
    },
    {
      logicalName: 'parent',
      displayName: 'Parent',
      type: 'Lookup',
      flags: ['Required'],
      targets: ['account', 'contact'],
      options: ['parentid', 'id'],
      defaultValue: null,
    },
    {
      logicalName: 'odd_values',
      displayName: 'Odd values',
      type: 'Integer',
      flags: ['OptionSet'],
      richOptions: [
        { value: '1', label: '' },
        { value: 1.5, label: 'One and a half', color: '' },
      ],
    },
  ];

  const awkwardOne = (name: string) => {
    const property = awkward.find((candidate) => candidate.logicalName === name);
    if (!property) throw new Error(`no awkward property ${name}`);
    return property;
  };

  it('has a property that uses every key of the contract among its cases', () => {
    const used = new Set(awkward.flatMap((property) => Object.keys(property)));
    expect([...used].sort()).toEqual(Object.keys(propertySchema.innerType().shape).sort());
  });

  it.each(awkward.map((property) => ({ name: property.logicalName, property })))(
    'saves $name unchanged as it was',
    ({ property }) => {
      expect(save(property, entityFields)).toStrictEqual({ property });
    },
  );

  it('changes only what was edited', () => {
    const property = awkwardOne('every_key');
    expect(save(property, entityFields, { displayName: 'Renamed' })).toStrictEqual({
      property: { ...property, displayName: 'Renamed' },
    });
    // switching the option set off is an edit of its options too
    const { options: _options, richOptions: _richOptions, ...withoutOptions } = property;
    expect(save(property, entityFields, { flags: ['Required'] })).toStrictEqual({
      property: { ...withoutOptions, flags: ['Required'] },
    });
  });

  it('leaves behind what only meant something to the type it had', () => {
    expect(save(awkwardOne('counted'), entityFields, { type: 'String' })).toStrictEqual({
      property: {
        logicalName: 'counted',
        displayName: 'Counted',
        type: 'String',
        flags: [],
        description: '',
      },
    });
    // an Integer option set's plain options become the text values its numbers convert to
    expect(save(awkwardOne('plain'), entityFields, { type: 'String' })).toStrictEqual({
      property: {
        logicalName: 'plain',
        displayName: 'Plain',
        type: 'String',
        flags: ['OptionSet'],
        richOptions: [
          { value: '0', label: 'Low' },
          { value: '1', label: 'High' },
        ],
      },
    });
    expect(save(awkwardOne('parent'), entityFields, { type: 'String' })).toStrictEqual({
      property: {
        logicalName: 'parent',
        displayName: 'Parent',
        type: 'String',
        flags: ['Required'],
        defaultValue: null,
      },
    });
  });

  // what a line keeps (option-lines.ts): parts without spaces around them, a label of its own
  const part = fc
    .string({ unit: fc.constantFrom('a', 'Z', '7', ' ', ';', '\\', 'n', '\n', 'é'), minLength: 1 })
    .filter((text) => text.trim() === text);
  const dependency = fc.oneof(
    fc.constant({}),
    fc.record({ depfield: fc.constant('region'), depvalue: part }),
    fc.record({ depfield: fc.constant('tier'), depvalue: fc.integer() }),
  );
  const richOption = <V extends string | number>(value: fc.Arbitrary<V>) =>
    fc
      .tuple(
        fc.record({ value, label: part, color: part, icon: part }, { requiredKeys: ['value', 'label'] }),
        dependency,
      )
      .map(([option, depends]): RichOption => ({ ...option, ...depends }));
  const optionSet = fc.oneof(
    fc.record({
      type: fc.constant('String' as const),
      richOptions: fc.uniqueArray(richOption(part), {
        selector: (option) => option.value,
        minLength: 1,
        maxLength: 6,
      }),
    }),
    fc.record({
      type: fc.constant('Integer' as const),
      richOptions: fc.uniqueArray(richOption(fc.integer({ min: 0, max: 99 })), {
        selector: (option) => option.value,
        minLength: 1,
        maxLength: 6,
      }),
    }),
  );
  const generated = optionSet.map(
    ({ type, richOptions }): PropertyDefinition => ({
      logicalName: 'choice',
      displayName: 'Choice',
      type,
      flags: ['OptionSet'],
      richOptions,
    }),
  );

  it('saves generated six-part options unchanged as they were', () => {
    fc.assert(
      fc.property(generated, (property) => {
        expect(save(property, entityFields)).toStrictEqual({ property });
      }),
    );
  });

  it('keeps generated six-part options when a line is added to them', () => {
    fc.assert(
      fc.property(generated, (property) => {
        const added = { value: 100, label: 'Added', depfield: 'tier', depvalue: 3 };
        const { options } = fieldFormOf(property);
        expect(save(property, entityFields, { options: `${options}\n100;Added;;;tier;3` })).toStrictEqual({
          property: {
            ...property,
            richOptions: [
              ...(property.richOptions ?? []),
              property.type === 'Integer' ? added : { ...added, value: '100' },
            ],
          },
        });
      }),
    );
  });

  it('keeps plain options plain until their lines are edited', () => {
    const plain = awkwardOne('plain');
    const { options } = fieldFormOf(plain);
    expect(options).toBe('0;Low\n1;High');
    const { options: _plain, ...rest } = plain;
    expect(save(plain, entityFields, { options: `${options}\n2;Top` })).toStrictEqual({
      property: {
        ...rest,
        richOptions: [
          { value: 0, label: 'Low' },
          { value: 1, label: 'High' },
          { value: 2, label: 'Top' },
        ],
      },
    });
  });

  it('refuses a dependent field the entity does not have, edited or left as it was', () => {
    expect(
      save(awkwardOne('plain'), entityFields, {
        options: '1;One\n2;Two;;;region;north\n3;Three;;;gone;1',
      }),
    ).toEqual({
      optionError: { line: 3, reason: 'unknownField', field: 'gone' },
    });
    const orphaned: PropertyDefinition = {
      logicalName: 'orphaned',
      displayName: 'Orphaned',
      type: 'String',
      flags: ['OptionSet'],
      richOptions: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B', depfield: 'deleted_since', depvalue: 'x' },
      ],
    };
    expect(save(orphaned, entityFields)).toEqual({
      optionError: { line: 2, reason: 'unknownField', field: 'deleted_since' },
    });
  });
});
