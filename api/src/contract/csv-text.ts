/** Excel reads a CSV as UTF-8 only when the file says so with a byte order mark. */
export const utf8Bom = '\uFEFF';
/** Spec 001 section 9: our CSV files are separated by semicolons. */
export const csvDelimiter = ';';
export const csvNewline = '\r\n';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and carriage return,
 * shift it into one). papaparse's own escapeFormulae is not used: its pattern /^[=+\-@\t\r].*$/
 * has no s flag, so a value with a line break after "=cmd|..." escapes it, and it would also
 * guard our own negative numbers.
 *
 * Spreadsheets are lenient about what comes first: Excel trims leading spaces before it looks
 * for "=", and it (or an Asian IME's input, or LibreOffice) reads the full-width and small forms
 * (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) as the ASCII ones. So any run of white space, control or invisible
 * format characters (zero-width space, BOM) before such a sign counts as a formula start too.
 */
const formulaStart =
  /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/u;

/** A cell that could start a formula gets a leading apostrophe: spreadsheets show it as text. */
export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** What papaparse quotes: the separator, a quote, a line break or a BOM inside, a space at either end. */
const needsQuotes = /[;"\r\n\uFEFF]|^ | $/;
const quotes = /"/g;

/**
 * One cell as papaparse.unparse writes it with our delimiter (the browser's CSV goes through
 * papaparse; the server's is written here, and a test holds the two to the same bytes).
 */
export function csvField(text: string): string {
  return needsQuotes.test(text) ? `"${text.replace(quotes, '""')}"` : text;
}

/** The start of an export's file: the BOM and, when asked for, Excel's 'sep=;' line. */
export function csvPreamble(sepLine: boolean): string {
  return `${utf8Bom}${sepLine ? `sep=${csvDelimiter}${csvNewline}` : ''}`;
}
