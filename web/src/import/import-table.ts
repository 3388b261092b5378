import type { ImportFileKind } from './import-file';
import type { ImportMessage } from './import-message';

/** Data rows of a file read again from the start, a batch at a time; `first` is rows[0]'s number. */
export type RowBatch = { first: number; rows: unknown[][] };

/**
 * A parsed file before it meets any metadata: the header and the data rows. CSV cells are
 * strings; JSON cells are whatever JSON holds, and a key an object lacks is `undefined` (not
 * given, so an update leaves that field alone), unlike `null` or an empty CSV cell (cleared).
 *
 * A CSV file is streamed (issue 20 item 4): `rows` then holds only its first rows (for the
 * preview), `rowCount` says how many there are in all and `batches` reads them all again from
 * the file, so no step holds every row at once. A table parsed whole has neither.
 */
export type ImportTable = {
  kind: ImportFileKind;
  headers: string[];
  rows: unknown[][];
  /** things worth knowing that do not stop the import (a legacy encoding, ragged rows) */
  warnings: ImportMessage[];
  rowCount?: number;
  batches?: (size: number) => AsyncIterable<RowBatch>;
};

export type TableResult = { ok: true; table: ImportTable } | { ok: false; problem: ImportMessage };

/** Row numbers shown to the user count data rows from 1, as the preview grid does. */
export const rowNumber = (index: number) => index + 1;

/** The preview shows the first rows only (PreviewGrid); a streamed file keeps these. */
export const previewRows = 50;

/** At most this many row numbers are listed in one warning; the count says the rest. */
export const listedRows = 5;

/** Every data row of the table, whether held or streamed. */
export const tableRowCount = (table: ImportTable): number => table.rowCount ?? table.rows.length;

/** Every data row of the table in batches of `size`, from the file when it is streamed. */
export async function* tableBatches(table: ImportTable, size: number): AsyncGenerator<RowBatch> {
  if (table.batches) {
    yield* table.batches(size);
    return;
  }
  for (let start = 0; start < table.rows.length; start += size)
    yield { first: rowNumber(start), rows: table.rows.slice(start, start + size) };
}
