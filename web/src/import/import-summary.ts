import type { RowBatch } from './import-table';
import type { PlannedRow } from './match-plan';
import type { ImportError, ImportSummary, WriteOutcome } from './write-rows';

/**
 * Rows with errors kept for the result and the file of rows with errors: a file of 100,000 bad
 * rows must not hold them all (issue 20 item 4); the first ones by row number are kept, the
 * others counted, and the result says so.
 */
export const maxKeptErrors = 10_000;

/**
 * The result of a streamed import, built a batch at a time (summarize, for a plan held whole,
 * gives the same figures): counts, and the first `limit` rows with errors with their cells as
 * the file had them, so the file of rows with errors needs no second read.
 */
export class SummaryCollector {
  private created = 0;
  private updated = 0;
  private skipped = 0;
  private storedImages = 0;
  private dropped = 0;
  private readonly errors: ImportError[] = [];

  constructor(private readonly limit = maxKeptErrors) {}

  /** One batch: its plan, the outcomes of its writes, and its rows as read. */
  add(batch: RowBatch, plan: readonly PlannedRow[], outcomes: readonly WriteOutcome[]): void {
    const found: ImportError[] = [];
    for (const item of plan) {
      if (item.action === 'skip') this.skipped++;
      else if (item.action === 'error') found.push({ row: item.row, messages: item.messages });
    }
    for (const outcome of outcomes) {
      if (!outcome.ok) {
        found.push({ row: outcome.row, messages: [outcome.message] });
        continue;
      }
      if (outcome.action === 'create') this.created++;
      else this.updated++;
      this.storedImages += outcome.storedImages ?? 0;
    }
    // batches come in row order: within one, the file's problems and the refusals interleave
    found.sort((left, right) => left.row - right.row);
    for (const error of found) {
      if (this.errors.length >= this.limit) {
        this.dropped++;
        continue;
      }
      const source = batch.rows[error.row - batch.first];
      this.errors.push(source ? { ...error, source } : error);
    }
  }

  summary(): ImportSummary {
    return {
      created: this.created,
      updated: this.updated,
      skipped: this.skipped,
      errors: this.errors,
      storedImages: this.storedImages,
      ...(this.dropped > 0 ? { droppedErrors: this.dropped } : {}),
    };
  }
}
