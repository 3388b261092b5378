import { sql } from 'slonik';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { duplicate, metadataInvalid } from '../errors/common-errors.js';
import { checkNewPropertyName, checkObjectForDdl } from './check-object.js';
import type { DdlPlan } from './ddl-plan.js';
import { columnDefinitionsFor, indexStatementsFor } from './plan-create-object.js';

/** A property change planned: the object definition after it, and the DDL that gets there. */
export type PropertyChangePlan = { updated: ObjectDefinition; plan: DdlPlan };

/**
 * Plans a new property: its column(s) (a multi-target lookup also gets its `_target` column)
 * and, for lookups, its index. Refuses what the table cannot take (a base-column name, a name
 * in use, a link table) before any SQL is built.
 */
export function planAddProperty(
  schema: string,
  object: ObjectDefinition,
  property: PropertyDefinition,
): PropertyChangePlan {
  checkNewPropertyName(object, property);
  if (object.properties.some((p) => p.logicalName === property.logicalName)) {
    throw duplicate({ object: object.logicalName, property: property.logicalName });
  }
  if (object.type === 'many') {
    throw metadataInvalid('link-table', object.logicalName);
  }
  const updated: ObjectDefinition = { ...object, properties: [...object.properties, property] };
  checkObjectForDdl(updated);

  const table = sql.identifier([schema, object.logicalName]);
  return {
    updated,
    plan: {
      description: `Add property ${property.logicalName} to ${object.logicalName}`,
      statements: [
        ...columnDefinitionsFor(property).map((column) => ({
          description: `Add column ${column.sql}`,
          sql: sql.unsafe`ALTER TABLE ${table} ADD COLUMN ${column}`,
        })),
        ...indexStatementsFor(schema, object.logicalName, property),
      ],
    },
  };
}
