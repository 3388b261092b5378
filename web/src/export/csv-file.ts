import Papa from 'papaparse';
import type { ExportCell } from './cell-format';
import type { ExportTable } from './export-table';

/** Spec 001 section 9: CSV export uses semicolon, a BOM, and an optional 'sep=;' first line. */
export const csvDelimiter = ';';
const byteOrderMark = '\uFEFF';
const newline = '\r\n';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and carriage return,
 * shift it into one). papaparse's own escapeFormulae is not used: its pattern /^[=+\-@\t\r].*$/
 * has no s flag, so a value with a line break after "=cmd|..." escapes it, and it would also
 * guard our own negative numbers.
 */
const formulaStart = /^[=+\-@\t\r\n]/;

/** A cell that could start a formula gets a leading apostrophe: spreadsheets show it as text. */
export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** Our own number text is safe as it is; everything else (user data, labels) is guarded. */
const csvText = (cell: ExportCell): string => (cell.numeric ? cell.text : neutralizeFormula(cell.text));

/**
 * The CSV text of an export: a BOM (so spreadsheets read UTF-8 letters right), the optional
 * 'sep=;' line, the column labels and one line per row, quoted by papaparse where a value
 * holds the separator, a quote or a line break. Without rows it is still a valid file: the header.
 * Lines end in CRLF, as RFC 4180 and spreadsheets expect.
 */
export function buildCsv(table: ExportTable, options: { csvHeader: boolean }): string {
  const data = table.rows.map((row) => row.map(csvText));
  if (table.totals) data.push(table.totals.map(csvText));
  const body = Papa.unparse(
    { fields: table.header.map(neutralizeFormula), data },
    { delimiter: csvDelimiter, newline, escapeFormulae: false },
  );
  // every line ends in a line break, the last one too (papaparse ends a header-only file so, not others)
  const lines = body.endsWith(newline) ? body : `${body}${newline}`;
  return `${byteOrderMark}${options.csvHeader ? `sep=${csvDelimiter}${newline}` : ''}${lines}`;
}
