import { sql } from 'slonik';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { replaceObjectRow } from '../metadata/metadata-rows.js';
import { checkNewPropertyName, checkObjectForDdl } from './check-object.js';
import { columnDefinitionsFor, indexStatementsFor } from './plan-create-object.js';

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
  checkNewPropertyName(object, property);
  if (object.properties.some((p) => p.logicalName === property.logicalName)) {
    throw new AppError('ERR_DUPLICATE', {}, { object: object.logicalName, property: property.logicalName });
  }
  if (object.type === 'many') {
    throw new AppError('ERR_METADATA_INVALID', { reason: 'link-table' }, { object: object.logicalName });
  }
  const updated: ObjectDefinition = { ...object, properties: [...object.properties, property] };
  checkObjectForDdl(updated);

  const table = sql.identifier([schema, object.logicalName]);
  for (const column of columnDefinitionsFor(property)) {
    await db.query(sql.unsafe`ALTER TABLE ${table} ADD COLUMN ${column}`);
  }
  for (const statement of indexStatementsFor(schema, object.logicalName, property)) {
    await db.query(statement);
  }
  await replaceObjectRow(db, schema, updated, actorId);
  return updated;
}
