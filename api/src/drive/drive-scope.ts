import { sql } from 'slonik';
import type { DataContext } from '../context/data-context.js';
import type { Queryable } from '../db/types.js';
import { forbidden, invalidField, objectNotFound, recordNotFound } from '../errors/common-errors.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';

/** Whose drive a request works on: one record's. Every item query is bound to it. */
export type DriveScope = { schema: string; entity: string; recordId: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The record whose drive the caller asks for, checked as the record itself would be: reading
 * its files needs read on the record, changing them needs update. A record the user cannot
 * read is simply not found (as everywhere else), one they can read but not change is forbidden.
 */
export async function driveScope(
  db: Queryable,
  context: DataContext,
  entity: string,
  recordId: string,
  operation: 'read' | 'update',
): Promise<DriveScope> {
  if (!context.metadata.objects.has(entity) || entity === 'inu_driveitem') throw objectNotFound(entity);
  if (!uuidPattern.test(recordId)) throw invalidField('recordId', 'not a record id');
  const table = sql.identifier([context.tenant.schemaName, entity]);
  const alias = sql.identifier(['t0']);
  const matches = async (op: 'read' | 'update') => {
    const access = recordAccess(context, entity, op);
    if (access.kind === 'none') return false;
    return db.exists(
      sql.unsafe`SELECT 1 FROM ${table} AS t0 WHERE t0.id = ${recordId} AND ${allowedRows(access, alias)}`,
    );
  };
  const scope = { schema: context.tenant.schemaName, entity, recordId: recordId.toLowerCase() };
  if (await matches(operation)) return scope;
  if (operation === 'update' && (await matches('read'))) throw forbidden({ object: entity, operation });
  throw recordNotFound({ object: entity, id: recordId });
}
