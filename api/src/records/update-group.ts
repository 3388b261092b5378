import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { RecordOperation } from '../contract/records.js';
import type { Transaction } from '../db/types.js';
import { allowedRows } from '../permissions/row-access.js';
import type { WriteOutcome } from './create-record.js';
import { GroupFailure } from './group-failure.js';
import { isJsonSafeValue } from './json-safe-value.js';
import {
  explainUnchangedUpdate,
  type PreparedUpdate,
  prepareUpdate,
  updateAssignments,
  updatedRow,
  updateOutcome,
  writeUpdate,
} from './update-record.js';

type Run = { start: number; items: PreparedUpdate[] };

/** A row the statement updated: its id, new version, name and old values (o0, o1, ...). */
const runRow = updatedRow.extend({ id: z.string() });

const columnsOf = (prepared: PreparedUpdate) => [...prepared.values.keys()].join('\n');

/**
 * Splits prepared updates into runs that one statement can write: the same columns, plain
 * values only (no binary, no SQL expression), each record once.
 */
function statementRuns(prepared: readonly PreparedUpdate[]): Run[] {
  const runs: Run[] = [];
  let ids = new Set<string>();
  for (const [offset, item] of prepared.entries()) {
    const last = runs.at(-1);
    const head = last?.items[0];
    const plain = [...item.values.values()].every(isJsonSafeValue);
    if (last && head && plain && !ids.has(item.id) && columnsOf(head) === columnsOf(item)) {
      last.items.push(item);
      ids.add(item.id);
    } else {
      runs.push({ start: offset, items: [item] });
      ids = new Set(plain ? [item.id] : []);
      // an update with other values stands alone: the next one starts a run of its own
      if (!plain) runs.push({ start: offset + 1, items: [] });
    }
  }
  return runs.filter((run) => run.items.length > 0);
}

/**
 * Updates of one entity in a row of a batch (issue 20 (d)): every item is checked first, as
 * alone (prepareUpdate), then runs with the same columns go to the database as one UPDATE
 * joined to their values (read with the table's own column types from JSON), each row only
 * if its version is still the one the client read and the user may update it. Should any row
 * not change, the first such (in the batch's order) raises a GroupFailure with the reason a
 * single update would give; should the statement fail, the run is tried row by row to name
 * the row at fault. The caller rolls the batch (or its savepoint) back on a failure.
 */
export async function updateGroup(
  trx: Transaction,
  context: DataContext,
  operations: readonly RecordOperation[],
): Promise<WriteOutcome[]> {
  const prepared: PreparedUpdate[] = [];
  for (const [offset, operation] of operations.entries()) {
    try {
      prepared.push(await prepareUpdate(trx, context, operation.name, operation.object));
    } catch (error) {
      throw new GroupFailure(offset, error);
    }
  }
  const outcomes: WriteOutcome[] = [];
  for (const run of statementRuns(prepared)) {
    if (run.items.length === 1) {
      const [item] = run.items as [PreparedUpdate];
      try {
        outcomes.push(await writeUpdate(trx, context, item));
      } catch (error) {
        throw new GroupFailure(run.start, error);
      }
    } else outcomes.push(...(await writeRun(trx, context, run)));
  }
  return outcomes;
}

async function writeRun(trx: Transaction, context: DataContext, run: Run): Promise<WriteOutcome[]> {
  const [head] = run.items as [PreparedUpdate];
  const table = sql.identifier([context.tenant.schemaName, head.object.logicalName]);
  const columns = [...head.values.keys()];
  const rows = run.items.map((item) => ({
    ...Object.fromEntries(item.values),
    id: item.id,
    versionnumber: item.version,
  }));
  const oldColumns = columns.map(
    (column, i) => sql.fragment`old.${sql.identifier([column])} AS ${sql.identifier([`o${i}`])}`,
  );
  const statement = sql.type(runRow)`
    UPDATE ${table} AS t0
    SET ${updateAssignments(head, context.userId, (column) => sql.identifier(['v', column]))}
    FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(rows)}::json) AS v
    JOIN ${table} AS old ON old.id = v.id
    WHERE t0.id = v.id AND t0.versionnumber = v.versionnumber AND ${allowedRows(head.access, sql.identifier(['t0']))}
    RETURNING t0.id AS id, t0.versionnumber AS versionnumber,
      ${head.object.type === 'many' ? sql.fragment`NULL` : sql.fragment`t0.name`} AS name
      ${oldColumns.length > 0 ? sql.fragment`, ${sql.join(oldColumns, sql.fragment`, `)}` : sql.fragment``}`;
  let written: readonly z.infer<typeof runRow>[];
  try {
    written = await trx.transaction((savepoint) => savepoint.any(statement));
  } catch {
    // one by one, each in a savepoint of its own, to name the row the database refused; should
    // none be refused alone, the run stands written that way
    const outcomes: WriteOutcome[] = [];
    for (const [offset, item] of run.items.entries()) {
      try {
        outcomes.push(await trx.transaction((savepoint) => writeUpdate(savepoint, context, item)));
      } catch (failure) {
        throw new GroupFailure(run.start + offset, failure);
      }
    }
    return outcomes;
  }
  const byId = new Map(written.map((row) => [row.id, row]));
  const outcomes: WriteOutcome[] = [];
  for (const [offset, item] of run.items.entries()) {
    const row = byId.get(item.id);
    if (!row) throw new GroupFailure(run.start + offset, await explainUnchangedUpdate(trx, context, item));
    outcomes.push(updateOutcome(item, row));
  }
  return outcomes;
}
