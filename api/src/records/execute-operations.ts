import type { OperationResult, RecordOperation } from '../contract/records.js';
import { toAppErrorFromDatabase } from '../db/database-errors.js';
import { runTransaction } from '../db/transaction.js';
import type { Queryable } from '../db/types.js';
import { AppError, isAppError } from '../errors/app-error.js';
import { channels } from '../events/event-bus.js';
import { errorMessage } from '../i18n/error-message.js';
import { AuditBuffer } from './audit-buffer.js';
import { createRecord, type WriteOutcome } from './create-record.js';
import type { DataContext, DataServices } from './data-context.js';
import { deleteRecord } from './delete-record.js';
import { GroupFailure } from './group-failure.js';
import { updateRecord } from './update-record.js';
import { groupOperations, writeGroup } from './write-groups.js';

/** Writes to these change who may do what: drop cached permissions when they change. */
const permissionEntities: ReadonlySet<string> = new Set(['inu_role', 'inu_userroles', 'systemuser_teams']);

function apply(db: Queryable, context: DataContext, operation: RecordOperation): Promise<WriteOutcome> {
  switch (operation.operation) {
    case 'create':
      return createRecord(db, context, operation.name, operation.object);
    case 'update':
      return updateRecord(db, context, operation.name, operation.object);
    case 'delete':
      return deleteRecord(db, context, operation.name, operation.object);
  }
}

/** A client-caused failure as a coded error, or undefined for a bug (which stays a 500). */
function known(error: unknown): AppError | undefined {
  return isAppError(error) ? error : toAppErrorFromDatabase(error);
}

/**
 * Runs a batch of writes in one transaction (spec 000 section 7, ARCHITECTURE section 2).
 * continueOnError false (a form's save): the first failure rolls everything back and names its
 * index. true (bulk edits): each item runs in its own savepoint and reports its own error.
 * Audit rows are written once, just before COMMIT; change events go out after it.
 */
export async function executeOperations(
  services: DataServices,
  context: DataContext,
  operations: readonly RecordOperation[],
  options: { continueOnError: boolean },
): Promise<OperationResult[]> {
  let touched = new Set<string>();
  const results = await runTransaction(services.pool, async (trx) => {
    const audit = new AuditBuffer();
    const out: OperationResult[] = [];
    touched = new Set();
    if (options.continueOnError) {
      for (const [index, operation] of operations.entries()) {
        try {
          const outcome = await trx.transaction((savepoint) => apply(savepoint, context, operation));
          audit.add(...outcome.audit);
          touched.add(operation.name);
          out.push({ result: outcome.id });
        } catch (error) {
          const appError = known(error);
          if (!appError) throw error;
          out.push({
            error: {
              code: appError.code,
              message: errorMessage(appError.code, appError.params, context.language),
              details: { ...appError.details, index },
            },
          });
        }
      }
    } else {
      // All or nothing: runs of creates or deletes of one entity go as one statement each.
      for (const group of groupOperations(operations)) {
        let outcomes: WriteOutcome[];
        try {
          outcomes = await writeGroup(trx, context, group.operations, (db, operation) =>
            apply(db, context, operation),
          );
        } catch (error) {
          const failure = error instanceof GroupFailure ? error.failure : error;
          const appError = known(failure);
          if (!appError) throw failure;
          const index = group.start + (error instanceof GroupFailure ? error.offset : 0);
          throw new AppError(
            appError.code,
            appError.params,
            { ...appError.details, index },
            { cause: failure },
          );
        }
        for (const outcome of outcomes) {
          audit.add(...outcome.audit);
          out.push({ result: outcome.id });
        }
        for (const operation of group.operations) touched.add(operation.name);
      }
    }
    await audit.flush(trx, context.metadata, context.userId);
    return out;
  });
  await announceChanges(services, context.tenant.id, touched);
  return results;
}

export async function announceChanges(
  services: DataServices,
  tenantId: string,
  entities: Set<string>,
): Promise<void> {
  if (entities.size === 0) return;
  const now = Date.now();
  await services.bus.publish(channels.changes, {
    tenantId,
    entities: Object.fromEntries([...entities].map((entity) => [entity, now])),
  });
  if ([...entities].some((entity) => permissionEntities.has(entity)))
    await services.permissions.changed(tenantId);
}
