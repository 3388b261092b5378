import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext, DataServices } from '../context/data-context.js';
import { findPgError } from '../db/database-errors.js';
import { runTransaction } from '../db/transaction.js';
import { duplicate, invalidField, recordNotFound } from '../errors/common-errors.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { enqueueTriggerJobs } from '../triggers/enqueue-trigger-jobs.js';
import { announceChanges } from './announce-changes.js';
import { AuditBuffer } from './audit-buffer.js';
import { checkOwnerAssignment } from './owner-assignment.js';
import { checkPrivileges } from './privilege-guard.js';
import { withoutDanglingLookups } from './restored-lookups.js';
import { undoDeleteRefusal } from './undo-rights.js';
import { checkViewCreate } from './view-write-rules.js';
import { writableObject } from './writable-object.js';
import type { PreparedValues } from './write-values.js';

const auditRow = z.object({
  logicalname: z.string().nullable(),
  objectid: z.string().nullable(),
  operation: z.string().nullable(),
  body: z.string().nullable(),
});

/**
 * Recreates a deleted record from its audit row ('Record restored'): every column as it was,
 * the version one higher so a stale copy elsewhere cannot overwrite it unnoticed. The user
 * must see the audit row and may create records of that entity. Lookups to rows deleted since
 * are cleared (records/restored-lookups.ts), so a restore never brings back a dangling id.
 */
export async function undoDelete(
  services: DataServices,
  context: DataContext,
  auditId: unknown,
): Promise<string> {
  const parsedId = z.string().uuid().safeParse(auditId);
  if (!parsedId.success) throw invalidField('id', 'uuid');
  const id = parsedId.data;
  const schema = context.tenant.schemaName;
  const auditRefusal = undoDeleteRefusal(context);
  if (auditRefusal) throw auditRefusal;
  const visible = allowedRows(recordAccess(context, 'audit', 'read'), sql.identifier(['a']));
  const entry = await services.pool.maybeOne(sql.type(auditRow)`
    SELECT logicalname, objectid, operation, body FROM ${sql.identifier([schema, 'audit'])} a
    WHERE a.id = ${id} AND ${visible}`);
  if (!entry) throw recordNotFound({ id });
  if (entry.operation !== 'delete' || !entry.body || !entry.logicalname || !entry.objectid) {
    throw invalidField('id', 'deletedRecord');
  }
  // restoring is creating again: the same gates as a create, owner included
  const entity = writableObject(context.metadata, entry.logicalname).object.logicalName;
  const entityRefusal = undoDeleteRefusal(context, entity);
  if (entityRefusal) throw entityRefusal;
  const restored = JSON.parse(entry.body) as Record<string, unknown>;

  const table = sql.identifier([schema, entity]);
  try {
    await runTransaction(services.pool, async (trx) => {
      // the rules of a create hold for a restore: no script view, no public view for a
      // private-only role, no admin role and no rights above one's own brought back by undo
      const values = new Map(Object.entries(restored)) as PreparedValues;
      checkViewCreate(context.permissions, entity, values);
      await checkPrivileges(trx, context, { entity, operation: 'create', values });
      await checkOwnerAssignment(trx, context, entity, restored.ownerid);
      const body = JSON.stringify(await withoutDanglingLookups(trx, context, entity, restored));
      await trx.query(sql.unsafe`
        INSERT INTO ${table}
        SELECT * FROM jsonb_populate_record(NULL::${table},
          jsonb_set(${body}::jsonb, '{versionnumber}',
                    to_jsonb(COALESCE((${body}::jsonb ->> 'versionnumber')::bigint, 0) + 1)))`);
      const audit = new AuditBuffer();
      audit.add({
        logicalname: entity,
        objectid: entry.objectid as string,
        operation: 'restore',
        name: typeof restored.name === 'string' ? restored.name : null,
        body: { from: id },
      });
      // a restored record is created again as far as triggers are concerned
      await enqueueTriggerJobs(trx, context.tenant, context.userId, [
        {
          logicalname: entity,
          objectid: entry.objectid as string,
          operation: 'restore',
          body: { values: restored },
        },
      ]);
      await audit.flush(trx, context.metadata, context.userId);
    });
  } catch (error) {
    if (findPgError(error)?.code === '23505') throw duplicate({ id: entry.objectid });
    throw error;
  }
  await announceChanges(services, context.tenant, new Set([entity]));
  return entry.objectid;
}
