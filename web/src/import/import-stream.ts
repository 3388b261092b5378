import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import type { ImportColumn } from './import-columns';
import type { ImportMessage } from './import-message';
import { convertRows, type ImportRow, rowErrors, rowWarnings } from './import-rows';
import { SummaryCollector } from './import-summary';
import { type ImportTable, previewRows, type RowBatch, tableBatches, tableRowCount } from './import-table';
import { LookupCache } from './lookup-cache';
import { type FetchRows, resolveLookups } from './lookup-resolution';
import { type ExistingRecord, findMatches, type MatchMode, planCounts, planImport } from './match-plan';
import { type ImportSummary, rowWriter, type WriterOptions } from './write-rows';

/**
 * Rows read, converted and resolved at a time (issue 20 item 4): a file's rows are never all
 * held; two batches at most (one written while the next is read). Two write calls' worth.
 */
export const streamBatchRows = 1000;

/** Lines kept per kind for the notes above the preview; the counts cover the whole file. */
export const keptProblemLines = 100;

export { previewRows };

export type StreamContext = {
  entity: string;
  columns: readonly ImportColumn[];
  fetchRows: FetchRows;
  metaDict: Record<string, ObjectMeta>;
  /** shared by the passes over one file, so a name is looked for once (within its bound) */
  cache: LookupCache;
};

export const newLookupCache = () => new LookupCache();

type Prepared = { batch: RowBatch; rows: ImportRow[] };

/** The file's rows converted, a batch at a time, their lookups resolved unless `resolve` says no. */
async function* preparedBatches(
  table: ImportTable,
  context: StreamContext,
  resolve: () => boolean,
  batchRows: number,
): AsyncGenerator<Prepared> {
  for await (const batch of tableBatches(table, batchRows)) {
    const converted = convertRows(batch, context.columns, batch.first);
    const rows = resolve()
      ? await resolveLookups(converted, context.columns, {
          fetchRows: context.fetchRows,
          metaDict: context.metaDict,
          cache: context.cache,
        })
      : converted;
    yield { batch, rows };
  }
}

export type ProblemLine = { row: number; message: ImportMessage };

/** What the screen shows before Import: the first rows, and the whole file's problems. */
export type PreparedFile = {
  preview: ImportRow[];
  rowCount: number;
  errorRows: number;
  errorLines: ProblemLine[];
  errorLineCount: number;
  warningLines: ProblemLine[];
  warningLineCount: number;
};

/**
 * Every row converted and its lookups found, a batch at a time, keeping only what the screen
 * shows: the preview's rows and the first lines of each kind of problem, with their counts.
 */
export async function prepareFile(
  table: ImportTable,
  context: StreamContext,
  onProgress?: (done: number, total: number) => void,
  batchRows = streamBatchRows,
): Promise<PreparedFile> {
  const total = tableRowCount(table);
  const file: PreparedFile = {
    preview: [],
    rowCount: 0,
    errorRows: 0,
    errorLines: [],
    errorLineCount: 0,
    warningLines: [],
    warningLineCount: 0,
  };
  for await (const { rows } of preparedBatches(table, context, () => true, batchRows)) {
    for (const row of rows) {
      if (file.preview.length < previewRows) file.preview.push(row);
      const errors = rowErrors(row);
      if (errors.length > 0) file.errorRows++;
      for (const message of errors)
        if (file.errorLineCount++ < keptProblemLines) file.errorLines.push({ row: row.row, message });
      for (const message of rowWarnings(row))
        if (file.warningLineCount++ < keptProblemLines) file.warningLines.push({ row: row.row, message });
    }
    file.rowCount += rows.length;
    onProgress?.(file.rowCount, total);
  }
  return file;
}

export type MatchChoice = { field: PropertyMeta | undefined; mode: MatchMode };

/** What Import will do, counted over the whole file, and the existing records its keys match. */
export type CountedPlan = {
  counts: ReturnType<typeof planCounts>;
  matches: Map<string, ExistingRecord[]>;
};

const matching = ({ field, mode }: MatchChoice) => !!field && mode !== 2;

/**
 * The confirmation's counts (spec 001 section 8) without holding the plan: each batch's keys
 * are matched against existing records and planned, with one record of keys across batches
 * (a key repeated anywhere in the file is reported). Only the matched records are kept, for the
 * writing pass. Lookups are resolved only when the match field is one.
 */
export async function countPlan(
  table: ImportTable,
  context: StreamContext,
  choice: MatchChoice,
  onProgress?: (done: number, total: number) => void,
  batchRows = streamBatchRows,
): Promise<CountedPlan> {
  const { field, mode } = choice;
  const total = tableRowCount(table);
  const matches = new Map<string, ExistingRecord[]>();
  const firstRowOfKey = new Map<string, number>();
  const counts = { creates: 0, updates: 0, skips: 0, errors: 0 };
  const resolve = () => matching(choice) && field?.type === 'Lookup';
  let done = 0;
  for await (const { rows } of preparedBatches(table, context, resolve, batchRows)) {
    if (field && matching(choice)) {
      const found = await findMatches(context.entity, field, rows, context.fetchRows);
      for (const [key, records] of found) matches.set(key, records);
    }
    const batchCounts = planCounts(planImport(rows, { field, mode, matches, firstRowOfKey }));
    counts.creates += batchCounts.creates;
    counts.updates += batchCounts.updates;
    counts.skips += batchCounts.skips;
    counts.errors += batchCounts.errors;
    done += rows.length;
    onProgress?.(done, total);
  }
  return { counts, matches };
}

/**
 * Writes the file a batch at a time (rowWriter: continueOnError calls, a failed call or Stop
 * ends the sending and the rest is reported): each batch is read, converted, resolved and
 * planned while the one before is written, so at most two are held. The summary keeps the
 * first rows with errors with their cells (SummaryCollector). After a Stop or a failed call no
 * more lookups are sent (unless the match field needs them to plan the rest).
 */
export async function writeFile(
  table: ImportTable,
  context: StreamContext,
  choice: MatchChoice & { matches: ReadonlyMap<string, ExistingRecord[]> },
  writer: WriterOptions & { onProgress?: (written: number) => void },
  batchRows = streamBatchRows,
): Promise<ImportSummary> {
  const { field, mode, matches } = choice;
  const write = rowWriter(context.entity, writer);
  const collector = new SummaryCollector();
  const firstRowOfKey = new Map<string, number>();
  const resolve = () => !write.halted() || (matching(choice) && field?.type === 'Lookup');
  let written = 0;
  let writing: Promise<void> = Promise.resolve();
  try {
    for await (const { batch, rows } of preparedBatches(table, context, resolve, batchRows)) {
      await writing;
      const plan = planImport(rows, { field, mode, matches, firstRowOfKey });
      const before = written;
      writing = write(plan, (count) => writer.onProgress?.(before + count)).then((outcomes) => {
        written = before + outcomes.length;
        collector.add(batch, plan, outcomes);
      });
    }
  } finally {
    await writing;
  }
  return collector.summary();
}
