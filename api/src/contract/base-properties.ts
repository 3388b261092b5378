import type { ObjectDefinition, PropertyDefinition } from './metadata.js';

/**
 * The columns every table has, described as properties so lists, forms and the query compiler
 * treat them like any other field. Link tables (type many) only have id and versionnumber.
 */
export const standardBaseProperties: readonly PropertyDefinition[] = [
  { logicalName: 'id', displayName: 'Id', type: 'Guid', flags: [] },
  { logicalName: 'name', displayName: 'Name', type: 'String', flags: [], max: 200 },
  { logicalName: 'createdon', displayName: 'Created On', type: 'DateTime', flags: ['UTC'] },
  {
    logicalName: 'createdby',
    displayName: 'Created By',
    type: 'Lookup',
    flags: [],
    targets: ['systemuser'],
  },
  { logicalName: 'modifiedon', displayName: 'Modified On', type: 'DateTime', flags: ['UTC'] },
  {
    logicalName: 'modifiedby',
    displayName: 'Modified By',
    type: 'Lookup',
    flags: [],
    targets: ['systemuser'],
  },
  { logicalName: 'ownerid', displayName: 'Owner', type: 'Lookup', flags: [], targets: ['systemuser'] },
  {
    logicalName: 'statuscode',
    displayName: 'Status Reason',
    type: 'Integer',
    flags: ['OptionSet'],
    richOptions: [
      { value: 1, label: 'Active' },
      { value: 2, label: 'Inactive' },
    ],
    defaultValue: 1,
  },
  {
    logicalName: 'statecode',
    displayName: 'Status',
    type: 'Integer',
    flags: ['OptionSet'],
    richOptions: [
      { value: 0, label: 'Active' },
      { value: 1, label: 'Inactive' },
    ],
    defaultValue: 0,
  },
  { logicalName: 'versionnumber', displayName: 'Version', type: 'VersionNumber', flags: [] },
];

export const linkBaseProperties: readonly PropertyDefinition[] = [
  { logicalName: 'id', displayName: 'Id', type: 'Guid', flags: [] },
  { logicalName: 'versionnumber', displayName: 'Version', type: 'VersionNumber', flags: [] },
];

export function basePropertiesFor(object: Pick<ObjectDefinition, 'type'>): readonly PropertyDefinition[] {
  return object.type === 'many' ? linkBaseProperties : standardBaseProperties;
}

/**
 * The full property list of an object: base properties (with any overrides the definition
 * gives for them, e.g. a label for `name`) followed by its own properties.
 */
export function allProperties(object: ObjectDefinition): PropertyDefinition[] {
  const overrides = new Map(object.properties.map((p) => [p.logicalName, p]));
  const base = basePropertiesFor(object).map((p) => {
    const override = overrides.get(p.logicalName);
    return override ? { ...p, displayName: override.displayName, flags: override.flags } : p;
  });
  const baseNames = new Set(base.map((p) => p.logicalName));
  return [...base, ...object.properties.filter((p) => !baseNames.has(p.logicalName))];
}

/** The properties that get their own column beyond the base columns. */
export function ownProperties(object: ObjectDefinition): PropertyDefinition[] {
  const baseNames = new Set(basePropertiesFor(object).map((p) => p.logicalName));
  return object.properties.filter((p) => !baseNames.has(p.logicalName));
}
