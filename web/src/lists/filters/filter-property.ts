import type { QuickFilterDefinition } from '../../list-views/quick-filter';
import type { ObjectMeta, PropertyMeta } from '../../metadata/object-metadata';

const nameOf = (definition: QuickFilterDefinition) =>
  definition.propertyName ?? (definition.type === 'owner' ? 'ownerid' : definition.name);

/**
 * The property a quick filter works on: the list entity's, or for a filter on a link (alias)
 * the property of the filter's objectName. A lookup filter's objectName names its target.
 */
export function filterProperty(
  definition: QuickFilterDefinition,
  object: ObjectMeta,
  metaDict: Record<string, ObjectMeta | undefined>,
): PropertyMeta | undefined {
  const name = nameOf(definition);
  const owner = definition.alias && definition.objectName ? metaDict[definition.objectName] : object;
  return owner?.properties.find((property) => property.logicalName === name);
}

/** The object a filter names when it is unknown: the chip shows 'Object not found:{name}'. */
export function missingFilterObject(
  definition: QuickFilterDefinition,
  metaDict: Record<string, ObjectMeta | undefined>,
): string | undefined {
  return definition.objectName && !metaDict[definition.objectName] ? definition.objectName : undefined;
}
