import { sql } from 'slonik';
import { basePropertiesFor } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { findPgError } from '../db/database-errors.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { replaceObjectRow } from '../metadata/metadata-rows.js';
import { checkObjectForDdl } from './check-object.js';
import { columnTypeFor } from './column-type.js';
import { canConvert, columnChanges, conversionExpression, lossyRows } from './type-conversion.js';

/** SQLSTATEs of a value that does not convert to the new column type. */
const conversionFailures = new Set(['22P02', '22003', '22007', '22008', '22001', '42804', '42846']);

/**
 * Changes a property: labels, flags, options and the like are metadata only; a new column type
 * is applied with ALTER TABLE in the same transaction, and only where every row's value
 * converts (else ERR_TYPE_CHANGE and nothing changes). Base columns can only be relabelled.
 */
export async function alterProperty(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  next: PropertyDefinition,
  actorId: string | null,
): Promise<ObjectDefinition> {
  const base = basePropertiesFor(object).find((p) => p.logicalName === next.logicalName);
  const current = object.properties.find((p) => p.logicalName === next.logicalName) ?? base;
  if (!current)
    throw new AppError('ERR_FIELD_NOT_FOUND', { name: next.logicalName }, { object: object.logicalName });
  if (base && (next.type !== base.type || columnChanges(base, next))) {
    throw new AppError('ERR_TYPE_CHANGE', { from: base.type, to: next.type }, { field: next.logicalName });
  }
  if (!canConvert(current, next)) {
    throw new AppError('ERR_TYPE_CHANGE', { from: current.type, to: next.type }, { field: next.logicalName });
  }
  const updated: ObjectDefinition = {
    ...object,
    properties: object.properties.some((p) => p.logicalName === next.logicalName)
      ? object.properties.map((p) => (p.logicalName === next.logicalName ? next : p))
      : [...object.properties, next],
  };
  checkObjectForDdl(updated);

  if (!base && columnChanges(current, next)) {
    const table = sql.identifier([schema, object.logicalName]);
    const column = sql.fragment`${sql.identifier([next.logicalName])}`;
    const lossy = lossyRows(column, current, next);
    if (lossy && (await db.exists(sql.unsafe`SELECT 1 FROM ${table} WHERE ${lossy}`))) {
      throw new AppError(
        'ERR_TYPE_CHANGE',
        { from: current.type, to: next.type },
        { field: next.logicalName },
      );
    }
    try {
      await db.query(sql.unsafe`
        ALTER TABLE ${table} ALTER COLUMN ${column} TYPE ${columnTypeFor(next)}
        USING ${conversionExpression(column, current, next)}`);
    } catch (error) {
      const code = findPgError(error)?.code;
      if (typeof code === 'string' && conversionFailures.has(code)) {
        throw new AppError(
          'ERR_TYPE_CHANGE',
          { from: current.type, to: next.type },
          { field: next.logicalName },
          { cause: error },
        );
      }
      throw error;
    }
  }
  await replaceObjectRow(db, schema, updated, actorId);
  return updated;
}
