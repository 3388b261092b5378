import type { ObjectDefinition } from '../contract/metadata.js';
import { findPgError } from '../db/database-errors.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { insertObjectRow } from '../metadata/metadata-rows.js';
import { checkObjectForDdl } from './check-object.js';
import { planCreateObject } from './plan-create-object.js';

/**
 * Creates an object's table and its inu_metadata row. Run it inside a transaction: table and
 * metadata commit together or not at all.
 */
export async function createObject(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  actorId: string | null,
): Promise<void> {
  checkObjectForDdl(object);
  try {
    for (const statement of planCreateObject(schema, object)) await db.query(statement);
  } catch (error) {
    if (findPgError(error)?.code === '42P07') {
      throw new AppError('ERR_DUPLICATE', {}, { object: object.logicalName }, { cause: error });
    }
    throw error;
  }
  await insertObjectRow(db, schema, object, actorId);
}
