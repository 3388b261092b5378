import { sql } from 'slonik';
import { z } from 'zod';
import { findPgError } from '../db/database-errors.js';
import { runTransaction } from '../db/transaction.js';
import { AppError } from '../errors/app-error.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { recordAccess } from '../permissions/record-access.js';
import { AuditBuffer } from './audit-buffer.js';
import type { DataContext, DataServices } from './data-context.js';
import { announceChanges } from './execute-operations.js';

const auditRow = z.object({
  logicalname: z.string().nullable(),
  objectid: z.string().nullable(),
  operation: z.string().nullable(),
  body: z.string().nullable(),
});

/**
 * Recreates a deleted record from its audit row ('Record restored'): every column as it was,
 * the version one higher so a stale copy elsewhere cannot overwrite it unnoticed. The user
 * must see the audit row and may create records of that entity.
 */
export async function undoDelete(
  services: DataServices,
  context: DataContext,
  auditId: unknown,
): Promise<string> {
  if (typeof auditId !== 'string' || !/^[0-9a-f-]{36}$/i.test(auditId)) {
    throw new AppError('ERR_VALIDATION', { field: 'id', reason: 'expected a uuid' }, { field: 'id' });
  }
  const schema = context.tenant.schemaName;
  const subject = { userId: context.userId, permissions: context.permissions, metadata: context.metadata };
  const read = recordAccess(subject, 'audit', 'read');
  if (read.kind === 'none') throw new AppError('ERR_FORBIDDEN', {}, { object: 'audit' });
  const visible = read.kind === 'where' ? read.predicate(sql.identifier(['a'])) : sql.fragment`TRUE`;
  const entry = await services.pool.maybeOne(sql.type(auditRow)`
    SELECT logicalname, objectid, operation, body FROM ${sql.identifier([schema, 'audit'])} a
    WHERE a.id = ${auditId} AND ${visible}`);
  if (!entry) throw new AppError('ERR_RECORD_NOT_FOUND', {}, { id: auditId });
  if (entry.operation !== 'delete' || !entry.body || !entry.logicalname || !entry.objectid) {
    throw new AppError('ERR_VALIDATION', { field: 'id', reason: 'not a deleted record' }, { field: 'id' });
  }
  const entity = entry.logicalname;
  if (!context.metadata.objects.has(entity)) throw new AppError('ERR_OBJECT_NOT_FOUND', { name: entity });
  if (levelFor(context.permissions, entity, 'create') === 0)
    throw new AppError('ERR_FORBIDDEN', {}, { object: entity });

  const table = sql.identifier([schema, entity]);
  try {
    await runTransaction(services.pool, async (trx) => {
      await trx.query(sql.unsafe`
        INSERT INTO ${table}
        SELECT * FROM jsonb_populate_record(NULL::${table},
          jsonb_set(${entry.body}::jsonb, '{versionnumber}',
                    to_jsonb(COALESCE((${entry.body}::jsonb ->> 'versionnumber')::bigint, 0) + 1)))`);
      const audit = new AuditBuffer();
      const record = JSON.parse(entry.body ?? '{}') as { name?: unknown };
      audit.add({
        logicalname: entity,
        objectid: entry.objectid as string,
        operation: 'restore',
        name: typeof record.name === 'string' ? record.name : null,
        body: { from: auditId },
      });
      await audit.flush(trx, context.metadata, context.userId);
    });
  } catch (error) {
    if (findPgError(error)?.code === '23505') throw new AppError('ERR_DUPLICATE', {}, { id: entry.objectid });
    throw error;
  }
  await announceChanges(services, context.tenant.id, new Set([entity]));
  return entry.objectid;
}
