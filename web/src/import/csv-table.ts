import Papa from 'papaparse';
import { csvDelimiter } from '../ui/csv-document';
import { message } from './import-message';
import { listedRows, rowNumber, type TableResult } from './import-table';

/** Spec 001 section 5: CSV defaults to semicolon (the separator of the export, spec section 9). */
export const defaultSeparator = csvDelimiter;

/** A first line `sep=X` (as Excel writes and reads it), possibly quoted. */
const separatorLine = /^"?sep=(.)"?[ \t]*(?:\r\n|\n|\r|$)/i;

export type SeparatorChoice = { separator: string; body: string; declared: boolean };

/**
 * The separator and the text after any `sep=` line. Without one it is a semicolon, unless the
 * header line has no semicolon but tabs or commas: a file saved by a tool that ignores the
 * convention would otherwise come out as one single column, which helps nobody.
 */
export function chooseSeparator(text: string): SeparatorChoice {
  const declared = separatorLine.exec(text);
  if (declared?.[1]) return { separator: declared[1], body: text.slice(declared[0].length), declared: true };
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (character: string) => header.split(character).length - 1;
  if (count(defaultSeparator) === 0) {
    const tabs = count('\t');
    const commas = count(',');
    if (tabs > 0 || commas > 0)
      return { separator: tabs >= commas ? '\t' : ',', body: text, declared: false };
  }
  return { separator: defaultSeparator, body: text, declared: false };
}

/**
 * Reads CSV text into a table: the first non-empty line is the header, blank lines are
 * skipped, short rows get empty cells, long rows lose their extra cells (both are reported). A
 * broken quote is refused: it would silently swallow the rows after it into one cell.
 */
export function parseCsvTable(text: string): TableResult {
  const { separator, body } = chooseSeparator(text);
  const parsed = Papa.parse<string[]>(body, { delimiter: separator, skipEmptyLines: 'greedy' });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    // Papa counts rows including the header; the user counts data rows
    const row = Math.max(1, quoteError.row ?? 1);
    return { ok: false, problem: message('errors.csvQuotes', { row }) };
  }
  const [header, ...data] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return { ok: false, problem: message('errors.noHeader') };
  }
  const headers = header.map((cell) => cell.trim());
  const ragged: number[] = [];
  const rows = data.map((cells, index) => {
    if (cells.length !== headers.length) ragged.push(rowNumber(index));
    return headers.map((_, column) => cells[column] ?? '');
  });
  if (rows.length === 0) return { ok: false, problem: message('errors.noRows') };
  const warnings = [];
  if (ragged.length > 0) {
    warnings.push(
      message('warnings.raggedRows', {
        rows: ragged.slice(0, listedRows).join(', '),
        count: ragged.length,
        columns: headers.length,
      }),
    );
  }
  return { ok: true, table: { kind: 'csv', headers, rows, warnings } };
}
