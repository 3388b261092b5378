import Papa from 'papaparse';

/** Excel reads a CSV as UTF-8 only when the file says so with a byte order mark. */
export const utf8Bom = '\uFEFF';
/** Spec 001 section 9: our CSV files are separated by semicolons. */
export const csvDelimiter = ';';
const newline = '\r\n';

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
  return `${utf8Bom}${options.sepLine ? `sep=${csvDelimiter}${newline}` : ''}${lines}`;
}
