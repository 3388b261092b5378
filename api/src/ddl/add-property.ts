import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { replaceObjectRow } from '../metadata/metadata-rows.js';
import { planAddProperty } from './plan-add-property.js';
import { runDdlPlan } from './run-ddl-plan.js';

/**
 * Adds a property: its column(s), its index and the updated metadata row, in the caller's
 * transaction. Returns the new object definition.
 */
export async function addProperty(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  property: PropertyDefinition,
  actorId: string | null,
): Promise<ObjectDefinition> {
  const { updated, plan } = planAddProperty(schema, object, property);
  await runDdlPlan(db, plan);
  await replaceObjectRow(db, schema, updated, actorId);
  return updated;
}
