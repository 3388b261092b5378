import type { PropertyDefinition } from '../contract/metadata.js';

/**
 * How a property is laid out in its table beyond its own column: the DDL engine creates these
 * columns, the query compiler and the writes read and fill them.
 */
/** Lookups with several targets keep the target entity of each value in a companion column. */
export function lookupTargetColumn(property: PropertyDefinition): string | undefined {
  return property.type === 'Lookup' && (property.targets?.length ?? 0) > 1
    ? `${property.logicalName}_target`
    : undefined;
}
