import { sql } from 'slonik';
import { z } from 'zod';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { forbidden, recordNotFound } from '../errors/common-errors.js';
import { allowedRows, type RowAccess } from '../permissions/row-access.js';

const currentRow = z.object({ versionnumber: z.number(), modifier: z.string().nullable() });

/**
 * Why an update or delete of one record changed nothing: the record is gone or unreadable
 * (ERR_RECORD_NOT_FOUND), someone saved it since the caller read it (ERR_8001, naming who), or
 * the caller may read it but not change it (ERR_FORBIDDEN).
 */
export async function explainUnchangedRecord(
  db: Queryable,
  schema: string,
  object: ObjectDefinition,
  id: string,
  expectedVersion: number,
  read: RowAccess,
): Promise<AppError> {
  if (read.kind === 'none') return recordNotFound({ id });
  const table = sql.identifier(['r']);
  const visible = allowedRows(read, table);
  const modifier =
    object.type === 'many'
      ? sql.fragment`NULL::text`
      : sql.fragment`(SELECT u.name FROM ${sql.identifier([schema, 'systemuser'])} u WHERE u.id = r.modifiedby)`;
  const current = await db.maybeOne(sql.type(currentRow)`
    SELECT r.versionnumber, ${modifier} AS modifier
    FROM ${sql.identifier([schema, object.logicalName])} r
    WHERE r.id = ${id} AND ${visible}`);
  if (!current) return recordNotFound({ id });
  if (current.versionnumber !== expectedVersion) {
    return new AppError(
      'ERR_8001',
      { user: current.modifier ?? 'Unknown' },
      { id, versionnumber: current.versionnumber },
    );
  }
  return forbidden({ id });
}
