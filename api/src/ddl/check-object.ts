import { basePropertiesFor } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { nameInvalid } from '../errors/common-errors.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';

/**
 * Checks the DDL engine needs beyond the zod schema: a property named like a base column may only
 * relabel it (same type), and no two properties may map to the same column.
 */
export function checkObjectForDdl(object: ObjectDefinition): void {
  const base = new Map(basePropertiesFor(object).map((p) => [p.logicalName, p]));
  const columns = new Set(base.keys());
  for (const property of object.properties) {
    const baseProperty = base.get(property.logicalName);
    if (baseProperty) {
      if (baseProperty.type !== property.type) {
        throw nameInvalid(property.logicalName, 'base-column', {
          object: object.logicalName,
          property: property.logicalName,
        });
      }
      continue;
    }
    checkColumnFree(object, property, property.logicalName, columns);
    const companion = lookupTargetColumn(property);
    if (companion) checkColumnFree(object, property, companion, columns);
  }
}

function checkColumnFree(
  object: ObjectDefinition,
  property: PropertyDefinition,
  column: string,
  columns: Set<string>,
): void {
  if (columns.has(column)) {
    throw nameInvalid(column, 'duplicate', { object: object.logicalName, property: property.logicalName });
  }
  columns.add(column);
}

/** Refuses a new property whose name is a base column (base columns cannot be added twice). */
export function checkNewPropertyName(object: ObjectDefinition, property: PropertyDefinition): void {
  const base = basePropertiesFor(object).map((p) => p.logicalName);
  if (base.includes(property.logicalName)) {
    throw nameInvalid(property.logicalName, 'base-column', {
      object: object.logicalName,
      property: property.logicalName,
    });
  }
}
