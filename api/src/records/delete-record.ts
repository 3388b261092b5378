import { sql } from 'slonik';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { recordAccess } from '../permissions/record-access.js';
import type { WriteOutcome } from './create-record.js';
import type { DataContext } from './data-context.js';
import { expectedVersion, recordId, writableObject } from './writable-object.js';
import { explainUnchangedRecord } from './write-conflict.js';

/**
 * Deletes one record if the version the client read is current and the user may delete it.
 * The whole deleted row goes to the audit trail as JSON, in the same transaction, so the
 * delete can be undone (undo-delete.ts).
 */
export async function deleteRecord(
  db: Queryable,
  context: DataContext,
  entity: unknown,
  input: Record<string, unknown>,
): Promise<WriteOutcome> {
  const { object } = writableObject(context.metadata, entity);
  const id = recordId(input, true) as string;
  const version = expectedVersion(input);
  const subject = { userId: context.userId, permissions: context.permissions, metadata: context.metadata };
  const access = recordAccess(subject, object.logicalName, 'delete');
  if (access.kind === 'none')
    throw new AppError('ERR_FORBIDDEN', {}, { object: object.logicalName, operation: 'delete' });
  const schema = context.tenant.schemaName;
  const allowed = access.kind === 'where' ? access.predicate(sql.identifier(['t0'])) : sql.fragment`TRUE`;
  const row = await db.maybeOneFirst(sql.unsafe`
    DELETE FROM ${sql.identifier([schema, object.logicalName])} AS t0
    WHERE t0.id = ${id} AND t0.versionnumber = ${version} AND ${allowed}
    RETURNING to_jsonb(t0)`);
  if (!row) {
    const read = recordAccess(subject, object.logicalName, 'read');
    throw await explainUnchangedRecord(db, schema, object, id, version, read);
  }
  const record = row as Record<string, unknown>;
  return {
    id,
    audit: [
      {
        logicalname: object.logicalName,
        objectid: id,
        operation: 'delete',
        name: typeof record.name === 'string' ? record.name : null,
        body: record,
      },
    ],
  };
}
