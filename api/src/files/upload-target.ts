import { sql } from 'slonik';
import type { DataContext } from '../context/data-context.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { fieldNotFound, forbidden, recordNotFound } from '../errors/common-errors.js';
import { fileKind } from '../metadata/file-kind.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { recordId as parseRecordId, writableObject } from '../records/writable-object.js';

export type UploadTarget = {
  entity: string;
  field: string;
  recordId: string | null;
  /** Image fields take only sniffed images; File fields take anything. */
  kind: 'image' | 'file';
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Where an upload goes, checked against the tenant's metadata and the user's rights before a
 * byte of the body is read: the entity exists and the data API may write it, the field has the
 * Image or File flag, and the user may update that record (or, for a record not saved yet,
 * create records of the entity). The same rules as a save of the field, so an upload never
 * lets anyone attach a file they could not then store.
 */
export async function checkUploadTarget(
  db: Queryable,
  context: DataContext,
  request: { entity: unknown; field: unknown; recordId: unknown },
): Promise<UploadTarget> {
  const { object, properties } = writableObject(context.metadata, text(request.entity));
  const field = text(request.field);
  const property = properties.get(field);
  if (!property) throw fieldNotFound(field, { field });
  const kind = fileKind(property);
  if (!kind) throw new AppError('ERR_NOT_FILE_FIELD', { name: property.logicalName }, { field });

  const given = text(request.recordId);
  const recordId = given === '' ? null : (parseRecordId({ id: given }, true) as string);
  if (recordId === null) {
    if (levelFor(context.permissions, object.logicalName, 'create') === 0)
      throw forbidden({ object: object.logicalName, operation: 'create' });
  } else {
    await checkMayUpdate(db, context, object.logicalName, recordId);
  }
  return { entity: object.logicalName, field: property.logicalName, recordId, kind };
}

/** A record the user cannot even read is simply not found, as everywhere else. */
async function checkMayUpdate(db: Queryable, context: DataContext, entity: string, id: string) {
  const table = sql.identifier([context.tenant.schemaName, entity]);
  const alias = sql.identifier(['t0']);
  const matches = async (operation: 'update' | 'read') => {
    const access = recordAccess(context, entity, operation);
    if (access.kind === 'none') return false;
    return db.exists(
      sql.unsafe`SELECT 1 FROM ${table} AS t0 WHERE t0.id = ${id} AND ${allowedRows(access, alias)}`,
    );
  };
  if (await matches('update')) return;
  if (await matches('read')) throw forbidden({ object: entity, operation: 'update' });
  throw recordNotFound({ object: entity, id });
}
