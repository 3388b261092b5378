import { sql } from 'slonik';
import { basePropertiesFor } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { AppError } from '../errors/app-error.js';
import { fieldNotFound } from '../errors/common-errors.js';
import { checkObjectForDdl } from './check-object.js';
import { columnTypeFor } from './column-type.js';
import type { DdlStatement, PlannedError } from './ddl-plan.js';
import type { PropertyChangePlan } from './plan-add-property.js';
import {
  canConvert,
  columnChanges,
  conversionExpression,
  lossyRows,
  unconvertibleRows,
} from './type-conversion.js';

/** SQLSTATEs of a value that does not convert to the new column type. */
const conversionFailures = ['22P02', '22003', '22007', '22008', '22001', '42804', '42846'];

/**
 * Plans a property change: labels, flags, options and the like are metadata only (an empty
 * plan); a new column type is one ALTER TABLE, preceded by a check when the conversion could
 * silently lose data, and refused (ERR_TYPE_CHANGE, nothing changes) when any row would, or
 * when a value does not convert. Base columns can only be relabelled.
 */
export function planAlterProperty(
  schema: string,
  object: ObjectDefinition,
  next: PropertyDefinition,
): PropertyChangePlan {
  const base = basePropertiesFor(object).find((p) => p.logicalName === next.logicalName);
  const current = object.properties.find((p) => p.logicalName === next.logicalName) ?? base;
  if (!current) throw fieldNotFound(next.logicalName, { object: object.logicalName });
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

  const description = `Change property ${next.logicalName} of ${object.logicalName}`;
  if (base || !columnChanges(current, next)) return { updated, plan: { description, statements: [] } };

  const refused: PlannedError = {
    code: 'ERR_TYPE_CHANGE',
    params: { from: current.type, to: next.type },
    details: { field: next.logicalName },
  };
  const table = sql.identifier([schema, object.logicalName]);
  const column = sql.fragment`${sql.identifier([next.logicalName])}`;
  const newType = columnTypeFor(next);
  const using = conversionExpression(column, current, next);
  // values that would be cut and values the cast would refuse: counted by a preview, and any
  // one of them stops the change before the ALTER
  const conditions = [lossyRows(column, current, next), unconvertibleRows(column, current, next)].filter(
    (condition) => condition !== null,
  );
  const check: DdlStatement[] = conditions.length
    ? [
        {
          description: `Check that every value of ${column.sql} converts without loss`,
          sql: sql.unsafe`SELECT 1 FROM ${table} WHERE ${sql.join(conditions, sql.fragment` OR `)}`,
          refuseIfAnyRow: refused,
        },
      ]
    : [];
  return {
    updated,
    plan: {
      description,
      statements: [
        ...check,
        {
          description: `Change column ${column.sql} to ${newType.sql}`,
          sql: sql.unsafe`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE ${newType} USING ${using}`,
        },
      ],
      failures: [{ states: conversionFailures, error: refused }],
    },
  };
}
