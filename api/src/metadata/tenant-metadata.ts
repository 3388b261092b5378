import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';

/**
 * One tenant's metadata as the query compiler and the record services see it: every object,
 * and every property of each (base columns included), looked up by logical name.
 */
export type TenantMetadata = {
  tenantId: string;
  schema: string;
  objects: ReadonlyMap<string, ObjectDefinition>;
  properties: ReadonlyMap<string, ReadonlyMap<string, PropertyDefinition>>;
};

export function buildTenantMetadata(
  tenantId: string,
  schema: string,
  objects: readonly ObjectDefinition[],
): TenantMetadata {
  return {
    tenantId,
    schema,
    objects: new Map(objects.map((object) => [object.logicalName, object])),
    properties: new Map(
      objects.map((object) => [
        object.logicalName,
        new Map(allProperties(object).map((p) => [p.logicalName, p])),
      ]),
    ),
  };
}
