import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import { inBatches } from '../api/batches';
import { ApiError } from '../api/http';
import { type ImportMessage, message } from './import-message';
import type { PlannedRow } from './match-plan';

/** The API takes at most 1000 operations per executemultiple (api/src/contract/records.ts). */
export const maxOperationsPerCall = 1000;

/**
 * Rows per call: small enough that progress moves and a call that fails as a whole (and so
 * writes nothing of its batch) costs little; large enough that a big file is not thousands of
 * round trips.
 */
export const writeBatchSize = 100;

export type ExecuteMultiple = (records: RecordOperation[]) => Promise<OperationResult[]>;

export type WriteOutcome =
  | { row: number; ok: true; action: 'create' | 'update'; id: string }
  | { row: number; ok: false; message: ImportMessage };

type Writable = Extract<PlannedRow, { action: 'create' | 'update' }>;

/** Why a whole call failed; a lost connection may or may not have committed, and says so. */
function callFailure(error: unknown): ImportMessage {
  const reason = error instanceof Error ? error.message : String(error);
  return error instanceof ApiError && error.status === 0
    ? message('errors.callUncertain', { reason })
    : message('errors.callFailed', { reason });
}

/**
 * Writes the planned creates and updates in calls of `batchSize` operations with
 * continueOnError: each call is one transaction in which every operation has its own savepoint,
 * so a row the server refuses is rolled back alone and reported with its row number while the
 * others of the call commit. A call that fails as a whole (network, server error) commits none
 * of its rows: they are reported with the reason, and the import stops there, since the next
 * call would most likely fail the same way; the rows never sent are reported as not imported.
 * `shouldStop` (the user's Stop) is asked between calls.
 */
export async function writeRows(
  entity: string,
  plan: readonly PlannedRow[],
  options: {
    execute: ExecuteMultiple;
    batchSize?: number;
    onProgress?: (written: number, total: number) => void;
    shouldStop?: () => boolean;
  },
): Promise<WriteOutcome[]> {
  const size = Math.min(options.batchSize ?? writeBatchSize, maxOperationsPerCall);
  const writable = plan.filter(
    (item): item is Writable => item.action === 'create' || item.action === 'update',
  );
  const outcomes: WriteOutcome[] = [];
  let stopped: ImportMessage | undefined;
  for (const batch of inBatches(writable, size)) {
    if (!stopped && options.shouldStop?.()) stopped = message('errors.stopped');
    if (stopped) {
      for (const item of batch) outcomes.push({ row: item.row, ok: false, message: stopped });
      continue;
    }
    const operations = batch.map((item) => ({ name: entity, operation: item.action, object: item.object }));
    try {
      const results = await options.execute(operations);
      batch.forEach((item, index) => {
        const result = results[index];
        if (result && 'result' in result)
          outcomes.push({ row: item.row, ok: true, action: item.action, id: result.result });
        else {
          const text = result && 'error' in result ? result.error.message : undefined;
          outcomes.push({ row: item.row, ok: false, message: text ? { text } : message('errors.noAnswer') });
        }
      });
    } catch (error) {
      const failure = callFailure(error);
      for (const item of batch) outcomes.push({ row: item.row, ok: false, message: failure });
      stopped = message('errors.notAttempted');
    }
    options.onProgress?.(outcomes.length, writable.length);
  }
  return outcomes;
}

/** One line of the result: a row that was not imported and why. */
export type ImportError = { row: number; messages: ImportMessage[] };

export type ImportSummary = {
  created: number;
  updated: number;
  skipped: number;
  /** by row number: the file's own problems and the server's refusals together */
  errors: ImportError[];
};

/** The result screen's figures: 'Imported: N records', 'Errors: N' and the lines (spec 001 section 8). */
export function summarize(plan: readonly PlannedRow[], outcomes: readonly WriteOutcome[]): ImportSummary {
  const errors: ImportError[] = [];
  for (const item of plan)
    if (item.action === 'error') errors.push({ row: item.row, messages: item.messages });
  for (const outcome of outcomes)
    if (!outcome.ok) errors.push({ row: outcome.row, messages: [outcome.message] });
  errors.sort((left, right) => left.row - right.row);
  const succeeded = (action: 'create' | 'update') =>
    outcomes.filter((outcome) => outcome.ok && outcome.action === action).length;
  return {
    created: succeeded('create'),
    updated: succeeded('update'),
    skipped: plan.filter((item) => item.action === 'skip').length,
    errors,
  };
}
