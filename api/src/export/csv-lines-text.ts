import { csvField, csvNewline, neutralizeFormula } from '../contract/csv-text.js';
import type { CsvColumn } from './csv-columns.js';

/**
 * The file's lines, byte for byte what the browser's buildCsv writes through papaparse after
 * its preamble (BOM, 'sep=;'): the guarded headings, one line per row joined by CRLF, and a CRLF after the last
 * line unless the text is empty or already ends with one (papaparse's own last line can be empty).
 */
export function csvLinesText(
  labels: readonly string[],
  rows: readonly Readonly<Record<string, unknown>>[],
  columns: readonly CsvColumn[],
): string {
  const lines = new Array<string>(rows.length + 1);
  lines[0] = labels.map((label) => csvField(neutralizeFormula(label))).join(';');
  const cells = columns.map((column) => column.cell);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as Readonly<Record<string, unknown>>;
    let line = '';
    for (let column = 0; column < cells.length; column++) {
      if (column > 0) line += ';';
      line += (cells[column] as (row: Readonly<Record<string, unknown>>) => string)(row);
    }
    lines[index + 1] = line;
  }
  const body = lines.join(csvNewline);
  return body === '' || body.endsWith(csvNewline) ? body : `${body}${csvNewline}`;
}
