import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { insertObjectRow } from '../metadata/metadata-rows.js';
import { planCreateObject } from './plan-create-object.js';
import { runDdlPlan } from './run-ddl-plan.js';

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
  await runDdlPlan(db, planCreateObject(schema, object));
  await insertObjectRow(db, schema, object, actorId);
}
