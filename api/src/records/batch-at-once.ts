import type { DataContext } from '../context/data-context.js';
import type { RecordOperation } from '../contract/records.js';
import { toAppErrorFromDatabase } from '../db/database-errors.js';
import type { Transaction } from '../db/types.js';
import { isAppError } from '../errors/app-error.js';
import { guardedEntities } from './administrator-guard.js';
import type { AuditEntry } from './audit-buffer.js';
import type { WriteOutcome } from './create-record.js';
import { GroupFailure } from './group-failure.js';
import { lineParentsBefore } from './line-items.js';
import { groupOperations, writeGroup } from './write-groups.js';

export type BatchOutcome = { outcomes: WriteOutcome[]; audit: AuditEntry[]; touched: Set<string> };

/** Thrown inside the savepoint to roll it back when the batch must go item by item after all. */
class ItemByItem extends Error {}

/**
 * continueOnError's first try (issue 20 item 4): the whole batch in one savepoint, written the
 * way the all-or-nothing path writes it (every item validated first, then runs of creates of
 * one entity as one INSERT each), instead of a savepoint and statements per item. Should any
 * item fail with a client error, the savepoint is rolled back and undefined answered: the
 * caller then runs every item in a savepoint of its own, as before, so each failure is
 * reported in its place with the same code and the others commit. A batch that writes (or
 * touches) the entities of the administrator rule stays item by item, since that rule is
 * checked on what each item leaves behind. A bug (not a client error) still throws.
 */
export async function writeBatchAtOnce(
  trx: Transaction,
  context: DataContext,
  operations: readonly RecordOperation[],
  apply: (db: Transaction, operation: RecordOperation) => Promise<WriteOutcome>,
): Promise<BatchOutcome | undefined> {
  if (operations.length < 2 || operations.some((operation) => guardedEntities.has(operation.name)))
    return undefined;
  try {
    return await trx.transaction(async (savepoint) => {
      const lines = await lineParentsBefore(savepoint, context, operations);
      const outcomes: WriteOutcome[] = [];
      for (const group of groupOperations(operations))
        outcomes.push(...(await writeGroup(savepoint, context, group.operations, apply)));
      const settled = await lines.settle(savepoint);
      const touched = new Set(operations.map((operation) => operation.name));
      for (const entity of [...outcomes.flatMap((outcome) => outcome.touched ?? []), ...settled.touched])
        touched.add(entity);
      if ([...touched].some((entity) => guardedEntities.has(entity))) throw new ItemByItem();
      return {
        outcomes,
        audit: [...outcomes.flatMap((outcome) => outcome.audit), ...settled.audit],
        touched,
      };
    });
  } catch (error) {
    if (error instanceof ItemByItem) return undefined;
    const failure = error instanceof GroupFailure ? error.failure : error;
    if (isAppError(failure) || toAppErrorFromDatabase(failure)) return undefined;
    throw failure;
  }
}
