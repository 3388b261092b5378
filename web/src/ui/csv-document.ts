import { csvDelimiter, csvPreamble, csvNewline as newline } from '@strata/api/contract/csv-text';
import Papa from 'papaparse';

export { csvDelimiter };

/**
 * The text of a CSV file for spreadsheets: a BOM, the optional 'sep=;' line, the rows quoted by
 * papaparse where a value holds the separator, a quote or a line break, and CRLF after every
 * line, the last one too (RFC 4180). The cells are written as given: guarding formulas is the
 * caller's choice (an export guards, a file given back to the user to fix does not).
 */
export function csvDocument(
  rows: readonly (readonly string[])[],
  options: { sepLine?: boolean } = {},
): string {
  const body = Papa.unparse(
    rows.map((row) => [...row]),
    { delimiter: csvDelimiter, newline, escapeFormulae: false },
  );
  const lines = body === '' || body.endsWith(newline) ? body : `${body}${newline}`;
  return `${csvPreamble(options.sepLine === true)}${lines}`;
}
