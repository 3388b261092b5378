import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import { ApiError } from '../api/http';
import { type ImportMessage, message } from './import-message';
import type { PlannedRow } from './match-plan';
import { sizedBatches } from './write-batches';

/** The API takes at most 1000 operations per executemultiple (api/src/contract/records.ts). */
export const maxOperationsPerCall = 1000;

/**
 * Rows per call: small enough that progress moves and a call that fails as a whole (and so
 * writes nothing of its batch) costs little; large enough that a big file is not hundreds of
 * round trips and transactions, each with its commit's flush to disk (issue 20 item 4, writing
 * 10,000 rows with three lookups: 100 rows a call ~3 s, 500 ~1.8 s, 1000, the API's most, ~1.4
 * s). Wide rows make smaller calls (write-batches.ts).
 */
export const writeBatchSize = 1000;

export type ExecuteMultiple = (records: RecordOperation[]) => Promise<OperationResult[]>;

export type WriteOutcome =
  | {
      row: number;
      ok: true;
      action: 'create' | 'update';
      id: string;
      /** base64 image values the server stored as files (WARN_BASE64_IMAGE_STORED) */
      storedImages?: number;
    }
  | { row: number; ok: false; message: ImportMessage };

type Writable = Extract<PlannedRow, { action: 'create' | 'update' }>;

/** Why a whole call failed; a lost connection may or may not have committed, and says so. */
function callFailure(error: unknown): ImportMessage {
  const reason = error instanceof Error ? error.message : String(error);
  return error instanceof ApiError && error.status === 0
    ? message('errors.callUncertain', { reason })
    : message('errors.callFailed', { reason });
}

export type WriterOptions = {
  execute: ExecuteMultiple;
  batchSize?: number;
  shouldStop?: () => boolean;
};

const isWritable = (item: PlannedRow): item is Writable =>
  item.action === 'create' || item.action === 'update';

/**
 * Writes the planned creates and updates in calls of `batchSize` operations with
 * continueOnError: each call is one transaction in which every operation has its own savepoint,
 * so a row the server refuses is rolled back alone and reported with its row number while the
 * others of the call commit. A call that fails as a whole (network, server error) commits none
 * of its rows: they are reported with the reason, and the import stops there, since the next
 * call would most likely fail the same way; the rows never sent are reported as not imported.
 * `shouldStop` (the user's Stop) is asked between calls.
 *
 * The writer keeps that state from one plan to the next, so a streamed file's batches (issue 20
 * item 4) are written as one import: after a failed call or a Stop, later batches are reported,
 * not sent. `onCall` tells the outcomes of this plan so far after every call; `halted` says
 * whether anything more will be sent.
 */
export function rowWriter(entity: string, options: WriterOptions) {
  const size = Math.min(options.batchSize ?? writeBatchSize, maxOperationsPerCall);
  let stopped: ImportMessage | undefined;
  const write = async (
    plan: readonly PlannedRow[],
    onCall?: (written: number) => void,
  ): Promise<WriteOutcome[]> => {
    const writable = plan.filter(isWritable);
    const outcomes: WriteOutcome[] = [];
    for (const batch of sizedBatches(writable, size, (item) => JSON.stringify(item.object).length)) {
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
          if (result && 'result' in result) {
            const storedImages = (result.warnings ?? []).filter(
              (warning) => warning.code === 'WARN_BASE64_IMAGE_STORED',
            ).length;
            outcomes.push({
              row: item.row,
              ok: true,
              action: item.action,
              id: result.result,
              ...(storedImages > 0 ? { storedImages } : {}),
            });
          } else {
            const text = result && 'error' in result ? result.error.message : undefined;
            outcomes.push({
              row: item.row,
              ok: false,
              message: text ? { text } : message('errors.noAnswer'),
            });
          }
        });
      } catch (error) {
        const failure = callFailure(error);
        for (const item of batch) outcomes.push({ row: item.row, ok: false, message: failure });
        stopped = message('errors.notAttempted');
      }
      onCall?.(outcomes.length);
    }
    return outcomes;
  };
  /** whether nothing more will be sent: after a failed call, or once Stop was asked */
  const halted = () => stopped !== undefined || !!options.shouldStop?.();
  return Object.assign(write, { halted });
}

/** Writes a whole plan (rowWriter); `onProgress` tells the rows written of all to write. */
export function writeRows(
  entity: string,
  plan: readonly PlannedRow[],
  options: WriterOptions & { onProgress?: (written: number, total: number) => void },
): Promise<WriteOutcome[]> {
  const total = plan.filter(isWritable).length;
  return rowWriter(entity, options)(plan, (written) => options.onProgress?.(written, total));
}

/** One line of the result: a row that was not imported and why. */
export type ImportError = {
  row: number;
  messages: ImportMessage[];
  /** the row's cells as the file had them, for the file of rows with errors (when streamed) */
  source?: unknown[];
};

export type ImportSummary = {
  created: number;
  updated: number;
  skipped: number;
  /** by row number: the file's own problems and the server's refusals together */
  errors: ImportError[];
  /** rows with errors past the kept ones (a streamed file keeps the first maxKeptErrors) */
  droppedErrors?: number;
  /** base64 image values stored as files instead of refused (spec 001 section 5: with a warning) */
  storedImages: number;
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
    storedImages: outcomes.reduce((sum, outcome) => sum + (outcome.ok ? (outcome.storedImages ?? 0) : 0), 0),
  };
}
