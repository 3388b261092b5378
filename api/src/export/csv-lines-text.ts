import { csvField, csvNewline, neutralizeFormula } from '../contract/csv-text.js';
import type { CsvColumn } from './csv-columns.js';

type Row = Readonly<Record<string, unknown>>;

/**
 * The totals line as the browser's totalsRow writes it: each number column's sum, added up row
 * by row in the file's order (the same doubles in the same order give the same sum), empty
 * where a number column has no number; the label in the first column when it is no number column.
 */
function totalsLine(rows: readonly Row[], columns: readonly CsvColumn[], label: string): string {
  return columns
    .map((column, index) => {
      if (!column.sum) return index === 0 ? csvField(neutralizeFormula(label)) : '';
      let sum: number | null = null;
      for (const row of rows) {
        const amount = column.sum.amount(row);
        if (amount !== null) sum = (sum ?? 0) + amount;
      }
      return sum === null ? '' : column.sum.text(sum);
    })
    .join(';');
}

/**
 * The file's lines, byte for byte what the browser's buildCsv writes through papaparse after
 * its preamble (BOM, 'sep=;'): the guarded headings, one line per row and the totals line when
 * asked for, joined by CRLF, and a CRLF after the last line unless the text is empty or already
 * ends with one (papaparse's own last line can be empty).
 */
export function csvLinesText(
  labels: readonly string[],
  rows: readonly Row[],
  columns: readonly CsvColumn[],
  totalsLabel: string | null,
): string {
  const lines = new Array<string>(rows.length + 1);
  lines[0] = labels.map((label) => csvField(neutralizeFormula(label))).join(';');
  const cells = columns.map((column) => column.cell);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as Row;
    let line = '';
    for (let column = 0; column < cells.length; column++) {
      if (column > 0) line += ';';
      line += (cells[column] as (row: Row) => string)(row);
    }
    lines[index + 1] = line;
  }
  if (totalsLabel !== null) lines.push(totalsLine(rows, columns, totalsLabel));
  const body = lines.join(csvNewline);
  return body === '' || body.endsWith(csvNewline) ? body : `${body}${csvNewline}`;
}
