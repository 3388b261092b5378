import type { ObjectDefinition, PropertyDefinition } from '@strata/api/contract/metadata';

/** A list of related records that can be added to a form: an entity whose lookup points here. */
export type AssociatedChoice = {
  objectName: string;
  relationField: string;
  /** the related entity's plural name, the panel's label */
  label: string;
  /** the lookup's name, telling two lookups of one entity apart */
  fieldLabel: string;
};

type MetaDict = Record<
  string,
  Pick<ObjectDefinition, 'displayNamePlural' | 'logicalName'> & {
    properties: Pick<PropertyDefinition, 'logicalName' | 'displayName' | 'type' | 'targets'>[];
  }
>;

/**
 * Every lookup of a readable entity that targets `entity` (customize mode's "Add associated
 * list"), sorted by label; an empty answer is the spec's MsgNoAssociatedLists.
 */
export function associatedChoices(metaDict: MetaDict, entity: string): AssociatedChoice[] {
  const choices: AssociatedChoice[] = [];
  for (const object of Object.values(metaDict)) {
    for (const property of object.properties ?? []) {
      if (property.type !== 'Lookup' || !property.targets?.includes(entity)) continue;
      choices.push({
        objectName: object.logicalName,
        relationField: property.logicalName,
        label: object.displayNamePlural || object.logicalName,
        fieldLabel: property.displayName || property.logicalName,
      });
    }
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label) || a.fieldLabel.localeCompare(b.fieldLabel));
}
