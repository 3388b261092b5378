import { neutralizeFormula } from '@strata/api/contract/csv-text';
import { csvDocument } from '../ui/csv-document';
import type { ExportCell } from './cell-format';
import type { ExportTable } from './export-table';

export { neutralizeFormula };

/** Our own number text is safe as it is; everything else (user data, labels) is guarded. */
const csvText = (cell: ExportCell): string => (cell.numeric ? cell.text : neutralizeFormula(cell.text));

/**
 * The CSV text of an export (spec 001 section 9: semicolons, a BOM, an optional 'sep=;' first
 * line): the column labels and one line per row, every cell guarded against formulas. Without
 * rows it is still a valid file: the header.
 */
export function buildCsv(table: ExportTable, options: { csvHeader: boolean }): string {
  const rows = [table.header.map(neutralizeFormula), ...table.rows.map((row) => row.map(csvText))];
  if (table.totals) rows.push(table.totals.map(csvText));
  return csvDocument(rows, { sepLine: options.csvHeader });
}
