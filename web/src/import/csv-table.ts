import { CsvChunkParser } from './csv-chunks';
import { type ImportMessage, message } from './import-message';
import { type ImportTable, listedRows, rowNumber, type TableResult } from './import-table';

export { chooseSeparator, defaultSeparator, type SeparatorChoice } from './csv-chunks';

/** A data row as the header has it: short rows get empty cells, long rows lose the extra ones. */
export const evenRow = (cells: readonly string[], width: number): string[] =>
  cells.length === width
    ? (cells as string[])
    : Array.from({ length: width }, (_, column) => cells[column] ?? '');

/**
 * A CSV file's table as its records come in: the first record is the header (blank lines are
 * skipped), the rest are data rows evened out to the header's width (which ones were not is
 * reported). Only the first `keep` data rows are held; the others are counted.
 */
export class CsvTableBuilder {
  headers: string[] | undefined;
  rowCount = 0;
  readonly rows: string[][] = [];
  private readonly ragged: number[] = [];
  private raggedCount = 0;

  constructor(private readonly keep = Number.POSITIVE_INFINITY) {}

  add(records: readonly string[][]): void {
    for (const cells of records) {
      if (!this.headers) {
        this.headers = cells.map((cell) => cell.trim());
        continue;
      }
      this.rowCount++;
      if (cells.length !== this.headers.length) {
        this.raggedCount++;
        if (this.ragged.length < listedRows) this.ragged.push(this.rowCount);
      }
      if (this.rows.length < this.keep) this.rows.push(evenRow(cells, this.headers.length));
    }
  }

  /** The table, or why the file cannot be imported; `quoteErrorRow` from the parser refuses it. */
  result(
    quoteErrorRow: number | undefined,
  ): { ok: false; problem: ImportMessage } | { ok: true; table: ImportTable } {
    // a broken quote would silently swallow the rows after it into one cell
    if (quoteErrorRow !== undefined)
      return { ok: false, problem: message('errors.csvQuotes', { row: quoteErrorRow }) };
    const headers = this.headers;
    if (!headers || headers.every((cell) => cell === ''))
      return { ok: false, problem: message('errors.noHeader') };
    if (this.rowCount === 0) return { ok: false, problem: message('errors.noRows') };
    const warnings: ImportMessage[] = [];
    if (this.raggedCount > 0) {
      warnings.push(
        message('warnings.raggedRows', {
          rows: this.ragged.join(', '),
          count: this.raggedCount,
          columns: headers.length,
        }),
      );
    }
    return { ok: true, table: { kind: 'csv', headers, rows: this.rows, warnings } };
  }
}

/**
 * Reads CSV text into a table: the first non-empty line is the header, blank lines are
 * skipped, short rows get empty cells, long rows lose their extra cells (both are reported). A
 * broken quote is refused: it would silently swallow the rows after it into one cell. A file
 * too large to hold is read in chunks by the same code (csv-file.ts).
 */
export function parseCsvTable(text: string): TableResult {
  const parser = new CsvChunkParser();
  const builder = new CsvTableBuilder();
  builder.add(parser.push(text));
  builder.add(parser.end());
  return builder.result(parser.quoteErrorRow);
}

export { rowNumber };
