import type { DataContext } from '../context/data-context.js';
import type { RecordOperation } from '../contract/records.js';
import type { Transaction } from '../db/types.js';
import { insertCreates, type PreparedCreate, prepareCreate, type WriteOutcome } from './create-record.js';
import { deleteGroup, prepareDelete } from './delete-record.js';
import { GroupFailure } from './group-failure.js';
import { checkPreparedLookups } from './lookup-check.js';
import { updateGroup } from './update-group.js';

/** Consecutive operations that can go to the database as one statement. */
export type WriteGroup = { start: number; operations: RecordOperation[] };

/** Splits a batch into runs of creates, updates or deletes of one entity. */
export function groupOperations(operations: readonly RecordOperation[]): WriteGroup[] {
  const groups: WriteGroup[] = [];
  for (const [index, operation] of operations.entries()) {
    const last = groups.at(-1);
    const lastOperation = last?.operations.at(-1);
    const joinable =
      last &&
      lastOperation &&
      operation.operation === lastOperation.operation &&
      operation.name === lastOperation.name;
    if (joinable) last.operations.push(operation);
    else groups.push({ start: index, operations: [operation] });
  }
  return groups;
}

/**
 * Writes a group of creates, updates (update-group.ts) or deletes of one entity with one statement. Should the database
 * refuse a multi-row insert, the rows are retried one by one (each in its own savepoint) to
 * name the one at fault; the caller rolls the whole batch back anyway.
 */
export async function writeGroup(
  trx: Transaction,
  context: DataContext,
  operations: readonly RecordOperation[],
  single: (trx: Transaction, operation: RecordOperation) => Promise<WriteOutcome>,
): Promise<WriteOutcome[]> {
  const [first] = operations;
  if (!first) return [];
  if (first.operation === 'update' && operations.length > 1) return updateGroup(trx, context, operations);
  if (operations.length === 1) {
    try {
      return [await single(trx, first)];
    } catch (error) {
      throw new GroupFailure(0, error);
    }
  }
  if (first.operation === 'delete') {
    const prepared = operations.map((operation, offset) => {
      try {
        return prepareDelete(context, operation.name, operation.object);
      } catch (error) {
        throw new GroupFailure(offset, error);
      }
    });
    return deleteGroup(trx, context, prepared);
  }
  const creates: PreparedCreate[] = [];
  for (const [offset, operation] of operations.entries()) {
    try {
      creates.push(await prepareCreate(trx, context, operation.name, operation.object));
    } catch (error) {
      throw new GroupFailure(offset, error);
    }
  }
  const problem = await checkPreparedLookups(
    trx,
    context,
    first.name,
    creates.map((create) => create.values),
  );
  if (problem) throw new GroupFailure(problem.offset, problem.error);
  try {
    await trx.transaction((savepoint) => insertCreates(savepoint, context.tenant.schemaName, creates));
  } catch {
    for (const [offset, create] of creates.entries()) {
      try {
        await trx.transaction((savepoint) => insertCreates(savepoint, context.tenant.schemaName, [create]));
      } catch (error) {
        throw new GroupFailure(offset, error);
      }
    }
  }
  return creates.map((create) => create.outcome);
}
