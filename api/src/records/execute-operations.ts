import type { DataContext, DataServices } from '../context/data-context.js';
import type { OperationResult, RecordOperation } from '../contract/records.js';
import { toAppErrorFromDatabase } from '../db/database-errors.js';
import { runTransaction } from '../db/transaction.js';
import type { Queryable } from '../db/types.js';
import { AppError, isAppError } from '../errors/app-error.js';
import { errorMessage } from '../i18n/error-message.js';
import { enqueueTriggerJobs } from '../triggers/enqueue-trigger-jobs.js';
import { checkAdministrators, guardedEntities } from './administrator-guard.js';
import { announceChanges } from './announce-changes.js';
import { AuditBuffer } from './audit-buffer.js';
import { writeBatchAtOnce } from './batch-at-once.js';
import { createRecord, type WriteOutcome } from './create-record.js';
import { deleteRecord } from './delete-record.js';
import { GroupFailure } from './group-failure.js';
import type { IdempotentWrite } from './idempotency/idempotent-write.js';
import { lineParentsBefore } from './line-items.js';
import { confirmLookups } from './lookup-check.js';
import { operationReferences } from './lookup-references.js';
import { updateRecord } from './update-record.js';
import { groupOperations, writeGroup } from './write-groups.js';

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

/** An item's answer: the record's id, and for an undoable delete the audit row undo needs. */
function resultOf(outcome: WriteOutcome): OperationResult {
  return {
    result: outcome.id,
    ...(outcome.auditId ? { auditId: outcome.auditId } : {}),
    ...(outcome.warnings?.length ? { warnings: outcome.warnings } : {}),
  };
}

/** A client-caused failure as a coded error, or undefined for a bug (which stays a 500). */
function known(error: unknown): AppError | undefined {
  return isAppError(error) ? error : toAppErrorFromDatabase(error);
}

/**
 * Runs a batch of writes in one transaction (spec 000 section 7, ARCHITECTURE section 2).
 * continueOnError false (a form's save): the first failure rolls everything back and names its
 * index. true (bulk edits, imports): the batch is tried at once in one savepoint; should an
 * item fail, each item runs in its own savepoint and reports its own error.
 * Audit rows are written once, just before COMMIT; change events go out after it. With an
 * idempotency key, a batch that already committed under it answers as it did then, unrun.
 */
export async function executeOperations(
  services: DataServices,
  context: DataContext,
  operations: readonly RecordOperation[],
  options: {
    continueOnError: boolean;
    idempotency?: IdempotentWrite | undefined;
    /** Writes of a trigger script: how many trigger runs led to this one (0: a user's write). */
    triggerDepth?: number;
  },
): Promise<OperationResult[]> {
  let touched = new Set<string>();
  const results = await runTransaction(services.pool, async (trx) => {
    const audit = new AuditBuffer();
    const out: OperationResult[] = [];
    touched = new Set();
    const earlier = await options.idempotency?.claim(trx);
    if (earlier) return earlier;
    // one query per target entity for the whole batch (an import sends 100 rows at a time)
    if (operations.length > 1)
      await confirmLookups(trx, context, operationReferences(context.metadata, operations));
    // continueOnError: the whole batch at once first; item by item only when an item fails
    const atOnce = options.continueOnError
      ? await writeBatchAtOnce(trx, context, operations, (db, operation) => apply(db, context, operation))
      : undefined;
    if (atOnce) {
      audit.add(...atOnce.audit);
      for (const entity of atOnce.touched) touched.add(entity);
      for (const outcome of atOnce.outcomes) out.push(resultOf(outcome));
    } else if (options.continueOnError) {
      for (const [index, operation] of operations.entries()) {
        try {
          const outcome = await trx.transaction(async (savepoint) => {
            const lines = await lineParentsBefore(savepoint, context, [operation]);
            const done = await apply(savepoint, context, operation);
            const settled = await lines.settle(savepoint);
            done.audit.push(...settled.audit);
            done.touched = [...(done.touched ?? []), ...settled.touched];
            // each item stands alone: the rule is checked on what this one leaves behind
            await checkAdministrators(savepoint, context, [operation.name, ...(done.touched ?? [])]);
            return done;
          });
          audit.add(...outcome.audit);
          touched.add(operation.name);
          for (const entity of outcome.touched ?? []) touched.add(entity);
          out.push(resultOf(outcome));
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
      // product lines' parents, read before the lines move or go (spec 002 section 4)
      const lines = await lineParentsBefore(trx, context, operations);
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
          for (const entity of outcome.touched ?? []) touched.add(entity);
          out.push(resultOf(outcome));
        }
        for (const operation of group.operations) touched.add(operation.name);
      }
      // line amounts and the parents' totals, in this transaction (issue 21)
      const settled = await lines.settle(trx);
      audit.add(...settled.audit);
      for (const entity of settled.touched) touched.add(entity);
    }
    if (!options.continueOnError) {
      try {
        await checkAdministrators(trx, context, touched);
      } catch (error) {
        const appError = known(error);
        const index = operations.findIndex((operation) => guardedEntities.has(operation.name));
        throw appError ? new AppError(appError.code, appError.params, { index }) : error;
      }
    }
    // triggers' runs are queued in this transaction (an outbox): they exist iff the write commits
    await enqueueTriggerJobs(trx, context.tenant, context.userId, audit.pending, options.triggerDepth ?? 0);
    await audit.flush(trx, context.metadata, context.userId);
    await options.idempotency?.store(trx, out);
    return out;
  });
  await announceChanges(services, context.tenant, touched);
  return results;
}
