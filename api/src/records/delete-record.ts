import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import { isAppError } from '../errors/app-error.js';
import { forbidden } from '../errors/common-errors.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows, type RowAccess } from '../permissions/row-access.js';
import { guardedEntities } from './administrator-guard.js';
import type { WriteOutcome } from './create-record.js';
import { GroupFailure } from './group-failure.js';
import { forgetLookupTargets } from './lookup-check.js';
import { privilegeRefusal } from './privilege-guard.js';
import { releaseDeletedTargets } from './referring-lookups.js';
import { undoDeleteRefusal } from './undo-rights.js';
import { viewChangeRefusal } from './view-write-rules.js';
import { expectedVersion, recordId, writableObject } from './writable-object.js';
import { explainUnchangedRecord } from './write-conflict.js';

/** A deleted row as JSON (what the audit record keeps), its id checked. */
const deletedRow = z.object({ record: z.object({ id: z.string() }).passthrough() });

export type PreparedDelete = { object: ObjectDefinition; id: string; version: number; access: RowAccess };

/** Checks one delete: the id and version the client read, and the user's delete rights. */
export function prepareDelete(
  context: DataContext,
  entity: unknown,
  input: Record<string, unknown>,
): PreparedDelete {
  const { object } = writableObject(context.metadata, entity);
  const id = recordId(input, true) as string;
  const version = expectedVersion(input);
  const access = recordAccess(context, object.logicalName, 'delete');
  if (access.kind === 'none') throw forbidden({ object: object.logicalName, operation: 'delete' });
  return { object, id, version, access };
}

/**
 * Deletes records of one entity in one statement, each only if the version the client read is
 * current and the user may delete it. Every deleted row goes to the audit trail as JSON (in
 * the same transaction) so it can be undone; the outcome names that audit row when the user
 * may undo it. If any record was not deleted, the first such
 * (in the caller's order) raises a GroupFailure with the reason: a conflict, a missing
 * record or a missing right. Lookups elsewhere that name the deleted records are then kept
 * sound in the same transaction (records/referring-lookups.ts: restrict, remove link or cascade).
 */
export async function deleteGroup(
  db: Queryable,
  context: DataContext,
  deletes: readonly PreparedDelete[],
): Promise<WriteOutcome[]> {
  const [first] = deletes;
  if (!first) return [];
  const schema = context.tenant.schemaName;
  if (guardedEntities.has(first.object.logicalName)) {
    for (const [offset, item] of deletes.entries()) {
      const write = { entity: item.object.logicalName, operation: 'delete', id: item.id } as const;
      const refusal = await privilegeRefusal(db, context, write);
      if (refusal) throw new GroupFailure(offset, refusal);
    }
  }
  const allowed = allowedRows(first.access, sql.identifier(['t0']));
  const rows = await db.anyFirst(sql.type(deletedRow)`
    DELETE FROM ${sql.identifier([schema, first.object.logicalName])} AS t0
    USING unnest(${sql.array(
      deletes.map((d) => d.id),
      'uuid',
    )}, ${sql.array(
      deletes.map((d) => d.version),
      'int8',
    )})
      AS v(id, versionnumber)
    WHERE t0.id = v.id AND t0.versionnumber = v.versionnumber AND ${allowed}
    RETURNING to_jsonb(t0) AS record`);
  const deleted = new Map(rows.map((row) => [row.id, row]));
  // the answer names each delete's audit row only to a user who may undo it
  const undoable = undoDeleteRefusal(context, first.object.logicalName) === undefined;
  const outcomes: WriteOutcome[] = [];
  for (const [offset, item] of deletes.entries()) {
    const record = deleted.get(item.id);
    if (!record) {
      const read = recordAccess(context, item.object.logicalName, 'read');
      const target = {
        schema,
        entity: item.object.logicalName,
        id: item.id,
        allowed: allowedRows(read, sql.identifier(['t0'])),
      };
      throw new GroupFailure(
        offset,
        (await viewChangeRefusal(db, context.permissions, target, 'delete')) ??
          (await explainUnchangedRecord(db, schema, item.object, item.id, item.version, read)),
      );
    }
    deleted.delete(item.id);
    const auditId = randomUUID();
    outcomes.push({
      id: item.id,
      ...(undoable ? { auditId } : {}),
      audit: [
        {
          id: auditId,
          logicalname: item.object.logicalName,
          objectid: item.id,
          operation: 'delete',
          name: typeof record.name === 'string' ? record.name : null,
          body: record,
        },
      ],
    });
  }
  forgetLookupTargets(context, first.object.logicalName);
  try {
    const released = await releaseDeletedTargets(
      db,
      context.metadata,
      first.object.logicalName,
      deletes.map((item) => item.id),
      context.userId,
    );
    const [head] = outcomes;
    if (head) {
      head.audit.push(...released.audit);
      head.touched = released.touched;
    }
  } catch (error) {
    const id = isAppError(error) ? error.details?.id : undefined;
    throw new GroupFailure(
      Math.max(
        0,
        deletes.findIndex((item) => item.id === id),
      ),
      error,
    );
  }
  return outcomes;
}

/** Deletes one record (see deleteGroup). */
export async function deleteRecord(
  db: Queryable,
  context: DataContext,
  entity: unknown,
  input: Record<string, unknown>,
): Promise<WriteOutcome> {
  try {
    const [outcome] = await deleteGroup(db, context, [prepareDelete(context, entity, input)]);
    if (!outcome) throw new Error('delete returned no outcome');
    return outcome;
  } catch (error) {
    throw error instanceof GroupFailure ? error.failure : error;
  }
}
