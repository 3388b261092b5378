import type { RecordValues } from '../data/data-api';
import { formatDuration } from '../fields/numbers/duration';
import { toNumber } from '../fields/numbers/number-format';
import {
  type CellOptions,
  columnNumberKind,
  type ExportCell,
  formatCell,
  numberPrecision,
  plainNumber,
} from './cell-format';
import type { ExportColumn } from './export-columns';

/** An export as a table of texts: what CSV and PDF both write. */
export type ExportTable = {
  header: string[];
  rows: ExportCell[][];
  /** the totals row, when asked for */
  totals: ExportCell[] | null;
  /** per column: numbers, right-aligned in a PDF */
  numeric: boolean[];
};

/**
 * The sum of each number column over the rows (null for other columns). Empty cells count
 * nothing; a column's sum is null too when it has no number at all.
 */
export function columnTotals(
  columns: readonly ExportColumn[],
  rows: readonly RecordValues[],
): (number | null)[] {
  return columns.map((column) => {
    if (!columnNumberKind(column)) return null;
    let sum: number | null = null;
    for (const row of rows) {
      const number = toNumber(row[column.key]);
      if (number !== null) sum = (sum ?? 0) + number;
    }
    return sum;
  });
}

/**
 * The totals row: each number column's sum, formatted like its cells (money with its
 * currency's decimals is summed across currencies as plain amounts, so the default precision
 * is used), and the label in the first column when that one holds no number.
 */
function totalsRow(
  columns: readonly ExportColumn[],
  rows: readonly RecordValues[],
  options: CellOptions,
  label: string,
): ExportCell[] {
  const sums = columnTotals(columns, rows);
  return columns.map((column, index) => {
    const sum = sums[index];
    const kind = columnNumberKind(column);
    if (sum === null || sum === undefined || !column.property) {
      return { text: index === 0 && !kind ? label : '', numeric: false };
    }
    if (kind === 'duration') return { text: formatDuration(sum), numeric: false };
    return {
      text: plainNumber(sum, options.decimalSeparator, numberPrecision(column.property, undefined, options)),
      numeric: true,
    };
  });
}

/** The header, one row of cells per record, and the totals row when `totals` asks for it. */
export function buildExportTable(
  columns: readonly ExportColumn[],
  rows: readonly RecordValues[],
  options: CellOptions & { totals: boolean; totalLabel: string },
): ExportTable {
  // a column's kind once, not once per cell: 5,000 rows of 8 columns are 40,000 cells
  const kinds = columns.map(columnNumberKind);
  return {
    header: columns.map((column) => column.label),
    rows: rows.map((row) => columns.map((column, index) => formatCell(column, row, options, kinds[index]))),
    totals: options.totals ? totalsRow(columns, rows, options, options.totalLabel) : null,
    numeric: kinds.map((kind) => kind === 'number'),
  };
}
